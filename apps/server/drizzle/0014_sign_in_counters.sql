CREATE TABLE "sign_in_counters" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"window_ends_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "sign_in_counters_window_ends_at_idx" ON "sign_in_counters" USING btree ("window_ends_at");