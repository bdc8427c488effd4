CREATE TABLE "shop_order_resources" (
	"order_id" uuid NOT NULL,
	"resource_id" uuid NOT NULL,
	CONSTRAINT "shop_order_resources_order_id_resource_id_pk" PRIMARY KEY("order_id","resource_id")
);
--> statement-breakpoint
CREATE TABLE "shop_order_vouchers" (
	"order_id" uuid NOT NULL,
	"voucher_id" uuid NOT NULL,
	CONSTRAINT "shop_order_vouchers_order_id_voucher_id_pk" PRIMARY KEY("order_id","voucher_id"),
	CONSTRAINT "shop_order_vouchers_voucher_id_unique" UNIQUE("voucher_id")
);
--> statement-breakpoint
CREATE TABLE "shop_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"series" text NOT NULL,
	"number" text NOT NULL,
	"seller_id" uuid NOT NULL,
	"school_id" uuid,
	"article_id" uuid NOT NULL,
	"buyer_id" uuid,
	"buyer_firstname" text NOT NULL,
	"buyer_name" text NOT NULL,
	"buyer_email" text NOT NULL,
	"buyer_language" text NOT NULL,
	"buyer_address" jsonb,
	"quantity" integer NOT NULL,
	"unit_price" integer NOT NULL,
	"vat_rate" integer,
	"subtotal" integer NOT NULL,
	"vat" integer NOT NULL,
	"total" integer NOT NULL,
	"voucher_amount" integer DEFAULT 0 NOT NULL,
	"voucher_id" uuid,
	"due" integer NOT NULL,
	"payment_mode" text NOT NULL,
	"preferential" boolean DEFAULT false NOT NULL,
	"provider_fee" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'awaiting_payment' NOT NULL,
	"access_token_hash" text NOT NULL,
	"terms_accepted_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"payment_recorded_by" uuid,
	CONSTRAINT "shop_orders_access_token_hash_unique" UNIQUE("access_token_hash"),
	CONSTRAINT "shop_orders_money_adds_up" CHECK ("shop_orders"."total" >= 0 and "shop_orders"."voucher_amount" >= 0 and "shop_orders"."due" = "shop_orders"."total" - "shop_orders"."voucher_amount"),
	CONSTRAINT "shop_orders_quantity_positive" CHECK ("shop_orders"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "theory_licences" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"code" text NOT NULL,
	"days" integer NOT NULL,
	"holder_id" uuid,
	"holder_email" text NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"activated_at" timestamp with time zone,
	CONSTRAINT "theory_licences_code_unique" UNIQUE("code")
);
--> statement-breakpoint
ALTER TABLE "shop_order_resources" ADD CONSTRAINT "shop_order_resources_order_id_shop_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."shop_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_order_resources" ADD CONSTRAINT "shop_order_resources_resource_id_resources_id_fk" FOREIGN KEY ("resource_id") REFERENCES "public"."resources"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_order_vouchers" ADD CONSTRAINT "shop_order_vouchers_order_id_shop_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."shop_orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_order_vouchers" ADD CONSTRAINT "shop_order_vouchers_voucher_id_vouchers_id_fk" FOREIGN KEY ("voucher_id") REFERENCES "public"."vouchers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_orders" ADD CONSTRAINT "shop_orders_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_orders" ADD CONSTRAINT "shop_orders_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_orders" ADD CONSTRAINT "shop_orders_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_orders" ADD CONSTRAINT "shop_orders_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_orders" ADD CONSTRAINT "shop_orders_voucher_id_vouchers_id_fk" FOREIGN KEY ("voucher_id") REFERENCES "public"."vouchers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_orders" ADD CONSTRAINT "shop_orders_payment_recorded_by_users_id_fk" FOREIGN KEY ("payment_recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "theory_licences" ADD CONSTRAINT "theory_licences_order_id_shop_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."shop_orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "theory_licences" ADD CONSTRAINT "theory_licences_holder_id_users_id_fk" FOREIGN KEY ("holder_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "shop_order_resources_resource_idx" ON "shop_order_resources" USING btree ("resource_id");--> statement-breakpoint
CREATE UNIQUE INDEX "shop_orders_series_number_idx" ON "shop_orders" USING btree ("series","number");--> statement-breakpoint
CREATE INDEX "shop_orders_seller_idx" ON "shop_orders" USING btree ("seller_id","created_at");--> statement-breakpoint
CREATE INDEX "shop_orders_school_idx" ON "shop_orders" USING btree ("school_id","created_at");--> statement-breakpoint
CREATE INDEX "shop_orders_buyer_idx" ON "shop_orders" USING btree ("buyer_id","created_at");--> statement-breakpoint
CREATE INDEX "theory_licences_order_idx" ON "theory_licences" USING btree ("order_id");