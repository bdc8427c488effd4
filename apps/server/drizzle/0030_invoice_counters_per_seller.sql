-- Invoice numbers per seller and year: the rows so far are the product's (subscription orders), whose numbers go on.
ALTER TABLE "invoice_counters" ADD COLUMN "seller" text DEFAULT 'product' NOT NULL;--> statement-breakpoint
ALTER TABLE "invoice_counters" DROP CONSTRAINT "invoice_counters_pkey";--> statement-breakpoint
ALTER TABLE "invoice_counters" ADD CONSTRAINT "invoice_counters_seller_year_pk" PRIMARY KEY("seller","year");
