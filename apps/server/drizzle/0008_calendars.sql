CREATE TABLE "appointment_students" (
	"appointment_id" uuid NOT NULL,
	"student_id" uuid NOT NULL,
	CONSTRAINT "appointment_students_appointment_id_student_id_pk" PRIMARY KEY("appointment_id","student_id")
);
--> statement-breakpoint
CREATE TABLE "calendar_shares" (
	"calendar_id" uuid NOT NULL,
	"monitor_id" uuid NOT NULL,
	"access" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calendar_shares_calendar_id_monitor_id_pk" PRIMARY KEY("calendar_id","monitor_id")
);
--> statement-breakpoint
CREATE TABLE "calendars" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"school_id" uuid,
	"label" text NOT NULL,
	"colour" text NOT NULL,
	"default_duration_minutes" integer DEFAULT 60 NOT NULL,
	"workday_start" time DEFAULT '07:00' NOT NULL,
	"workday_end" time DEFAULT '19:00' NOT NULL,
	"overlay" boolean DEFAULT false NOT NULL,
	"main" boolean DEFAULT false NOT NULL,
	"provider" text DEFAULT 'local' NOT NULL,
	"caldav_url" text,
	"caldav_username" text,
	"caldav_password_sealed" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "calendar_id" uuid;--> statement-breakpoint
-- Every monitor and employee, and anyone who booked already, gets his main calendar; existing
-- appointments move into their owner's.
INSERT INTO "calendars" ("owner_id", "school_id", "label", "colour", "main")
SELECT "id", "school_id",
  CASE "language" WHEN 'de' THEN 'Mein Kalender' WHEN 'it' THEN 'Il mio calendario' WHEN 'en' THEN 'My calendar' ELSE 'Mon agenda' END,
  '#1c7ed6', true
FROM "users"
WHERE "role" IN ('monitor', 'employee') OR "id" IN (SELECT "owner_id" FROM "appointments");--> statement-breakpoint
UPDATE "appointments" SET "calendar_id" = "calendars"."id" FROM "calendars"
WHERE "calendars"."owner_id" = "appointments"."owner_id" AND "calendars"."main";--> statement-breakpoint
ALTER TABLE "appointments" ALTER COLUMN "calendar_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "appointment_students" ADD CONSTRAINT "appointment_students_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointment_students" ADD CONSTRAINT "appointment_students_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_shares" ADD CONSTRAINT "calendar_shares_calendar_id_calendars_id_fk" FOREIGN KEY ("calendar_id") REFERENCES "public"."calendars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_shares" ADD CONSTRAINT "calendar_shares_monitor_id_users_id_fk" FOREIGN KEY ("monitor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendars" ADD CONSTRAINT "calendars_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendars" ADD CONSTRAINT "calendars_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "appointment_students_student_idx" ON "appointment_students" USING btree ("student_id");--> statement-breakpoint
CREATE INDEX "calendar_shares_monitor_idx" ON "calendar_shares" USING btree ("monitor_id");--> statement-breakpoint
CREATE INDEX "calendars_owner_idx" ON "calendars" USING btree ("owner_id");--> statement-breakpoint
CREATE UNIQUE INDEX "calendars_one_main_key" ON "calendars" USING btree ("owner_id") WHERE "calendars"."main";--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_calendar_id_calendars_id_fk" FOREIGN KEY ("calendar_id") REFERENCES "public"."calendars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "appointments_calendar_start_idx" ON "appointments" USING btree ("calendar_id","starts_at");