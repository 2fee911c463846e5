ALTER TABLE "orders" ADD COLUMN "at_gate_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "in_transit_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "route_km" double precision;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "due_at" timestamp with time zone;--> statement-breakpoint
-- The steps' times from the timeline of orders written before these stamps; route_km and due_at are planned
-- in code at start-up (orders/orderPromise.ts), since a migration cannot plan a road route.
UPDATE "orders" o SET "at_gate_at" = e.at FROM (
  SELECT "order_id", min("at") AS at FROM "order_events" WHERE "status" = 'at_gate' GROUP BY "order_id"
) e WHERE e.order_id = o.id;--> statement-breakpoint
UPDATE "orders" o SET "in_transit_at" = e.at FROM (
  SELECT "order_id", min("at") AS at FROM "order_events" WHERE "status" = 'in_transit' GROUP BY "order_id"
) e WHERE e.order_id = o.id;
