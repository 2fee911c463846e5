-- Pickups, deliveries and payments are counted in the period they were made (server/insight/measures.ts).
CREATE INDEX "receipts_industry_id_paid_on_index" ON "receipts" USING btree ("industry_id","paid_on");--> statement-breakpoint
CREATE INDEX "orders_picked_up" ON "orders" USING btree ("industry_id",(case when "direction" = 'outbound' then coalesce("at_gate_at", "gate_in_at") else "in_transit_at" end));--> statement-breakpoint
CREATE INDEX "orders_industry_id_delivered_at_index" ON "orders" USING btree ("industry_id","delivered_at");