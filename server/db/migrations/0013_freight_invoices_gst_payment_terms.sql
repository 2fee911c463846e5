ALTER TABLE "invoices" DROP CONSTRAINT "invoices_industryId_transporterId_number_unique";--> statement-breakpoint
ALTER TABLE "invoices" DROP CONSTRAINT "invoices_status";--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "financial_year" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "source" text DEFAULT 'shipper' NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "lines" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "charge_mode" text DEFAULT 'forward' NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "rate_percent" integer DEFAULT 12 NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "cgst_paise" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "sgst_paise" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "igst_paise" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "payable_paise" bigint;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "paid_paise" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "irn" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "audit_flags" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "dispute_reason" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "scheduled_on" date;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_terms" ADD COLUMN "transporter_id" integer;--> statement-breakpoint
ALTER TABLE "payment_terms" ADD COLUMN "advance_percent" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "receipts" ADD COLUMN "mode" text DEFAULT 'neft' NOT NULL;--> statement-breakpoint
-- Invoices written before lines and the tax split: one freight line of their amount, the tax as IGST (the
-- parties' states were not kept), owed in full; a rejected one is disputed; a paid one was paid in full.
UPDATE "invoices" SET
  "financial_year" = CASE WHEN extract(month FROM "issued_on") >= 4
    THEN extract(year FROM "issued_on")::int || '-' || lpad(((extract(year FROM "issued_on")::int + 1) % 100)::text, 2, '0')
    ELSE (extract(year FROM "issued_on")::int - 1) || '-' || lpad((extract(year FROM "issued_on")::int % 100)::text, 2, '0') END,
  "lines" = jsonb_build_array(jsonb_build_object('kind', 'freight', 'quantity', 1, 'ratePaise', "amount_paise")),
  "igst_paise" = "tax_paise",
  "payable_paise" = "amount_paise" + "tax_paise",
  "paid_paise" = CASE WHEN "status" = 'paid' THEN "amount_paise" + "tax_paise" ELSE 0 END,
  "status" = CASE WHEN "status" = 'rejected' THEN 'disputed' ELSE "status" END;--> statement-breakpoint
ALTER TABLE "invoices" ALTER COLUMN "financial_year" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ALTER COLUMN "payable_paise" SET NOT NULL;--> statement-breakpoint
-- One active default per industry: of several terms without a transporter, the first stays active.
UPDATE "payment_terms" p SET "status" = 'inactive'
  WHERE "transporter_id" IS NULL AND "status" = 'active'
  AND "id" <> (SELECT min(q."id") FROM "payment_terms" q WHERE q."industry_id" = p."industry_id" AND q."transporter_id" IS NULL AND q."status" = 'active');--> statement-breakpoint
ALTER TABLE "payment_terms" ADD CONSTRAINT "payment_terms_transporter_id_transporters_id_fk" FOREIGN KEY ("transporter_id") REFERENCES "public"."transporters"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_terms_transporter" ON "payment_terms" USING btree ("industry_id","transporter_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_terms_default" ON "payment_terms" USING btree ("industry_id") WHERE "payment_terms"."transporter_id" is null and "payment_terms"."status" = 'active';--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_industryId_transporterId_financialYear_number_unique" UNIQUE("industry_id","transporter_id","financial_year","number");--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_source" CHECK ("invoices"."source" in ('shipper', 'transporter'));--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_charge_mode" CHECK ("invoices"."charge_mode" in ('reverse', 'forward'));--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_tax_split" CHECK ("invoices"."cgst_paise" + "invoices"."sgst_paise" + "invoices"."igst_paise" = "invoices"."tax_paise");--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_paid" CHECK ("invoices"."paid_paise" between 0 and "invoices"."payable_paise");--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_irn" CHECK ("invoices"."irn" is null or "invoices"."irn" ~ '^[0-9a-f]{64}$');--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_status" CHECK ("invoices"."status" in ('submitted', 'approved', 'disputed', 'scheduled', 'paid', 'closed'));--> statement-breakpoint
ALTER TABLE "payment_terms" ADD CONSTRAINT "payment_terms_advance" CHECK ("payment_terms"."advance_percent" between 0 and 100);--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_mode" CHECK ("receipts"."mode" in ('neft', 'rtgs', 'imps', 'upi', 'cheque'));--> statement-breakpoint
CREATE TABLE "freight_gst_settings" (
	"industry_id" integer PRIMARY KEY NOT NULL,
	"reverse_charge_percent" integer NOT NULL,
	"forward_charge_percent" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "freight_gst_settings_rates" CHECK ("freight_gst_settings"."reverse_charge_percent" between 0 and 40 and "freight_gst_settings"."forward_charge_percent" between 0 and 40)
);
--> statement-breakpoint
ALTER TABLE "freight_gst_settings" ADD CONSTRAINT "freight_gst_settings_industry_id_industries_id_fk" FOREIGN KEY ("industry_id") REFERENCES "public"."industries"("id") ON DELETE no action ON UPDATE no action;