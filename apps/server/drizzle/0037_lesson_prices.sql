ALTER TABLE "appointments" ADD COLUMN "price_centimes" integer;--> statement-breakpoint
ALTER TABLE "lessons" ADD COLUMN "price_centimes" integer;--> statement-breakpoint
-- Lessons already given keep the price their appointment's course gave them (the rule of
-- lessonPriceCentimes: pro rata of the course's duration, to 5 centimes; all day = one lesson).
-- Lessons without an appointment or a course stay without a price.
UPDATE "lessons" SET "price_centimes" = CASE
    WHEN "appointments"."all_day" THEN "courses"."price_centimes"
    ELSE (round("courses"."price_centimes" * extract(epoch FROM "appointments"."ends_at" - "appointments"."starts_at") / 60 / "courses"."duration_minutes" / 5) * 5)::integer
  END
  FROM "appointments" JOIN "courses" ON "courses"."id" = "appointments"."course_id"
  WHERE "appointments"."id" = "lessons"."appointment_id" AND "lessons"."ended_at" IS NOT NULL AND "courses"."duration_minutes" > 0;
