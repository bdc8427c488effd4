ALTER TABLE "licences" DROP CONSTRAINT "licences_key_unique";--> statement-breakpoint
ALTER TABLE "licences" ALTER COLUMN "key_hash" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "licences" ALTER COLUMN "key_hint" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "licences" DROP COLUMN "key";