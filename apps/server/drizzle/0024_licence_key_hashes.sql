ALTER TABLE "licences" ADD COLUMN "key_hash" text;--> statement-breakpoint
ALTER TABLE "licences" ADD COLUMN "key_hint" text;--> statement-breakpoint
ALTER TABLE "licences" ADD CONSTRAINT "licences_key_hash_unique" UNIQUE("key_hash");--> statement-breakpoint
-- Existing keys become their SHA-256 and last group; 0025 drops the keys themselves.
UPDATE "licences" SET "key_hash" = encode(sha256(convert_to(upper("key"), 'UTF8')), 'hex'), "key_hint" = right(upper("key"), 4);
