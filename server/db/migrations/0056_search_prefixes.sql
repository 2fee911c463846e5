DROP INDEX "orders_vehicle_number_trgm";--> statement-breakpoint
DROP INDEX "orders_industry_id_client_id_index";--> statement-breakpoint
DROP INDEX "orders_industry_id_vendor_id_index";--> statement-breakpoint
DROP INDEX "orders_industry_id_transporter_id_direction_index";--> statement-breakpoint
CREATE INDEX "orders_number_prefix" ON "orders" USING btree ("industry_id","direction","number" text_pattern_ops,"source","id");--> statement-breakpoint
CREATE INDEX "orders_vehicle_number_prefix" ON "orders" USING btree ("industry_id","direction","vehicle_number" text_pattern_ops,"source","id");--> statement-breakpoint
CREATE INDEX "orders_vehicle_number_tail_trgm" ON "orders" USING gin (substr("vehicle_number", 2) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "orders_client_search" ON "orders" USING btree ("industry_id","client_id","direction","source","id");--> statement-breakpoint
CREATE INDEX "orders_vendor_search" ON "orders" USING btree ("industry_id","vendor_id","direction","source","id");--> statement-breakpoint
CREATE INDEX "orders_transporter_search" ON "orders" USING btree ("industry_id","transporter_id","direction","source","id");--> statement-breakpoint
CREATE INDEX "requests_number_prefix" ON "requests" USING btree ("industry_id","direction","number" text_pattern_ops,"id");--> statement-breakpoint
CREATE INDEX "requests_client_search" ON "requests" USING btree ("industry_id","client_id","direction","id");--> statement-breakpoint
CREATE INDEX "requests_vendor_search" ON "requests" USING btree ("industry_id","vendor_id","direction","id");