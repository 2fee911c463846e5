ALTER TABLE "request_settings" ADD COLUMN "spot_window_minutes" double precision;--> statement-breakpoint
ALTER TABLE "request_settings" ADD COLUMN "extension_minutes" double precision;--> statement-breakpoint
ALTER TABLE "request_settings" ADD COLUMN "max_extensions" integer;--> statement-breakpoint
ALTER TABLE "request_settings" ADD CONSTRAINT "request_settings_window_positive" CHECK ("request_settings"."spot_window_minutes" > 0 and "request_settings"."extension_minutes" > 0 and "request_settings"."max_extensions" >= 0);