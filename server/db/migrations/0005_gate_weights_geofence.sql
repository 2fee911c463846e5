ALTER TABLE "gate_events" ADD COLUMN "gross_weight_kg" double precision;--> statement-breakpoint
ALTER TABLE "gate_events" ADD COLUMN "tare_weight_kg" double precision;--> statement-breakpoint
ALTER TABLE "gate_events" ADD COLUMN "weight_difference_kg" double precision;--> statement-breakpoint
ALTER TABLE "gate_events" ADD COLUMN "distance_from_plant_m" integer;--> statement-breakpoint
ALTER TABLE "gate_events" ADD COLUMN "geofence_override_note" text;--> statement-breakpoint
ALTER TABLE "gate_events" ADD CONSTRAINT "gate_events_weights" CHECK ("gate_events"."tare_weight_kg" is null or "gate_events"."gross_weight_kg" is null or "gate_events"."tare_weight_kg" < "gate_events"."gross_weight_kg");