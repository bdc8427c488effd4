CREATE TABLE "booking_course_readiness" (
	"course_id" uuid PRIMARY KEY NOT NULL,
	"domain_format" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "booking_course_readiness" ADD CONSTRAINT "booking_course_readiness_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;