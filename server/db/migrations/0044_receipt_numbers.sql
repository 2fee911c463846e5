-- Receipts issued before the industry's own series keep the number printed on them (the system-wide id).
ALTER TABLE "receipts" ADD COLUMN "number" text;--> statement-breakpoint
UPDATE "receipts" SET "number" = 'RCPT-' || lpad("id"::text, 6, '0');--> statement-breakpoint
ALTER TABLE "receipts" ALTER COLUMN "number" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_industryId_number_unique" UNIQUE("industry_id","number");
