CREATE TABLE "lesson_skills" (
	"lesson_id" uuid NOT NULL,
	"skill_id" uuid NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "lesson_skills_lesson_id_skill_id_pk" PRIMARY KEY("lesson_id","skill_id")
);
--> statement-breakpoint
CREATE TABLE "lessons" (
	"id" uuid PRIMARY KEY NOT NULL,
	"school_id" uuid,
	"monitor_id" uuid NOT NULL,
	"student_id" uuid NOT NULL,
	"appointment_id" uuid,
	"training_card_id" uuid,
	"started_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	"paid" boolean DEFAULT false NOT NULL,
	"offered" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "skill_evaluations" (
	"id" uuid PRIMARY KEY NOT NULL,
	"lesson_id" uuid NOT NULL,
	"student_id" uuid NOT NULL,
	"skill_id" uuid NOT NULL,
	"level" integer NOT NULL,
	"evaluated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "skill_evaluations_level_range" CHECK ("skill_evaluations"."level" between 0 and 5)
);
--> statement-breakpoint
ALTER TABLE "student_comments" ADD COLUMN "lesson_id" uuid;--> statement-breakpoint
ALTER TABLE "lesson_skills" ADD CONSTRAINT "lesson_skills_lesson_id_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."lessons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_skills" ADD CONSTRAINT "lesson_skills_skill_id_training_card_skills_id_fk" FOREIGN KEY ("skill_id") REFERENCES "public"."training_card_skills"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lessons" ADD CONSTRAINT "lessons_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lessons" ADD CONSTRAINT "lessons_monitor_id_users_id_fk" FOREIGN KEY ("monitor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lessons" ADD CONSTRAINT "lessons_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lessons" ADD CONSTRAINT "lessons_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lessons" ADD CONSTRAINT "lessons_training_card_id_training_cards_id_fk" FOREIGN KEY ("training_card_id") REFERENCES "public"."training_cards"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "skill_evaluations" ADD CONSTRAINT "skill_evaluations_lesson_id_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."lessons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "skill_evaluations" ADD CONSTRAINT "skill_evaluations_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "skill_evaluations" ADD CONSTRAINT "skill_evaluations_skill_id_training_card_skills_id_fk" FOREIGN KEY ("skill_id") REFERENCES "public"."training_card_skills"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "lessons_one_ongoing_per_monitor" ON "lessons" USING btree ("monitor_id") WHERE "lessons"."ended_at" is null;--> statement-breakpoint
CREATE INDEX "lessons_student_idx" ON "lessons" USING btree ("student_id","started_at");--> statement-breakpoint
CREATE INDEX "skill_evaluations_student_skill_idx" ON "skill_evaluations" USING btree ("student_id","skill_id","evaluated_at");--> statement-breakpoint
CREATE INDEX "skill_evaluations_lesson_idx" ON "skill_evaluations" USING btree ("lesson_id");--> statement-breakpoint
ALTER TABLE "student_comments" ADD CONSTRAINT "student_comments_lesson_id_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."lessons"("id") ON DELETE set null ON UPDATE no action;