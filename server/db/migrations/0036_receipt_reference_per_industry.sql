-- A payment's UTR is recorded once per industry. References are kept in capitals (the API has always stored
-- them so; older rows are brought in line), and a database that already holds the same transfer twice keeps
-- every receipt, money records are not deleted: each later one is marked with its own id ("UTR-123", a
-- reference no input can take, since a UTR has letters and digits only), to be found and reconciled.
UPDATE "receipts" SET "reference" = upper("reference") WHERE "reference" <> upper("reference");--> statement-breakpoint
UPDATE "receipts" AS r SET "reference" = r."reference" || '-' || r."id"
  FROM "receipts" AS first
 WHERE first."industry_id" = r."industry_id" AND first."reference" = r."reference" AND first."id" < r."id";--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_industry_id_reference_unique" UNIQUE("industry_id","reference");
