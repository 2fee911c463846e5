DROP INDEX "invoices_number_trgm";--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "order_number" text;--> statement-breakpoint
-- The order's number on its invoice, for the search (server/invoices/invoiceQueries.ts): set from the order as
-- the invoice is written, whoever writes it; an order's number never changes.
CREATE FUNCTION "invoice_order_number"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.order_number := (SELECT o.number FROM orders o WHERE o.id = NEW.order_id);
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "invoices_order_number" BEFORE INSERT OR UPDATE OF "order_id" ON "invoices"
  FOR EACH ROW EXECUTE FUNCTION "invoice_order_number"();--> statement-breakpoint
UPDATE "invoices" i SET "order_number" = o."number" FROM "orders" o WHERE o."id" = i."order_id";--> statement-breakpoint
CREATE INDEX "invoices_number_prefix" ON "invoices" USING btree ("industry_id",upper("number") text_pattern_ops,"id");--> statement-breakpoint
CREATE INDEX "invoices_number_newest" ON "invoices" USING gist ("industry_id",(upper("number") collate "C"),"issued_on");--> statement-breakpoint
CREATE INDEX "invoices_order_number_prefix" ON "invoices" USING btree ("industry_id","order_number" text_pattern_ops,"id");--> statement-breakpoint
CREATE INDEX "invoices_order_number_newest" ON "invoices" USING gist ("industry_id",("order_number" collate "C"),"issued_on");--> statement-breakpoint
CREATE INDEX "invoices_transporter_search" ON "invoices" USING btree ("industry_id","transporter_id","issued_on","id");