CREATE TABLE "article_resources" (
	"article_id" uuid NOT NULL,
	"resource_id" uuid NOT NULL,
	CONSTRAINT "article_resources_article_id_resource_id_pk" PRIMARY KEY("article_id","resource_id")
);
--> statement-breakpoint
CREATE TABLE "articles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"school_id" uuid,
	"owner_id" uuid NOT NULL,
	"code" text NOT NULL,
	"kind" text NOT NULL,
	"label_fr" text DEFAULT '' NOT NULL,
	"label_de" text DEFAULT '' NOT NULL,
	"label_it" text DEFAULT '' NOT NULL,
	"label_en" text DEFAULT '' NOT NULL,
	"description_fr" text DEFAULT '' NOT NULL,
	"description_de" text DEFAULT '' NOT NULL,
	"description_it" text DEFAULT '' NOT NULL,
	"description_en" text DEFAULT '' NOT NULL,
	"price" integer NOT NULL,
	"public" boolean DEFAULT false NOT NULL,
	"shared" boolean DEFAULT false NOT NULL,
	"theory_licence_days" integer,
	"sms_count" integer,
	"external_id" text DEFAULT '' NOT NULL,
	"external_url" text,
	"logo_file_id" uuid,
	"disabled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "articles_code_unique" UNIQUE("code"),
	CONSTRAINT "articles_price_not_negative" CHECK ("articles"."price" >= 0),
	CONSTRAINT "articles_sms_pack_count" CHECK (("articles"."kind" = 'sms_pack') = ("articles"."sms_count" is not null)),
	CONSTRAINT "articles_theory_licence_days" CHECK (("articles"."kind" = 'theory_licence') = ("articles"."theory_licence_days" is not null) and ("articles"."theory_licence_days" is null or "articles"."theory_licence_days" in (1, 30, 365)))
);
--> statement-breakpoint
CREATE TABLE "shop_sellers" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_sellers_code_unique" UNIQUE("code")
);
--> statement-breakpoint
ALTER TABLE "article_resources" ADD CONSTRAINT "article_resources_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_resources" ADD CONSTRAINT "article_resources_resource_id_resources_id_fk" FOREIGN KEY ("resource_id") REFERENCES "public"."resources"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_logo_file_id_stored_files_id_fk" FOREIGN KEY ("logo_file_id") REFERENCES "public"."stored_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_sellers" ADD CONSTRAINT "shop_sellers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "article_resources_resource_idx" ON "article_resources" USING btree ("resource_id");--> statement-breakpoint
CREATE INDEX "articles_owner_idx" ON "articles" USING btree ("owner_id","created_at");--> statement-breakpoint
CREATE INDEX "articles_school_idx" ON "articles" USING btree ("school_id");