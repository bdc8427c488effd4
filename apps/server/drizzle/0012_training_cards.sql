CREATE TABLE "training_card_domains" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"card_id" uuid NOT NULL,
	"name" text NOT NULL,
	"format" text NOT NULL,
	"skill_text" text DEFAULT '' NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "training_card_objectives" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"theme_id" uuid NOT NULL,
	"text" text NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "training_card_skills" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"theme_id" uuid NOT NULL,
	"name" text NOT NULL,
	"pedagogical_objective" text DEFAULT '' NOT NULL,
	"position" integer NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "training_card_themes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"domain_id" uuid NOT NULL,
	"name" text NOT NULL,
	"position" integer NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "training_cards" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"school_id" uuid,
	"name" text NOT NULL,
	"language" text NOT NULL,
	"level" integer DEFAULT 2 NOT NULL,
	"valid_until" date,
	"source" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "default_cards_given_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "training_card_domains" ADD CONSTRAINT "training_card_domains_card_id_training_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."training_cards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_card_objectives" ADD CONSTRAINT "training_card_objectives_theme_id_training_card_themes_id_fk" FOREIGN KEY ("theme_id") REFERENCES "public"."training_card_themes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_card_skills" ADD CONSTRAINT "training_card_skills_theme_id_training_card_themes_id_fk" FOREIGN KEY ("theme_id") REFERENCES "public"."training_card_themes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_card_themes" ADD CONSTRAINT "training_card_themes_domain_id_training_card_domains_id_fk" FOREIGN KEY ("domain_id") REFERENCES "public"."training_card_domains"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_cards" ADD CONSTRAINT "training_cards_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_cards" ADD CONSTRAINT "training_cards_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "training_card_domains_card_idx" ON "training_card_domains" USING btree ("card_id","position");--> statement-breakpoint
CREATE INDEX "training_card_objectives_theme_idx" ON "training_card_objectives" USING btree ("theme_id","position");--> statement-breakpoint
CREATE INDEX "training_card_skills_theme_idx" ON "training_card_skills" USING btree ("theme_id","position");--> statement-breakpoint
CREATE INDEX "training_card_themes_domain_idx" ON "training_card_themes" USING btree ("domain_id","position");--> statement-breakpoint
CREATE INDEX "training_cards_owner_idx" ON "training_cards" USING btree ("owner_id");--> statement-breakpoint
ALTER TABLE "student_comments" ADD CONSTRAINT "student_comments_skill_id_training_card_skills_id_fk" FOREIGN KEY ("skill_id") REFERENCES "public"."training_card_skills"("id") ON DELETE set null ON UPDATE no action;