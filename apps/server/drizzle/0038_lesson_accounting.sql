CREATE TABLE "accounting_settings" (
	"series" text PRIMARY KEY NOT NULL,
	"payment_term_days" integer DEFAULT 30 NOT NULL,
	"reminder_days" integer[] DEFAULT '{10,30}'::integer[] NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "accounting_settings_term" CHECK ("accounting_settings"."payment_term_days" between 0 and 120)
);
--> statement-breakpoint
CREATE TABLE "lesson_invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"series" text NOT NULL,
	"number" text NOT NULL,
	"school_id" uuid,
	"monitor_id" uuid NOT NULL,
	"student_id" uuid NOT NULL,
	"issued_on" date NOT NULL,
	"due_on" date NOT NULL,
	"total" integer NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"paid_on" date,
	"payment_method" text,
	"reminders_sent" integer DEFAULT 0 NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lesson_invoices_total_positive" CHECK ("lesson_invoices"."total" > 0),
	CONSTRAINT "lesson_invoices_paid_has_date" CHECK (("lesson_invoices"."status" = 'paid') = ("lesson_invoices"."paid_on" is not null and "lesson_invoices"."payment_method" is not null))
);
--> statement-breakpoint
ALTER TABLE "lessons" ADD COLUMN "course_id" uuid;--> statement-breakpoint
ALTER TABLE "lessons" ADD COLUMN "paid_on" date;--> statement-breakpoint
ALTER TABLE "lessons" ADD COLUMN "payment_method" text;--> statement-breakpoint
ALTER TABLE "lessons" ADD COLUMN "invoice_id" uuid;--> statement-breakpoint
ALTER TABLE "lesson_invoices" ADD CONSTRAINT "lesson_invoices_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_invoices" ADD CONSTRAINT "lesson_invoices_monitor_id_users_id_fk" FOREIGN KEY ("monitor_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_invoices" ADD CONSTRAINT "lesson_invoices_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_invoices" ADD CONSTRAINT "lesson_invoices_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "lesson_invoices_series_number_idx" ON "lesson_invoices" USING btree ("series","number");--> statement-breakpoint
CREATE INDEX "lesson_invoices_school_idx" ON "lesson_invoices" USING btree ("school_id","status");--> statement-breakpoint
CREATE INDEX "lesson_invoices_monitor_idx" ON "lesson_invoices" USING btree ("monitor_id","status");--> statement-breakpoint
CREATE INDEX "lesson_invoices_student_idx" ON "lesson_invoices" USING btree ("student_id");--> statement-breakpoint
ALTER TABLE "lessons" ADD CONSTRAINT "lessons_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lessons" ADD CONSTRAINT "lessons_invoice_id_lesson_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."lesson_invoices"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lessons_monitor_started_idx" ON "lessons" USING btree ("monitor_id","started_at");--> statement-breakpoint
CREATE INDEX "lessons_school_started_idx" ON "lessons" USING btree ("school_id","started_at");--> statement-breakpoint
CREATE INDEX "lessons_invoice_idx" ON "lessons" USING btree ("invoice_id");--> statement-breakpoint
-- Lessons already ended keep the course they were given as, and paid ones the Swiss day they ended on as their day of payment (its method unknown).
UPDATE "lessons" SET "course_id" = "appointments"."course_id" FROM "appointments" WHERE "lessons"."appointment_id" = "appointments"."id" AND "lessons"."ended_at" IS NOT NULL;--> statement-breakpoint
UPDATE "lessons" SET "paid_on" = ("ended_at" AT TIME ZONE 'Europe/Zurich')::date WHERE "paid" AND "ended_at" IS NOT NULL;
