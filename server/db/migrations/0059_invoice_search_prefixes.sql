DROP INDEX "invoices_number_trgm";--> statement-breakpoint
CREATE INDEX "invoices_number_prefix" ON "invoices" USING btree ("industry_id",upper("number") text_pattern_ops,"id");--> statement-breakpoint
CREATE INDEX "invoices_number_newest" ON "invoices" USING gist ("industry_id",(upper("number") collate "C"),"issued_on");--> statement-breakpoint
CREATE INDEX "invoices_transporter_search" ON "invoices" USING btree ("industry_id","transporter_id","issued_on","id");