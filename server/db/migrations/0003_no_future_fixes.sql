-- Feeds are now refused an event stamped ahead of the clock. Fixes and toll reads already stored ahead of it
-- came from a feed's broken clock: kept, they would hold an order's latest state in the future (every real fix
-- after them counts as older) and end its replay years ahead. They are removed, and each latest state they
-- held falls back to the order's newest real fix (or to none), so the next real fix moves the truck again.
DELETE FROM "positions" WHERE "recorded_at" > now() + interval '5 minutes';--> statement-breakpoint
DELETE FROM "toll_crossings" WHERE "read_at" > now() + interval '5 minutes';--> statement-breakpoint
UPDATE "tracking_latest" AS l
SET "last_fix_at" = p."recorded_at", "latitude" = p."latitude", "longitude" = p."longitude",
    "speed_kmh" = p."speed_kph", "heading" = p."heading", "source" = p."source", "stopped_since" = NULL
FROM (
  SELECT DISTINCT ON ("order_id") "order_id", "recorded_at", "latitude", "longitude", "speed_kph", "heading", "source"
  FROM "positions" WHERE "order_id" IS NOT NULL ORDER BY "order_id", "recorded_at" DESC
) AS p
WHERE p."order_id" = l."order_id" AND l."last_fix_at" > now() + interval '5 minutes';--> statement-breakpoint
UPDATE "tracking_latest"
SET "last_fix_at" = NULL, "latitude" = NULL, "longitude" = NULL, "speed_kmh" = NULL, "heading" = NULL,
    "source" = NULL, "stopped_since" = NULL
WHERE "last_fix_at" > now() + interval '5 minutes';--> statement-breakpoint
UPDATE "tracking_latest" SET "last_toll_plaza" = NULL, "last_toll_at" = NULL
WHERE "last_toll_at" > now() + interval '5 minutes';
