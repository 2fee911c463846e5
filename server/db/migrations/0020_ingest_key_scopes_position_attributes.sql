ALTER TABLE "ingest_api_keys" ADD COLUMN "scopes" text[] DEFAULT array['gps', 'sim', 'fastag', 'ewaybill', 'container']::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "positions" ADD COLUMN "ignition" boolean;--> statement-breakpoint
ALTER TABLE "positions" ADD COLUMN "odometer_km" double precision;--> statement-breakpoint
ALTER TABLE "ingest_api_keys" ADD CONSTRAINT "ingest_api_keys_scopes" CHECK ("ingest_api_keys"."scopes" <@ array['gps', 'sim', 'fastag', 'ewaybill', 'container']::text[] and cardinality("ingest_api_keys"."scopes") > 0);