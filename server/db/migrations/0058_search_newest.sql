-- A number's start newest or oldest first (db/listPage.ts): GiST indexes of the number and the creation time, by
-- btree_gist, which PGlite loads from server/db/open.ts.
CREATE EXTENSION IF NOT EXISTS btree_gist;--> statement-breakpoint
CREATE INDEX "orders_number_newest" ON "orders" USING gist ("industry_id","direction",("number" collate "C"),"created_at");--> statement-breakpoint
CREATE INDEX "requests_number_newest" ON "requests" USING gist ("industry_id","direction",("number" collate "C"),"created_at");
