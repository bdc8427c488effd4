ALTER TABLE "users" ADD COLUMN "logo_file_id" uuid;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "licence_photo_file_id" uuid;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "quick_actions" text[];--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "setup_step" text DEFAULT 'licence' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "setup_done_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_logo_file_id_stored_files_id_fk" FOREIGN KEY ("logo_file_id") REFERENCES "public"."stored_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_licence_photo_file_id_stored_files_id_fk" FOREIGN KEY ("licence_photo_file_id") REFERENCES "public"."stored_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Accounts that exist before the wizard have set themselves up: it opens by itself for new ones only.
UPDATE "users" SET "setup_done_at" = now();