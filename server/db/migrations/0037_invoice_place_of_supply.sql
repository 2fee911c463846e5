-- Each invoice keeps the place of supply and the transporter's state it was taxed by (src/domain/gtaGst.ts).
-- The invoices entered before carry the registrations as they stand: the industry's GSTIN (the place of supply)
-- and the transporter's (none: unregistered).
ALTER TABLE "invoices" ADD COLUMN "place_of_supply" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "supplier_state_code" text;--> statement-breakpoint
UPDATE "invoices" v
   SET "place_of_supply" = coalesce(i."state_code", left(i."gstin", 2), ''),
       "supplier_state_code" = nullif(left(t."gstin", 2), '')
  FROM "industries" i, "transporters" t
 WHERE i."id" = v."industry_id" AND t."id" = v."transporter_id";--> statement-breakpoint
-- An invoice split otherwise than the rule says (the demo's were all split within one state) is split again: its
-- tax, total and payable stay as they are, the tax only moves between IGST and CGST + SGST.
UPDATE "invoices"
   SET "igst_paise" = "tax_paise", "cgst_paise" = 0, "sgst_paise" = 0
 WHERE "supplier_state_code" <> "place_of_supply" AND "igst_paise" <> "tax_paise";--> statement-breakpoint
UPDATE "invoices"
   SET "igst_paise" = 0, "cgst_paise" = "tax_paise" / 2, "sgst_paise" = "tax_paise" - "tax_paise" / 2
 WHERE coalesce("supplier_state_code", "place_of_supply") = "place_of_supply" AND "igst_paise" <> 0;--> statement-breakpoint
ALTER TABLE "invoices" ALTER COLUMN "place_of_supply" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_place_of_supply" CHECK (case when coalesce("invoices"."supplier_state_code", "invoices"."place_of_supply") = "invoices"."place_of_supply" then "invoices"."igst_paise" = 0 else "invoices"."cgst_paise" = 0 and "invoices"."sgst_paise" = 0 end);
