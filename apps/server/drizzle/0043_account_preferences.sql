ALTER TABLE "users" ADD COLUMN "logo_file_id" uuid;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "licence_photo_file_id" uuid;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "quick_actions" text[];--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "setup_step" text DEFAULT 'licence' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "setup_done_at" timestamp with time zone;--> statement-breakpoint
-- Accounts that exist before the wizard have set themselves up: it opens by itself for new ones only.
UPDATE "users" SET "setup_done_at" = now();