-- An order step no person recorded says what saw it: the geofence marks a truck arrived (server/tracking/geofenceArrival.ts).
ALTER TABLE "order_events" ADD COLUMN "detected_by" text;--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_detected_by" CHECK ("order_events"."detected_by" is null or "order_events"."detected_by" in ('geofence'));