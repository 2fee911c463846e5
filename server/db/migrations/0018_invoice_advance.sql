ALTER TABLE "invoices" ADD COLUMN "advance_percent" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_advance" CHECK ("invoices"."advance_percent" between 0 and 100);--> statement-breakpoint
-- Invoices entered before keep the advance of the terms they were entered under, as those terms read now.
UPDATE "invoices" SET "advance_percent" = "payment_terms"."advance_percent" FROM "payment_terms" WHERE "payment_terms"."id" = "invoices"."payment_term_id";
