-- A number's start sorted by pickup as by creation time (db/listPage.ts, `nearest`): "OUT-25" by pickup, newest
-- first, walked the pickup index through a year of other orders before its first match.
DROP INDEX "orders_number_newest";--> statement-breakpoint
DROP INDEX "requests_number_newest";--> statement-breakpoint
CREATE INDEX "orders_number_newest" ON "orders" USING gist ("industry_id","direction",("number" collate "C"),"created_at","pickup_at");--> statement-breakpoint
CREATE INDEX "requests_number_newest" ON "requests" USING gist ("industry_id","direction",("number" collate "C"),"created_at","pickup_at");