CREATE TABLE "tally_ledger_settings" (
	"industry_id" integer PRIMARY KEY NOT NULL,
	"company_name" text DEFAULT '' NOT NULL,
	"party_ledger" text NOT NULL,
	"freight_inward" text NOT NULL,
	"freight_outward" text NOT NULL,
	"input_igst" text NOT NULL,
	"input_cgst" text NOT NULL,
	"input_sgst" text NOT NULL,
	"reverse_charge_igst" text NOT NULL,
	"reverse_charge_cgst" text NOT NULL,
	"reverse_charge_sgst" text NOT NULL,
	"bank" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tally_ledger_settings" ADD CONSTRAINT "tally_ledger_settings_industry_id_industries_id_fk" FOREIGN KEY ("industry_id") REFERENCES "public"."industries"("id") ON DELETE no action ON UPDATE no action;