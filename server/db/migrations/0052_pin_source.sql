ALTER TABLE "client_addresses" ADD COLUMN "pin_source" text DEFAULT 'city' NOT NULL;--> statement-breakpoint
ALTER TABLE "vendor_addresses" ADD COLUMN "pin_source" text DEFAULT 'city' NOT NULL;--> statement-breakpoint
ALTER TABLE "plants" ADD COLUMN "pin_source" text DEFAULT 'city' NOT NULL;--> statement-breakpoint
-- A saved pin away from its city's centre was placed by someone (or an import that knew better): keep it, as placed by hand.
UPDATE "client_addresses" SET "pin_source" = 'hand' FROM "cities" WHERE "cities"."id" = "client_addresses"."city_id" AND ("cities"."latitude" <> "client_addresses"."latitude" OR "cities"."longitude" <> "client_addresses"."longitude");--> statement-breakpoint
UPDATE "vendor_addresses" SET "pin_source" = 'hand' FROM "cities" WHERE "cities"."id" = "vendor_addresses"."city_id" AND ("cities"."latitude" <> "vendor_addresses"."latitude" OR "cities"."longitude" <> "vendor_addresses"."longitude");--> statement-breakpoint
UPDATE "plants" SET "pin_source" = 'hand' FROM "cities" WHERE "cities"."id" = "plants"."city_id" AND ("cities"."latitude" <> "plants"."latitude" OR "cities"."longitude" <> "plants"."longitude");
