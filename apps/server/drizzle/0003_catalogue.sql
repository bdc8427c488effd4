CREATE TABLE "courses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"school_id" uuid,
	"owner_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"label" text NOT NULL,
	"abbreviation" text NOT NULL,
	"sari_id" text,
	"auto_sari_sync" boolean DEFAULT false NOT NULL,
	"category" text NOT NULL,
	"icon" text NOT NULL,
	"colour" text NOT NULL,
	"descriptions" jsonb NOT NULL,
	"start_date" date,
	"end_date" date,
	"max_participants" integer,
	"self_registration" boolean DEFAULT false NOT NULL,
	"modular" boolean DEFAULT false NOT NULL,
	"payment_modes" text[] NOT NULL,
	"payment_at_registration" boolean DEFAULT false NOT NULL,
	"confirmations" jsonb NOT NULL,
	"email_reminder_id" uuid,
	"sms_reminder_id" uuid,
	"multiple_registration" boolean DEFAULT false NOT NULL,
	"individual" boolean DEFAULT false NOT NULL,
	"prerequisite_course_id" uuid,
	"price_centimes" integer NOT NULL,
	"duration_minutes" integer NOT NULL,
	"available_for_employees" boolean DEFAULT false NOT NULL,
	"disabled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "infrastructure_types" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"school_id" uuid,
	"owner_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "infrastructures" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"school_id" uuid,
	"owner_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"name" text NOT NULL,
	"type_id" uuid,
	"address" text,
	"postcode" text,
	"city" text,
	"price_centimes" integer NOT NULL,
	"auto_invoice" boolean DEFAULT false NOT NULL,
	"admin_email" text,
	"admin_mobile" text,
	"email_when_in_use" boolean DEFAULT false NOT NULL,
	"sms_when_in_use" boolean DEFAULT false NOT NULL,
	"email_reminder_id" uuid,
	"sms_reminder_id" uuid,
	"access_map_file_id" uuid
);
--> statement-breakpoint
CREATE TABLE "reminder_templates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"school_id" uuid,
	"owner_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"name" text NOT NULL,
	"text" text NOT NULL,
	"channels" text[] NOT NULL,
	"days_before" integer NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "training_routes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"school_id" uuid,
	"owner_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"label" text NOT NULL,
	"description" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vehicles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"school_id" uuid,
	"owner_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"plate" text NOT NULL,
	"label" text DEFAULT '' NOT NULL,
	"category" text NOT NULL,
	"transmission" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_email_reminder_id_reminder_templates_id_fk" FOREIGN KEY ("email_reminder_id") REFERENCES "public"."reminder_templates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_sms_reminder_id_reminder_templates_id_fk" FOREIGN KEY ("sms_reminder_id") REFERENCES "public"."reminder_templates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "infrastructure_types" ADD CONSTRAINT "infrastructure_types_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "infrastructure_types" ADD CONSTRAINT "infrastructure_types_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "infrastructures" ADD CONSTRAINT "infrastructures_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "infrastructures" ADD CONSTRAINT "infrastructures_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "infrastructures" ADD CONSTRAINT "infrastructures_type_id_infrastructure_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."infrastructure_types"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "infrastructures" ADD CONSTRAINT "infrastructures_email_reminder_id_reminder_templates_id_fk" FOREIGN KEY ("email_reminder_id") REFERENCES "public"."reminder_templates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "infrastructures" ADD CONSTRAINT "infrastructures_sms_reminder_id_reminder_templates_id_fk" FOREIGN KEY ("sms_reminder_id") REFERENCES "public"."reminder_templates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminder_templates" ADD CONSTRAINT "reminder_templates_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminder_templates" ADD CONSTRAINT "reminder_templates_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_routes" ADD CONSTRAINT "training_routes_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_routes" ADD CONSTRAINT "training_routes_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "courses_owner_idx" ON "courses" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "courses_school_idx" ON "courses" USING btree ("school_id");--> statement-breakpoint
CREATE INDEX "infrastructure_types_owner_idx" ON "infrastructure_types" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "infrastructures_owner_idx" ON "infrastructures" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "infrastructures_school_idx" ON "infrastructures" USING btree ("school_id");--> statement-breakpoint
CREATE INDEX "reminder_templates_owner_idx" ON "reminder_templates" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "reminder_templates_school_idx" ON "reminder_templates" USING btree ("school_id");--> statement-breakpoint
CREATE INDEX "training_routes_owner_idx" ON "training_routes" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "vehicles_owner_idx" ON "vehicles" USING btree ("owner_id");