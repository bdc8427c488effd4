CREATE TABLE "voucher_movements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"voucher_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"amount" integer NOT NULL,
	"available_after" integer NOT NULL,
	"reason" text,
	"order_id" uuid,
	"actor_id" uuid,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vouchers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"owner_id" uuid NOT NULL,
	"school_id" uuid,
	"amount" integer NOT NULL,
	"available" integer NOT NULL,
	"valid_from" date NOT NULL,
	"valid_to" date NOT NULL,
	"source" text DEFAULT 'manual' NOT NULL,
	"buyer_name" text DEFAULT '' NOT NULL,
	"beneficiary_name" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"disabled_at" timestamp with time zone,
	CONSTRAINT "vouchers_code_unique" UNIQUE("code"),
	CONSTRAINT "vouchers_available_not_negative" CHECK ("vouchers"."available" >= 0),
	CONSTRAINT "vouchers_validity_ordered" CHECK ("vouchers"."valid_to" >= "vouchers"."valid_from")
);
--> statement-breakpoint
ALTER TABLE "voucher_movements" ADD CONSTRAINT "voucher_movements_voucher_id_vouchers_id_fk" FOREIGN KEY ("voucher_id") REFERENCES "public"."vouchers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_movements" ADD CONSTRAINT "voucher_movements_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vouchers" ADD CONSTRAINT "vouchers_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vouchers" ADD CONSTRAINT "vouchers_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "voucher_movements_voucher_idx" ON "voucher_movements" USING btree ("voucher_id","at");--> statement-breakpoint
CREATE INDEX "vouchers_school_idx" ON "vouchers" USING btree ("school_id","created_at");--> statement-breakpoint
CREATE INDEX "vouchers_owner_idx" ON "vouchers" USING btree ("owner_id","created_at");