CREATE TABLE "invoice_counters" (
	"year" integer PRIMARY KEY NOT NULL,
	"last" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "licence_batches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"plan_id" uuid NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "plan_licences" (
	"licence_id" uuid PRIMARY KEY NOT NULL,
	"plan_id" uuid NOT NULL,
	"batch_id" uuid,
	"order_id" uuid
);
--> statement-breakpoint
CREATE TABLE "subscription_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" text NOT NULL,
	"buyer_id" uuid NOT NULL,
	"plan_id" uuid NOT NULL,
	"quantity" integer NOT NULL,
	"licences" integer NOT NULL,
	"amount" integer NOT NULL,
	"payment_mode" text NOT NULL,
	"status" text DEFAULT 'awaiting_payment' NOT NULL,
	"terms_accepted_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	"payment_recorded_by" uuid,
	CONSTRAINT "subscription_orders_number_unique" UNIQUE("number")
);
--> statement-breakpoint
CREATE TABLE "subscription_plan_users" (
	"plan_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	CONSTRAINT "subscription_plan_users_plan_id_user_id_pk" PRIMARY KEY("plan_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "subscription_plans" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name_fr" text DEFAULT '' NOT NULL,
	"name_de" text DEFAULT '' NOT NULL,
	"name_it" text DEFAULT '' NOT NULL,
	"description_fr" text DEFAULT '' NOT NULL,
	"description_de" text DEFAULT '' NOT NULL,
	"description_it" text DEFAULT '' NOT NULL,
	"licence_count" integer NOT NULL,
	"modules" text[] NOT NULL,
	"price" integer NOT NULL,
	"payment_modes" text[] NOT NULL,
	"roles" text[] DEFAULT '{}' NOT NULL,
	"days_per_licence" integer NOT NULL,
	"monthly_sms" integer DEFAULT 0 NOT NULL,
	"terms_file_id" uuid,
	"disabled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "licence_batches" ADD CONSTRAINT "licence_batches_plan_id_subscription_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."subscription_plans"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "licence_batches" ADD CONSTRAINT "licence_batches_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_licences" ADD CONSTRAINT "plan_licences_licence_id_licences_id_fk" FOREIGN KEY ("licence_id") REFERENCES "public"."licences"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_licences" ADD CONSTRAINT "plan_licences_plan_id_subscription_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."subscription_plans"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_licences" ADD CONSTRAINT "plan_licences_batch_id_licence_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."licence_batches"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_licences" ADD CONSTRAINT "plan_licences_order_id_subscription_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."subscription_orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_orders" ADD CONSTRAINT "subscription_orders_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_orders" ADD CONSTRAINT "subscription_orders_plan_id_subscription_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."subscription_plans"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_orders" ADD CONSTRAINT "subscription_orders_payment_recorded_by_users_id_fk" FOREIGN KEY ("payment_recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_plan_users" ADD CONSTRAINT "subscription_plan_users_plan_id_subscription_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."subscription_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_plan_users" ADD CONSTRAINT "subscription_plan_users_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_plans" ADD CONSTRAINT "subscription_plans_terms_file_id_stored_files_id_fk" FOREIGN KEY ("terms_file_id") REFERENCES "public"."stored_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "plan_licences_plan_idx" ON "plan_licences" USING btree ("plan_id");--> statement-breakpoint
CREATE INDEX "subscription_orders_buyer_idx" ON "subscription_orders" USING btree ("buyer_id","created_at");