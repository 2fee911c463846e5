CREATE TABLE "invoice_day_totals" (
	"industry_id" integer NOT NULL,
	"status" text NOT NULL,
	"issued_on" date NOT NULL,
	"due_on" date NOT NULL,
	"invoices" integer DEFAULT 0 NOT NULL,
	"payable_paise" bigint DEFAULT 0 NOT NULL,
	"paid_paise" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "invoice_day_totals_industry_id_issued_on_status_due_on_pk" PRIMARY KEY("industry_id","issued_on","status","due_on")
);
--> statement-breakpoint
CREATE TABLE "invoice_totals" (
	"industry_id" integer NOT NULL,
	"plant_id" integer NOT NULL,
	"transporter_id" integer NOT NULL,
	"status" text NOT NULL,
	"issued_on" date NOT NULL,
	"due_on" date NOT NULL,
	"invoices" integer DEFAULT 0 NOT NULL,
	"payable_paise" bigint DEFAULT 0 NOT NULL,
	"paid_paise" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "invoice_totals_industry_id_issued_on_plant_id_transporter_id_status_due_on_pk" PRIMARY KEY("industry_id","issued_on","plant_id","transporter_id","status","due_on")
);
--> statement-breakpoint
DROP INDEX "invoices_industry_id_status_index";--> statement-breakpoint
ALTER TABLE "invoice_day_totals" ADD CONSTRAINT "invoice_day_totals_industry_id_industries_id_fk" FOREIGN KEY ("industry_id") REFERENCES "public"."industries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_totals" ADD CONSTRAINT "invoice_totals_industry_id_industries_id_fk" FOREIGN KEY ("industry_id") REFERENCES "public"."industries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_totals" ADD CONSTRAINT "invoice_totals_plant_id_plants_id_fk" FOREIGN KEY ("plant_id") REFERENCES "public"."plants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_totals" ADD CONSTRAINT "invoice_totals_transporter_id_transporters_id_fk" FOREIGN KEY ("transporter_id") REFERENCES "public"."transporters"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoice_totals_industry_id_transporter_id_index" ON "invoice_totals" USING btree ("industry_id","transporter_id");--> statement-breakpoint
CREATE INDEX "invoice_totals_industry_id_plant_id_index" ON "invoice_totals" USING btree ("industry_id","plant_id");--> statement-breakpoint
CREATE INDEX "invoices_industry_id_status_issued_on_id_index" ON "invoices" USING btree ("industry_id","status","issued_on","id");--> statement-breakpoint
CREATE INDEX "invoices_industry_id_issued_on_id_index" ON "invoices" USING btree ("industry_id","issued_on","id");--> statement-breakpoint
CREATE INDEX "invoices_industry_id_due_on_id_index" ON "invoices" USING btree ("industry_id","due_on","id");--> statement-breakpoint
CREATE INDEX "invoices_industry_id_number_id_index" ON "invoices" USING btree ("industry_id","number","id");--> statement-breakpoint
CREATE INDEX "invoices_industry_id_payable_paise_id_index" ON "invoices" USING btree ("industry_id","payable_paise","id");--> statement-breakpoint
CREATE INDEX "invoices_number_trgm" ON "invoices" USING gin ("number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "orders_delivered_to_invoice" ON "orders" USING btree ("industry_id","delivered_at","id") WHERE "orders"."status" = 'delivered';--> statement-breakpoint
-- Adds invoices to both totals, +1 or -1 with their amounts, the plant read off the order. Grouped first, so a
-- bulk insert makes one upsert per key rather than one per invoice, in a fixed order, so two statements lock
-- the same keys alike; changes that cancel out (an edit of the lines only) write nothing.
CREATE FUNCTION "invoice_totals_add"(industry int[], order_ids int[], transporter int[], status text[],
  issued date[], due date[], n int[], payable bigint[], paid bigint[])
RETURNS void LANGUAGE sql AS $$
  INSERT INTO invoice_totals AS t (industry_id, issued_on, plant_id, transporter_id, status, due_on, invoices,
    payable_paise, paid_paise)
  SELECT d.industry_id, d.issued_on, o.plant_id, d.transporter_id, d.status, d.due_on, sum(d.n), sum(d.payable),
         sum(d.paid)
    FROM unnest(industry, order_ids, transporter, status, issued, due, n, payable, paid)
      AS d(industry_id, order_id, transporter_id, status, issued_on, due_on, n, payable, paid)
    JOIN orders o ON o.id = d.order_id
   GROUP BY 1, 2, 3, 4, 5, 6
  HAVING sum(d.n) <> 0 OR sum(d.payable) <> 0 OR sum(d.paid) <> 0
   ORDER BY 1, 2, 3, 4, 5, 6
  ON CONFLICT (industry_id, issued_on, plant_id, transporter_id, status, due_on)
  DO UPDATE SET invoices = t.invoices + excluded.invoices, payable_paise = t.payable_paise + excluded.payable_paise,
    paid_paise = t.paid_paise + excluded.paid_paise;
  INSERT INTO invoice_day_totals AS t (industry_id, issued_on, status, due_on, invoices, payable_paise, paid_paise)
  SELECT d.industry_id, d.issued_on, d.status, d.due_on, sum(d.n), sum(d.payable), sum(d.paid)
    FROM unnest(industry, issued, status, due, n, payable, paid)
      AS d(industry_id, issued_on, status, due_on, n, payable, paid)
   GROUP BY 1, 2, 3, 4
  HAVING sum(d.n) <> 0 OR sum(d.payable) <> 0 OR sum(d.paid) <> 0
   ORDER BY 1, 2, 3, 4
  ON CONFLICT (industry_id, issued_on, status, due_on)
  DO UPDATE SET invoices = t.invoices + excluded.invoices, payable_paise = t.payable_paise + excluded.payable_paise,
    paid_paise = t.paid_paise + excluded.paid_paise;
$$;--> statement-breakpoint
CREATE FUNCTION "invoice_totals_count"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM invoice_totals_add(array_agg(industry_id), array_agg(order_id), array_agg(transporter_id),
      array_agg(status), array_agg(issued_on), array_agg(due_on), array_agg(1), array_agg(payable_paise),
      array_agg(paid_paise)) FROM new_invoices;
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM invoice_totals_add(array_agg(industry_id), array_agg(order_id), array_agg(transporter_id),
      array_agg(status), array_agg(issued_on), array_agg(due_on), array_agg(n), array_agg(payable_paise),
      array_agg(paid_paise))
      FROM (SELECT industry_id, order_id, transporter_id, status, issued_on, due_on, 1 AS n, payable_paise,
                   paid_paise FROM new_invoices
            UNION ALL
            SELECT industry_id, order_id, transporter_id, status, issued_on, due_on, -1, -payable_paise,
                   -paid_paise FROM old_invoices) AS changed;
  ELSE
    PERFORM invoice_totals_add(array_agg(industry_id), array_agg(order_id), array_agg(transporter_id),
      array_agg(status), array_agg(issued_on), array_agg(due_on), array_agg(-1), array_agg(-payable_paise),
      array_agg(-paid_paise)) FROM old_invoices;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "invoices_total_insert" AFTER INSERT ON "invoices" REFERENCING NEW TABLE AS new_invoices
  FOR EACH STATEMENT EXECUTE FUNCTION invoice_totals_count();--> statement-breakpoint
CREATE TRIGGER "invoices_total_update" AFTER UPDATE ON "invoices"
  REFERENCING OLD TABLE AS old_invoices NEW TABLE AS new_invoices
  FOR EACH STATEMENT EXECUTE FUNCTION invoice_totals_count();--> statement-breakpoint
CREATE TRIGGER "invoices_total_delete" AFTER DELETE ON "invoices" REFERENCING OLD TABLE AS old_invoices
  FOR EACH STATEMENT EXECUTE FUNCTION invoice_totals_count();--> statement-breakpoint
-- The invoices already written.
INSERT INTO invoice_totals (industry_id, issued_on, plant_id, transporter_id, status, due_on, invoices,
  payable_paise, paid_paise)
SELECT i.industry_id, i.issued_on, o.plant_id, i.transporter_id, i.status, i.due_on, count(*), sum(i.payable_paise),
       sum(i.paid_paise)
  FROM invoices i JOIN orders o ON o.id = i.order_id
 GROUP BY 1, 2, 3, 4, 5, 6;--> statement-breakpoint
INSERT INTO invoice_day_totals (industry_id, issued_on, status, due_on, invoices, payable_paise, paid_paise)
SELECT industry_id, issued_on, status, due_on, sum(invoices), sum(payable_paise), sum(paid_paise)
  FROM invoice_totals GROUP BY 1, 2, 3, 4;
