CREATE TABLE "student_charges" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"school_id" uuid,
	"monitor_id" uuid NOT NULL,
	"student_id" uuid NOT NULL,
	"source" text NOT NULL,
	"charged_on" date NOT NULL,
	"description" text NOT NULL,
	"amount" integer NOT NULL,
	"paid_on" date,
	"payment_method" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "student_charges_amount_positive" CHECK ("student_charges"."amount" > 0),
	CONSTRAINT "student_charges_paid_has_method" CHECK (("student_charges"."paid_on" is null) = ("student_charges"."payment_method" is null))
);
--> statement-breakpoint
CREATE TABLE "booking_policies" (
	"monitor_id" uuid PRIMARY KEY NOT NULL,
	"published" boolean DEFAULT false NOT NULL,
	"horizon_weeks" integer DEFAULT 4 NOT NULL,
	"notice_unit" text DEFAULT 'hours' NOT NULL,
	"notice_amount" integer DEFAULT 24 NOT NULL,
	"lesson_lengths" integer[] NOT NULL,
	"step_minutes" integer DEFAULT 15 NOT NULL,
	"buffer_minutes" integer DEFAULT 0 NOT NULL,
	"require_confirmation" boolean DEFAULT false NOT NULL,
	"max_open_bookings" integer DEFAULT 2 NOT NULL,
	"free_cancellation_hours" integer DEFAULT 24 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "booking_waitlist" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"school_id" uuid,
	"monitor_id" uuid NOT NULL,
	"student_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"course_id" uuid NOT NULL,
	"length_minutes" integer NOT NULL,
	"from_day" date NOT NULL,
	"to_day" date NOT NULL,
	"state" text DEFAULT 'waiting' NOT NULL,
	"offer_start" timestamp with time zone,
	"offer_end" timestamp with time zone,
	"offer_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_waitlist_days" CHECK ("booking_waitlist"."to_day" >= "booking_waitlist"."from_day"),
	CONSTRAINT "booking_waitlist_offer" CHECK (("booking_waitlist"."state" = 'offered') = ("booking_waitlist"."offer_until" is not null))
);
--> statement-breakpoint
CREATE TABLE "self_bookings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"appointment_id" uuid,
	"school_id" uuid,
	"monitor_id" uuid NOT NULL,
	"student_id" uuid NOT NULL,
	"booked_by" uuid,
	"course_id" uuid NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"state" text NOT NULL,
	"price_centimes" integer NOT NULL,
	"free_cancellation_hours" integer NOT NULL,
	"confirm_by" timestamp with time zone,
	"hold_until" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"cancelled_by" text,
	"charged_centimes" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "self_bookings_times" CHECK ("self_bookings"."ends_at" > "self_bookings"."starts_at"),
	CONSTRAINT "self_bookings_cancelled" CHECK (("self_bookings"."state" = 'cancelled') = ("self_bookings"."cancelled_at" is not null))
);
--> statement-breakpoint
ALTER TABLE "student_charges" ADD CONSTRAINT "student_charges_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_charges" ADD CONSTRAINT "student_charges_monitor_id_users_id_fk" FOREIGN KEY ("monitor_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_charges" ADD CONSTRAINT "student_charges_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_policies" ADD CONSTRAINT "booking_policies_monitor_id_users_id_fk" FOREIGN KEY ("monitor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_waitlist" ADD CONSTRAINT "booking_waitlist_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_waitlist" ADD CONSTRAINT "booking_waitlist_monitor_id_users_id_fk" FOREIGN KEY ("monitor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_waitlist" ADD CONSTRAINT "booking_waitlist_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_waitlist" ADD CONSTRAINT "booking_waitlist_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_waitlist" ADD CONSTRAINT "booking_waitlist_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "self_bookings" ADD CONSTRAINT "self_bookings_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "self_bookings" ADD CONSTRAINT "self_bookings_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "self_bookings" ADD CONSTRAINT "self_bookings_monitor_id_users_id_fk" FOREIGN KEY ("monitor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "self_bookings" ADD CONSTRAINT "self_bookings_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "self_bookings" ADD CONSTRAINT "self_bookings_booked_by_users_id_fk" FOREIGN KEY ("booked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "self_bookings" ADD CONSTRAINT "self_bookings_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "student_charges_source_key" ON "student_charges" USING btree ("source");--> statement-breakpoint
CREATE INDEX "student_charges_monitor_idx" ON "student_charges" USING btree ("monitor_id","paid_on");--> statement-breakpoint
CREATE INDEX "student_charges_student_idx" ON "student_charges" USING btree ("student_id");--> statement-breakpoint
CREATE INDEX "booking_policies_published_idx" ON "booking_policies" USING btree ("monitor_id") WHERE "booking_policies"."published";--> statement-breakpoint
CREATE INDEX "booking_waitlist_monitor_idx" ON "booking_waitlist" USING btree ("monitor_id","state","created_at");--> statement-breakpoint
CREATE INDEX "booking_waitlist_student_idx" ON "booking_waitlist" USING btree ("student_id");--> statement-breakpoint
CREATE INDEX "booking_waitlist_offer_idx" ON "booking_waitlist" USING btree ("offer_until") WHERE "booking_waitlist"."state" = 'offered';--> statement-breakpoint
CREATE INDEX "self_bookings_student_idx" ON "self_bookings" USING btree ("student_id","starts_at");--> statement-breakpoint
CREATE INDEX "self_bookings_monitor_idx" ON "self_bookings" USING btree ("monitor_id","starts_at");--> statement-breakpoint
CREATE INDEX "self_bookings_confirm_by_idx" ON "self_bookings" USING btree ("confirm_by") WHERE "self_bookings"."state" = 'pending';--> statement-breakpoint
CREATE INDEX "self_bookings_hold_idx" ON "self_bookings" USING btree ("hold_until") WHERE "self_bookings"."state" = 'awaiting_payment';