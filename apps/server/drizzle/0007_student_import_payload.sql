-- Previews are kept only between a preview and its commit: earlier ones (jsonb rows) are dropped.
DELETE FROM "student_imports";--> statement-breakpoint
ALTER TABLE "student_imports" ADD COLUMN "payload" "bytea" NOT NULL;--> statement-breakpoint
ALTER TABLE "student_imports" DROP COLUMN "rows";