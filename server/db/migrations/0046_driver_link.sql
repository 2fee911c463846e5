ALTER TABLE "orders" DROP CONSTRAINT "orders_tracking";--> statement-breakpoint
ALTER TABLE "share_links" DROP CONSTRAINT "share_links_kind";--> statement-breakpoint
ALTER TABLE "positions" DROP CONSTRAINT "positions_source";--> statement-breakpoint
ALTER TABLE "order_events" ADD COLUMN "driver_action" text;--> statement-breakpoint
ALTER TABLE "pod_files" ADD COLUMN "uploaded_by_driver" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_driver_action" CHECK ("order_events"."driver_action" is null or "order_events"."driver_action" in ('reachedPickup', 'loaded', 'reachedDestination', 'unloaded', 'proofOfDelivery'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_tracking" CHECK ("orders"."tracking_method" is null or "orders"."tracking_method" in ('gps', 'sim', 'fastag', 'driverApp'));--> statement-breakpoint
ALTER TABLE "share_links" ADD CONSTRAINT "share_links_kind" CHECK ("share_links"."kind" in ('location', 'fastag', 'driver'));--> statement-breakpoint
-- positions is partitioned: PostgreSQL checks each partition under its own name, so the column stays unqualified.
ALTER TABLE "positions" ADD CONSTRAINT "positions_source" CHECK ("source" in ('gps', 'sim', 'fastag', 'driverApp'));