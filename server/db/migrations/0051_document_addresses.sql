ALTER TABLE "subscription_invoices" ADD COLUMN "buyer_address" text;--> statement-breakpoint
ALTER TABLE "transporters" ADD COLUMN "address" text;--> statement-breakpoint
-- Until now an industry's address could not be changed by its owner, so the address it has is the one it had
-- when each earlier plan invoice was issued.
UPDATE "subscription_invoices" SET "buyer_address" = "industries"."address" FROM "industries" WHERE "industries"."id" = "subscription_invoices"."industry_id";
