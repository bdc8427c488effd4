CREATE TABLE "appointment_series" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"until" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "app_passwords" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"label" text NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "calendar_changes" (
	"seq" bigserial PRIMARY KEY NOT NULL,
	"calendar_id" uuid NOT NULL,
	"appointment_id" uuid NOT NULL,
	"dav_name" text NOT NULL,
	"deleted" boolean NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "series_id" uuid;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "ical_uid" text;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "dav_name" text;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "external_etag" text;--> statement-breakpoint
ALTER TABLE "calendars" ADD COLUMN "external_synced_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "calendars" ADD COLUMN "external_sync_error" text;--> statement-breakpoint
ALTER TABLE "calendars" ADD COLUMN "external_sync_token" text;--> statement-breakpoint
ALTER TABLE "calendars" ADD COLUMN "ics_token_hash" text;--> statement-breakpoint
ALTER TABLE "schools" ADD COLUMN "canton" text;--> statement-breakpoint
ALTER TABLE "app_passwords" ADD CONSTRAINT "app_passwords_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_changes" ADD CONSTRAINT "calendar_changes_calendar_id_calendars_id_fk" FOREIGN KEY ("calendar_id") REFERENCES "public"."calendars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "app_passwords_user_idx" ON "app_passwords" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "app_passwords_token_key" ON "app_passwords" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "calendar_changes_calendar_seq_idx" ON "calendar_changes" USING btree ("calendar_id","seq");--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_series_id_appointment_series_id_fk" FOREIGN KEY ("series_id") REFERENCES "public"."appointment_series"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "appointments_series_idx" ON "appointments" USING btree ("series_id");--> statement-breakpoint
CREATE UNIQUE INDEX "appointments_calendar_dav_name_key" ON "appointments" USING btree ("calendar_id","dav_name");--> statement-breakpoint
CREATE UNIQUE INDEX "calendars_ics_token_key" ON "calendars" USING btree ("ics_token_hash");--> statement-breakpoint
CREATE FUNCTION "log_calendar_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- A removal (or a move out of a calendar, or a rename) is logged for the old calendar,
  -- unless that calendar is itself being deleted (its log goes with it).
  IF TG_OP = 'DELETE' OR (TG_OP = 'UPDATE' AND (OLD.calendar_id <> NEW.calendar_id OR OLD.dav_name IS DISTINCT FROM NEW.dav_name)) THEN
    IF EXISTS (SELECT 1 FROM "calendars" WHERE "id" = OLD.calendar_id) THEN
      INSERT INTO "calendar_changes" ("calendar_id", "appointment_id", "dav_name", "deleted")
      VALUES (OLD.calendar_id, OLD.id, coalesce(OLD.dav_name, OLD.id::text || '.ics'), true);
    END IF;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    INSERT INTO "calendar_changes" ("calendar_id", "appointment_id", "dav_name", "deleted")
    VALUES (NEW.calendar_id, NEW.id, coalesce(NEW.dav_name, NEW.id::text || '.ics'), false);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "appointments_calendar_changes" AFTER INSERT OR UPDATE OR DELETE ON "appointments"
  FOR EACH ROW EXECUTE FUNCTION "log_calendar_change"();
