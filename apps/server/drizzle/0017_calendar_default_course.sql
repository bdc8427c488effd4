ALTER TABLE "calendars" ADD COLUMN "default_course_id" uuid;--> statement-breakpoint
ALTER TABLE "calendars" ADD CONSTRAINT "calendars_default_course_id_courses_id_fk" FOREIGN KEY ("default_course_id") REFERENCES "public"."courses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- A main calendar books its owner's lesson by default when that is unambiguous: the owner has one
-- enabled individual course (the lesson every monitor gets at sign-up). Others choose in the settings.
UPDATE "calendars" SET "default_course_id" = (
    SELECT "courses"."id" FROM "courses"
    WHERE "courses"."owner_id" = "calendars"."owner_id" AND "courses"."individual" AND "courses"."disabled_at" IS NULL
  )
  WHERE "calendars"."main" AND "calendars"."provider" = 'local' AND (
    SELECT count(*) FROM "courses"
    WHERE "courses"."owner_id" = "calendars"."owner_id" AND "courses"."individual" AND "courses"."disabled_at" IS NULL
  ) = 1;
