-- A fix of a device issued to no truck is kept against the device: vehicle_number may be null, device_id names it.
ALTER TABLE "positions" ALTER COLUMN "vehicle_number" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "positions" ADD COLUMN "device_id" text;--> statement-breakpoint
-- NOT VALID: every row written before has its vehicle_number, and checking a year of fixes would hold the table.
ALTER TABLE "positions" ADD CONSTRAINT "positions_vehicle_or_device" CHECK ("vehicle_number" is not null or "device_id" is not null) NOT VALID;
