CREATE TABLE "lesson_charges" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"lesson_id" uuid NOT NULL,
	"infrastructure_id" uuid,
	"label" text NOT NULL,
	"amount_centimes" integer NOT NULL,
	CONSTRAINT "lesson_charges_amount_positive" CHECK ("lesson_charges"."amount_centimes" > 0)
);
--> statement-breakpoint
ALTER TABLE "lesson_charges" ADD CONSTRAINT "lesson_charges_lesson_id_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."lessons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_charges" ADD CONSTRAINT "lesson_charges_infrastructure_id_infrastructures_id_fk" FOREIGN KEY ("infrastructure_id") REFERENCES "public"."infrastructures"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lesson_charges_lesson_idx" ON "lesson_charges" USING btree ("lesson_id");