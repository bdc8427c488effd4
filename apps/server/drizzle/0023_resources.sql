CREATE TABLE "resource_student_shares" (
	"resource_id" uuid NOT NULL,
	"student_id" uuid NOT NULL,
	CONSTRAINT "resource_student_shares_resource_id_student_id_pk" PRIMARY KEY("resource_id","student_id")
);
--> statement-breakpoint
CREATE TABLE "resources" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"school_id" uuid,
	"owner_id" uuid NOT NULL,
	"type" text NOT NULL,
	"name_fr" text DEFAULT '' NOT NULL,
	"name_de" text DEFAULT '' NOT NULL,
	"name_it" text DEFAULT '' NOT NULL,
	"link_url" text,
	"link_label" text,
	"bookmark" text,
	"page" integer,
	"file_id" uuid,
	"shared_with_all_students" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "stored_files" ALTER COLUMN "size" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "stored_files" ALTER COLUMN "content" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "stored_files" ADD COLUMN "storage_key" text;--> statement-breakpoint
ALTER TABLE "stored_files" ADD COLUMN "thumbnail_key" text;--> statement-breakpoint
ALTER TABLE "stored_files" ADD COLUMN "sha256" text;--> statement-breakpoint
ALTER TABLE "resource_student_shares" ADD CONSTRAINT "resource_student_shares_resource_id_resources_id_fk" FOREIGN KEY ("resource_id") REFERENCES "public"."resources"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resource_student_shares" ADD CONSTRAINT "resource_student_shares_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resources" ADD CONSTRAINT "resources_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resources" ADD CONSTRAINT "resources_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resources" ADD CONSTRAINT "resources_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "resource_student_shares_student_idx" ON "resource_student_shares" USING btree ("student_id");--> statement-breakpoint
CREATE INDEX "resources_owner_idx" ON "resources" USING btree ("owner_id","created_at");--> statement-breakpoint
CREATE INDEX "resources_school_idx" ON "resources" USING btree ("school_id","created_at");--> statement-breakpoint
CREATE INDEX "resources_file_idx" ON "resources" USING btree ("file_id");--> statement-breakpoint
ALTER TABLE "stored_files" ADD CONSTRAINT "stored_files_storage_key_unique" UNIQUE("storage_key");--> statement-breakpoint
ALTER TABLE "stored_files" ADD CONSTRAINT "stored_files_bytes_somewhere" CHECK ("stored_files"."content" is not null or "stored_files"."storage_key" is not null);