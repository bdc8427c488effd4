ALTER TABLE "infrastructures" DROP COLUMN "address";--> statement-breakpoint
ALTER TABLE "schools" DROP COLUMN "address";--> statement-breakpoint
ALTER TABLE "students" DROP COLUMN "address";--> statement-breakpoint
ALTER TABLE "students" DROP COLUMN "billing_address";