ALTER TABLE "appointments" ADD COLUMN "monitor_id" uuid;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "allow_overlap" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS btree_gist;--> statement-breakpoint
-- The backfill changes nothing a calendar client or a kept week answer shows: no change logged, no mark.
ALTER TABLE "appointments" DISABLE TRIGGER USER;--> statement-breakpoint
UPDATE "appointments" SET "monitor_id" = "calendars"."owner_id"
  FROM "calendars"
  WHERE "calendars"."id" = "appointments"."calendar_id" AND "calendars"."provider" = 'local';--> statement-breakpoint
-- Overlaps already booked stay, marked as intended: each timed appointment overlapping one of the
-- same monitor booked before it (by creation, then id), so no two unmarked ones overlap.
UPDATE "appointments" AS "later" SET "allow_overlap" = true
  WHERE "later"."monitor_id" IS NOT NULL AND NOT "later"."all_day" AND EXISTS (
    SELECT 1 FROM "appointments" AS "earlier"
    WHERE "earlier"."monitor_id" = "later"."monitor_id"
      AND NOT "earlier"."all_day"
      AND "earlier"."id" <> "later"."id"
      AND tstzrange("earlier"."starts_at", "earlier"."ends_at") && tstzrange("later"."starts_at", "later"."ends_at")
      AND ("earlier"."created_at", "earlier"."id") < ("later"."created_at", "later"."id")
  );--> statement-breakpoint
ALTER TABLE "appointments" ENABLE TRIGGER USER;--> statement-breakpoint
CREATE FUNCTION "set_appointment_monitor"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- The owner of a local calendar; a copy of an external calendar takes no one's time.
  SELECT CASE WHEN "provider" = 'local' THEN "owner_id" END INTO NEW.monitor_id
    FROM "calendars" WHERE "id" = NEW.calendar_id;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "appointments_set_monitor" BEFORE INSERT OR UPDATE OF "calendar_id" ON "appointments"
  FOR EACH ROW EXECUTE FUNCTION "set_appointment_monitor"();--> statement-breakpoint
-- An instructor is in one place at a time: two timed appointments of one monitor's time never
-- overlap (touching ones do not), unless one is an intended overlap. Checked at commit, so a
-- series moved by a week may pass through a moment where an occurrence sits on the next one.
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_monitor_no_overlap"
  EXCLUDE USING gist ("monitor_id" WITH =, tstzrange("starts_at", "ends_at") WITH &&)
  WHERE ("monitor_id" IS NOT NULL AND NOT "all_day" AND NOT "allow_overlap")
  DEFERRABLE INITIALLY DEFERRED;
