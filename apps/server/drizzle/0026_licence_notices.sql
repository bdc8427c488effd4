CREATE TABLE "licence_notices" (
	"licence_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "licence_notices_licence_id_kind_pk" PRIMARY KEY("licence_id","kind")
);
--> statement-breakpoint
ALTER TABLE "licence_notices" ADD CONSTRAINT "licence_notices_licence_id_licences_id_fk" FOREIGN KEY ("licence_id") REFERENCES "public"."licences"("id") ON DELETE cascade ON UPDATE no action;