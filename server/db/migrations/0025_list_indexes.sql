-- Trigram indexes for the lists' search (ILIKE '%text%'); PGlite loads the extension from server/db/open.ts.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
DROP INDEX "orders_industry_id_direction_status_index";--> statement-breakpoint
DROP INDEX "requests_industry_id_direction_status_index";--> statement-breakpoint
CREATE INDEX "orders_industry_id_direction_created_at_id_index" ON "orders" USING btree ("industry_id","direction","created_at","id");--> statement-breakpoint
CREATE INDEX "orders_industry_id_direction_pickup_at_id_index" ON "orders" USING btree ("industry_id","direction","pickup_at","id");--> statement-breakpoint
CREATE INDEX "orders_industry_id_direction_gate_in_at_id_index" ON "orders" USING btree ("industry_id","direction","gate_in_at","id");--> statement-breakpoint
CREATE INDEX "orders_industry_id_direction_gate_out_at_id_index" ON "orders" USING btree ("industry_id","direction","gate_out_at","id");--> statement-breakpoint
CREATE INDEX "orders_industry_id_direction_number_id_index" ON "orders" USING btree ("industry_id","direction","number","id");--> statement-breakpoint
CREATE INDEX "orders_industry_id_direction_status_created_at_id_index" ON "orders" USING btree ("industry_id","direction","status","created_at","id");--> statement-breakpoint
CREATE INDEX "orders_number_trgm" ON "orders" USING gin ("number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "orders_vehicle_number_trgm" ON "orders" USING gin ("vehicle_number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "orders_industry_id_client_id_index" ON "orders" USING btree ("industry_id","client_id");--> statement-breakpoint
CREATE INDEX "orders_industry_id_vendor_id_index" ON "orders" USING btree ("industry_id","vendor_id");--> statement-breakpoint
CREATE INDEX "clients_name_trgm" ON "clients" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "vendors_name_trgm" ON "vendors" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "requests_industry_id_direction_created_at_id_index" ON "requests" USING btree ("industry_id","direction","created_at","id");--> statement-breakpoint
CREATE INDEX "requests_industry_id_direction_status_created_at_id_index" ON "requests" USING btree ("industry_id","direction","status","created_at","id");--> statement-breakpoint
CREATE INDEX "requests_number_trgm" ON "requests" USING gin ("number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "transporters_name_trgm" ON "transporters" USING gin ("name" gin_trgm_ops);