-- A number's start newest or oldest first (db/listPage.ts): GiST indexes of the number and the creation time, by
-- btree_gist, which PGlite loads in server/db/pgliteWorker.ts.
CREATE EXTENSION IF NOT EXISTS btree_gist;--> statement-breakpoint
CREATE INDEX "orders_number_newest" ON "orders" USING gist ("industry_id","direction",("number" collate "C"),"created_at");--> statement-breakpoint
CREATE INDEX "requests_number_newest" ON "requests" USING gist ("industry_id","direction",("number" collate "C"),"created_at");--> statement-breakpoint
-- Each search alternative's page is planned on its own: "the vendors named Carriers" on the outbound list, where
-- no order has a vendor, must be known to find nothing (read by its index at once), not guessed to find as many
-- as any vendor has inbound (a walk of every outbound order, newest first, for none). Parties and transporters
-- by tenant and direction, counted together.
CREATE STATISTICS "orders_parties_by_direction" (mcv) ON "industry_id","direction","client_id","vendor_id" FROM "orders";--> statement-breakpoint
CREATE STATISTICS "orders_transporters_by_direction" (mcv) ON "industry_id","direction","transporter_id" FROM "orders";--> statement-breakpoint
CREATE STATISTICS "requests_parties_by_direction" (mcv) ON "industry_id","direction","client_id","vendor_id" FROM "requests";
