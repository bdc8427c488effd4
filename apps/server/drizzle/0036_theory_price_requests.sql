CREATE TABLE "theory_price_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"school_id" uuid NOT NULL,
	"requested_by" uuid NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"price_1_day" integer,
	"price_30_days" integer,
	"price_365_days" integer,
	CONSTRAINT "theory_price_requests_decided" CHECK (("theory_price_requests"."status" = 'pending') = ("theory_price_requests"."decided_at" is null) and ("theory_price_requests"."status" = 'pending') = ("theory_price_requests"."decided_by" is null)),
	CONSTRAINT "theory_price_requests_prices" CHECK (("theory_price_requests"."status" = 'approved') = ("theory_price_requests"."price_1_day" is not null and "theory_price_requests"."price_30_days" is not null and "theory_price_requests"."price_365_days" is not null)
        and coalesce("theory_price_requests"."price_1_day", 0) >= 0 and coalesce("theory_price_requests"."price_30_days", 0) >= 0 and coalesce("theory_price_requests"."price_365_days", 0) >= 0)
);
--> statement-breakpoint
ALTER TABLE "theory_price_requests" ADD CONSTRAINT "theory_price_requests_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "theory_price_requests" ADD CONSTRAINT "theory_price_requests_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "theory_price_requests" ADD CONSTRAINT "theory_price_requests_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "theory_price_requests_open_idx" ON "theory_price_requests" USING btree ("school_id") WHERE "theory_price_requests"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "theory_price_requests_school_idx" ON "theory_price_requests" USING btree ("school_id","decided_at");