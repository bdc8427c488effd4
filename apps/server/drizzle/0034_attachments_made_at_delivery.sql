-- Attachments are made when the mail leaves, from their record: the drawn files kept so far are dropped (their mails go without them).
DELETE FROM "message_attachments";--> statement-breakpoint
ALTER TABLE "message_attachments" ADD COLUMN "kind" text NOT NULL;--> statement-breakpoint
ALTER TABLE "message_attachments" ADD COLUMN "record_id" uuid NOT NULL;--> statement-breakpoint
ALTER TABLE "message_attachments" DROP COLUMN "filename";--> statement-breakpoint
ALTER TABLE "message_attachments" DROP COLUMN "content_type";--> statement-breakpoint
ALTER TABLE "message_attachments" DROP COLUMN "content";
