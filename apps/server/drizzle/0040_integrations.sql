CREATE TABLE "google_calendar_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"account_email" text NOT NULL,
	"refresh_token_sealed" text NOT NULL,
	"access_token_sealed" text,
	"access_token_expires_at" timestamp with time zone,
	"google_calendar_id" text,
	"google_calendar_name" text,
	"calendar_id" uuid,
	"overlay_calendar_id" uuid,
	"sync_token" text,
	"pushed_seq" bigint DEFAULT 0 NOT NULL,
	"channel_id" text,
	"channel_resource_id" text,
	"channel_expires_at" timestamp with time zone,
	"status" text DEFAULT 'choosing' NOT NULL,
	"last_error" text,
	"last_synced_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "google_event_links" (
	"link_id" uuid NOT NULL,
	"google_event_id" text NOT NULL,
	"appointment_id" uuid NOT NULL,
	"origin" text NOT NULL,
	"etag" text,
	"google_updated" timestamp with time zone,
	"appointment_version" integer,
	CONSTRAINT "google_event_links_link_id_google_event_id_pk" PRIMARY KEY("link_id","google_event_id")
);
--> statement-breakpoint
CREATE TABLE "registry_submissions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"registry" text NOT NULL,
	"school_id" uuid,
	"monitor_id" uuid NOT NULL,
	"student_id" uuid NOT NULL,
	"course_id" uuid,
	"appointment_id" uuid,
	"external_course_id" text,
	"status" text DEFAULT 'queued' NOT NULL,
	"reason" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"external_reference" text,
	"requested_by" uuid,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"answered_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "registry_submissions_student_course_key" UNIQUE NULLS NOT DISTINCT("registry","student_id","course_id"),
	CONSTRAINT "registry_submissions_sari_course" CHECK ("registry_submissions"."registry" <> 'sari' or "registry_submissions"."course_id" is not null)
);
--> statement-breakpoint
CREATE TABLE "sari_accounts" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"client_id" text NOT NULL,
	"secret_sealed" text NOT NULL,
	"password_sealed" text NOT NULL,
	"access_token_sealed" text,
	"refresh_token_sealed" text,
	"access_token_expires_at" timestamp with time zone,
	"verified_at" timestamp with time zone,
	"refused_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "theory_service_accounts" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"password_sealed" text NOT NULL,
	"verified_at" timestamp with time zone,
	"refused_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "theory_licences" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "theory_licences" ADD COLUMN "progress_percent" integer;--> statement-breakpoint
ALTER TABLE "theory_licences" ADD COLUMN "last_trained_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "theory_licences" ADD COLUMN "progress_reported_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "google_calendar_links" ADD CONSTRAINT "google_calendar_links_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "google_calendar_links" ADD CONSTRAINT "google_calendar_links_calendar_id_calendars_id_fk" FOREIGN KEY ("calendar_id") REFERENCES "public"."calendars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "google_calendar_links" ADD CONSTRAINT "google_calendar_links_overlay_calendar_id_calendars_id_fk" FOREIGN KEY ("overlay_calendar_id") REFERENCES "public"."calendars"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "google_event_links" ADD CONSTRAINT "google_event_links_link_id_google_calendar_links_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."google_calendar_links"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registry_submissions" ADD CONSTRAINT "registry_submissions_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registry_submissions" ADD CONSTRAINT "registry_submissions_monitor_id_users_id_fk" FOREIGN KEY ("monitor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registry_submissions" ADD CONSTRAINT "registry_submissions_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registry_submissions" ADD CONSTRAINT "registry_submissions_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registry_submissions" ADD CONSTRAINT "registry_submissions_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registry_submissions" ADD CONSTRAINT "registry_submissions_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sari_accounts" ADD CONSTRAINT "sari_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "theory_service_accounts" ADD CONSTRAINT "theory_service_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "google_calendar_links_user_key" ON "google_calendar_links" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "google_calendar_links_channel_key" ON "google_calendar_links" USING btree ("channel_id");--> statement-breakpoint
CREATE INDEX "google_calendar_links_calendar_idx" ON "google_calendar_links" USING btree ("calendar_id");--> statement-breakpoint
CREATE UNIQUE INDEX "google_event_links_appointment_key" ON "google_event_links" USING btree ("link_id","appointment_id");--> statement-breakpoint
CREATE INDEX "registry_submissions_course_idx" ON "registry_submissions" USING btree ("course_id");--> statement-breakpoint
CREATE INDEX "registry_submissions_pending_idx" ON "registry_submissions" USING btree ("status","updated_at") WHERE "registry_submissions"."status" in ('queued', 'sending');--> statement-breakpoint
CREATE INDEX "theory_licences_holder_idx" ON "theory_licences" USING btree ("holder_id");