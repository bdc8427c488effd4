CREATE TABLE "cities" (
	"country" text NOT NULL,
	"postcode" text NOT NULL,
	"name" text NOT NULL,
	"canton" text,
	"search_name" text NOT NULL,
	CONSTRAINT "cities_country_postcode_name_pk" PRIMARY KEY("country","postcode","name")
);
--> statement-breakpoint
CREATE TABLE "examiners" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"school_id" uuid NOT NULL,
	"name" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "link_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"monitor_id" uuid NOT NULL,
	"student_user_id" uuid,
	"student_id" uuid,
	"email" text NOT NULL,
	"firstname" text NOT NULL,
	"name" text NOT NULL,
	"direction" text NOT NULL,
	"state" text DEFAULT 'sent' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"answered_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "student_comments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"student_id" uuid NOT NULL,
	"author_id" uuid,
	"text" text NOT NULL,
	"skill_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "student_driving_licences" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"student_id" uuid NOT NULL,
	"category" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date,
	"authority_decision" text
);
--> statement-breakpoint
CREATE TABLE "student_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"student_id" uuid NOT NULL,
	"actor_id" uuid,
	"action" text NOT NULL,
	"details" jsonb,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "student_exams" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"student_id" uuid NOT NULL,
	"date" date,
	"examiner_id" uuid,
	"type" text NOT NULL,
	"status" text NOT NULL,
	"remarks" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "student_imports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"school_id" uuid NOT NULL,
	"owner_id" uuid NOT NULL,
	"file_name" text NOT NULL,
	"rows" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"imported_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "student_monitors" (
	"student_id" uuid NOT NULL,
	"monitor_id" uuid NOT NULL,
	"access" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "student_monitors_student_id_monitor_id_pk" PRIMARY KEY("student_id","monitor_id")
);
--> statement-breakpoint
CREATE TABLE "student_tasks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"student_id" uuid NOT NULL,
	"author_id" uuid,
	"description" text NOT NULL,
	"due_date" date,
	"due_time" time,
	"done_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "student_training" (
	"student_id" uuid PRIMARY KEY NOT NULL,
	"valid_until" date,
	"profession" text,
	"desired_categories" text[] DEFAULT '{}' NOT NULL,
	"owned_categories" text[] DEFAULT '{}' NOT NULL,
	"insurance" boolean DEFAULT false NOT NULL,
	"insurance_paid" boolean DEFAULT false NOT NULL,
	"first_aid_date" date,
	"awareness_day_1" date,
	"awareness_day_2" date,
	"awareness_day_3" date,
	"awareness_day_4" date,
	"pce_delivered_on" date,
	"pce_deadline" date,
	"pce_number" text,
	"day1_date" date,
	"day2_date" date
);
--> statement-breakpoint
CREATE TABLE "students" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"school_id" uuid NOT NULL,
	"user_id" uuid,
	"gender" text,
	"name" text DEFAULT '' NOT NULL,
	"firstname" text DEFAULT '' NOT NULL,
	"birth_date" date,
	"faber" text,
	"email" text,
	"mobile" text,
	"address" text,
	"postcode" text,
	"city" text,
	"country" text DEFAULT 'CH' NOT NULL,
	"origin_place" text,
	"registry_number" text,
	"language" text,
	"comments" text DEFAULT '' NOT NULL,
	"billing_address" text,
	"billing_postcode" text,
	"billing_city" text,
	"billing_country" text,
	"archived_at" timestamp with time zone,
	"passed_at" timestamp with time zone,
	"search_text" text DEFAULT '' NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "student_id" uuid;--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "sender_id" uuid;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "faber" text;--> statement-breakpoint
ALTER TABLE "examiners" ADD CONSTRAINT "examiners_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "link_requests" ADD CONSTRAINT "link_requests_monitor_id_users_id_fk" FOREIGN KEY ("monitor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "link_requests" ADD CONSTRAINT "link_requests_student_user_id_users_id_fk" FOREIGN KEY ("student_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "link_requests" ADD CONSTRAINT "link_requests_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_comments" ADD CONSTRAINT "student_comments_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_comments" ADD CONSTRAINT "student_comments_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_driving_licences" ADD CONSTRAINT "student_driving_licences_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_events" ADD CONSTRAINT "student_events_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_events" ADD CONSTRAINT "student_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_exams" ADD CONSTRAINT "student_exams_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_exams" ADD CONSTRAINT "student_exams_examiner_id_examiners_id_fk" FOREIGN KEY ("examiner_id") REFERENCES "public"."examiners"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_imports" ADD CONSTRAINT "student_imports_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_imports" ADD CONSTRAINT "student_imports_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_monitors" ADD CONSTRAINT "student_monitors_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_monitors" ADD CONSTRAINT "student_monitors_monitor_id_users_id_fk" FOREIGN KEY ("monitor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_tasks" ADD CONSTRAINT "student_tasks_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_tasks" ADD CONSTRAINT "student_tasks_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_training" ADD CONSTRAINT "student_training_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "students" ADD CONSTRAINT "students_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "students" ADD CONSTRAINT "students_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "students" ADD CONSTRAINT "students_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cities_search_name_idx" ON "cities" USING btree ("country","search_name");--> statement-breakpoint
CREATE INDEX "examiners_school_idx" ON "examiners" USING btree ("school_id");--> statement-breakpoint
CREATE INDEX "link_requests_monitor_idx" ON "link_requests" USING btree ("monitor_id","state");--> statement-breakpoint
CREATE INDEX "link_requests_student_user_idx" ON "link_requests" USING btree ("student_user_id");--> statement-breakpoint
CREATE INDEX "link_requests_email_idx" ON "link_requests" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "student_comments_student_idx" ON "student_comments" USING btree ("student_id","created_at");--> statement-breakpoint
CREATE INDEX "student_driving_licences_student_idx" ON "student_driving_licences" USING btree ("student_id");--> statement-breakpoint
CREATE INDEX "student_events_student_idx" ON "student_events" USING btree ("student_id","at");--> statement-breakpoint
CREATE INDEX "student_exams_student_idx" ON "student_exams" USING btree ("student_id");--> statement-breakpoint
CREATE INDEX "student_imports_owner_idx" ON "student_imports" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "student_monitors_monitor_idx" ON "student_monitors" USING btree ("monitor_id","student_id");--> statement-breakpoint
CREATE UNIQUE INDEX "student_monitors_one_owner_key" ON "student_monitors" USING btree ("student_id") WHERE "student_monitors"."access" = 'owner';--> statement-breakpoint
CREATE INDEX "student_tasks_student_idx" ON "student_tasks" USING btree ("student_id");--> statement-breakpoint
CREATE UNIQUE INDEX "students_school_faber_key" ON "students" USING btree ("school_id","faber");--> statement-breakpoint
CREATE INDEX "students_school_name_idx" ON "students" USING btree ("school_id",lower("name"),lower("firstname"));--> statement-breakpoint
CREATE INDEX "students_school_created_idx" ON "students" USING btree ("school_id","created_at");--> statement-breakpoint
CREATE INDEX "students_user_idx" ON "students" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "outbox_messages_student_idx" ON "outbox_messages" USING btree ("student_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "users_faber_key" ON "users" USING btree ("faber");