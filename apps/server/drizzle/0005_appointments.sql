CREATE TABLE "appointment_infrastructures" (
	"appointment_id" uuid NOT NULL,
	"infrastructure_id" uuid NOT NULL,
	CONSTRAINT "appointment_infrastructures_appointment_id_infrastructure_id_pk" PRIMARY KEY("appointment_id","infrastructure_id")
);
--> statement-breakpoint
CREATE TABLE "appointment_vehicles" (
	"appointment_id" uuid NOT NULL,
	"vehicle_id" uuid NOT NULL,
	CONSTRAINT "appointment_vehicles_appointment_id_vehicle_id_pk" PRIMARY KEY("appointment_id","vehicle_id")
);
--> statement-breakpoint
CREATE TABLE "appointments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"school_id" uuid,
	"owner_id" uuid NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"all_day" boolean DEFAULT false NOT NULL,
	"location" text,
	"colour" text,
	"description" text DEFAULT '' NOT NULL,
	"course_id" uuid,
	"paid" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "appointment_infrastructures" ADD CONSTRAINT "appointment_infrastructures_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointment_infrastructures" ADD CONSTRAINT "appointment_infrastructures_infrastructure_id_infrastructures_id_fk" FOREIGN KEY ("infrastructure_id") REFERENCES "public"."infrastructures"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointment_vehicles" ADD CONSTRAINT "appointment_vehicles_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointment_vehicles" ADD CONSTRAINT "appointment_vehicles_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "appointment_infrastructures_resource_idx" ON "appointment_infrastructures" USING btree ("infrastructure_id");--> statement-breakpoint
CREATE INDEX "appointment_vehicles_resource_idx" ON "appointment_vehicles" USING btree ("vehicle_id");--> statement-breakpoint
CREATE INDEX "appointments_owner_start_idx" ON "appointments" USING btree ("owner_id","starts_at");--> statement-breakpoint
CREATE INDEX "appointments_school_start_idx" ON "appointments" USING btree ("school_id","starts_at");--> statement-breakpoint
CREATE INDEX "appointments_course_idx" ON "appointments" USING btree ("course_id");