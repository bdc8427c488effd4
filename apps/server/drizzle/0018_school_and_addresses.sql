CREATE TABLE "school_employees" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"school_id" uuid NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date,
	"rights" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "school_invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"school_id" uuid NOT NULL,
	"email" text NOT NULL,
	"kind" text NOT NULL,
	"terms" jsonb,
	"token_hash" text NOT NULL,
	"invited_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"accepted_by" uuid,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "school_invitations_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "infrastructures" ADD COLUMN "street" text;--> statement-breakpoint
ALTER TABLE "infrastructures" ADD COLUMN "house_number" text;--> statement-breakpoint
ALTER TABLE "schools" ADD COLUMN "street" text;--> statement-breakpoint
ALTER TABLE "schools" ADD COLUMN "house_number" text;--> statement-breakpoint
ALTER TABLE "schools" ADD COLUMN "country" text DEFAULT 'CH' NOT NULL;--> statement-breakpoint
ALTER TABLE "schools" ADD COLUMN "billing_street" text;--> statement-breakpoint
ALTER TABLE "schools" ADD COLUMN "billing_house_number" text;--> statement-breakpoint
ALTER TABLE "schools" ADD COLUMN "billing_postcode" text;--> statement-breakpoint
ALTER TABLE "schools" ADD COLUMN "billing_city" text;--> statement-breakpoint
ALTER TABLE "schools" ADD COLUMN "billing_country" text;--> statement-breakpoint
ALTER TABLE "schools" ADD COLUMN "phone" text;--> statement-breakpoint
ALTER TABLE "schools" ADD COLUMN "email" text;--> statement-breakpoint
ALTER TABLE "schools" ADD COLUMN "website" text;--> statement-breakpoint
ALTER TABLE "schools" ADD COLUMN "vat_number" text;--> statement-breakpoint
ALTER TABLE "schools" ADD COLUMN "iban" text;--> statement-breakpoint
ALTER TABLE "schools" ADD COLUMN "default_language" text DEFAULT 'fr' NOT NULL;--> statement-breakpoint
ALTER TABLE "schools" ADD COLUMN "logo_file_id" uuid;--> statement-breakpoint
ALTER TABLE "schools" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "schools" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "street" text;--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "house_number" text;--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "billing_street" text;--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "billing_house_number" text;--> statement-breakpoint
ALTER TABLE "school_employees" ADD CONSTRAINT "school_employees_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "school_employees" ADD CONSTRAINT "school_employees_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "school_invitations" ADD CONSTRAINT "school_invitations_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "school_invitations" ADD CONSTRAINT "school_invitations_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "school_invitations" ADD CONSTRAINT "school_invitations_accepted_by_users_id_fk" FOREIGN KEY ("accepted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "school_employees_school_idx" ON "school_employees" USING btree ("school_id");--> statement-breakpoint
CREATE INDEX "school_invitations_school_idx" ON "school_invitations" USING btree ("school_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "school_invitations_open_key" ON "school_invitations" USING btree ("school_id",lower("email")) WHERE "school_invitations"."accepted_at" is null and "school_invitations"."revoked_at" is null;--> statement-breakpoint
CREATE INDEX "audit_events_school_at_idx" ON "audit_events" USING btree ("school_id","at");--> statement-breakpoint
-- Addresses in the parts a QR-bill asks for: the one-line address of schools, students (home
-- and billing) and infrastructures is split into street and building number ("Avenue de la
-- Gare 1", "Bahnhofstrasse 10a", "12 bis, rue du Lac"); a line without a number stays whole as
-- the street, so nothing is lost. The next migration drops the one-line columns.
CREATE FUNCTION "split_street_line"("line" text) RETURNS text[] LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE
    WHEN "trimmed" = '' THEN ARRAY[NULL, NULL]::text[]
    WHEN "trailing" IS NOT NULL THEN ARRAY["trailing"[1], "trailing"[2]]
    WHEN "leading" IS NOT NULL THEN ARRAY["leading"[2], "leading"[1]]
    ELSE ARRAY["trimmed", NULL]
  END
  FROM (
    SELECT "trimmed",
      regexp_match("trimmed", '^(.*[^\s,\d])[\s,]+(\d{1,5} ?(?:bis|ter|[a-z])?(?:[/-]\d{1,5}[a-z]?)?)$', 'i') AS "trailing",
      regexp_match("trimmed", '^(\d{1,5} ?(?:bis|ter|[a-z])?),? +(.*[^\s])$', 'i') AS "leading"
    FROM (SELECT btrim(coalesce("line", '')) AS "trimmed") AS "line_trimmed"
  ) AS "matched"
$$;--> statement-breakpoint
UPDATE "schools" SET "street" = ("split_street_line"("address"))[1], "house_number" = ("split_street_line"("address"))[2]
  WHERE "address" IS NOT NULL;--> statement-breakpoint
UPDATE "infrastructures" SET "street" = ("split_street_line"("address"))[1], "house_number" = ("split_street_line"("address"))[2]
  WHERE "address" IS NOT NULL;--> statement-breakpoint
UPDATE "students" SET
    "street" = ("split_street_line"("address"))[1],
    "house_number" = ("split_street_line"("address"))[2],
    "billing_street" = ("split_street_line"("billing_address"))[1],
    "billing_house_number" = ("split_street_line"("billing_address"))[2]
  WHERE "address" IS NOT NULL OR "billing_address" IS NOT NULL;--> statement-breakpoint
DROP FUNCTION "split_street_line"(text);--> statement-breakpoint
-- Employees of a school keep what they could do: every right, from the day their account was made.
INSERT INTO "school_employees" ("user_id", "school_id", "starts_on", "rights")
  SELECT "id", "school_id", ("created_at" AT TIME ZONE 'Europe/Zurich')::date,
    ARRAY['createCourses', 'createAppointments', 'sariSync', 'sendToL2', 'deliverTraining', 'shareResources']
  FROM "users" WHERE "role" = 'employee' AND "school_id" IS NOT NULL;
