CREATE TABLE "card_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token_hash" text NOT NULL,
	"purpose_kind" text NOT NULL,
	"purpose_id" uuid NOT NULL,
	"payer_id" uuid,
	"amount" integer NOT NULL,
	"currency" text DEFAULT 'CHF' NOT NULL,
	"provider" text NOT NULL,
	"provider_transaction_id" text,
	"status" text DEFAULT 'waiting' NOT NULL,
	"failure_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "card_payments_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "card_payments_provider_transaction_id_unique" UNIQUE("provider_transaction_id")
);
--> statement-breakpoint
CREATE TABLE "saved_cards" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"name" text NOT NULL,
	"shared" boolean DEFAULT false NOT NULL,
	"alias_sealed" text,
	"brand" text,
	"last_digits" text,
	"expiry_month" integer,
	"expiry_year" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"registered_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "card_payments" ADD CONSTRAINT "card_payments_payer_id_users_id_fk" FOREIGN KEY ("payer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_cards" ADD CONSTRAINT "saved_cards_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "card_payments_purpose_idx" ON "card_payments" USING btree ("purpose_kind","purpose_id");--> statement-breakpoint
CREATE INDEX "card_payments_waiting_idx" ON "card_payments" USING btree ("created_at") WHERE "card_payments"."status" = 'waiting';--> statement-breakpoint
CREATE INDEX "saved_cards_owner_idx" ON "saved_cards" USING btree ("owner_id");