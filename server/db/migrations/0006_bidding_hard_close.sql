CREATE TABLE "bidding_window_settings" (
	"industry_id" integer PRIMARY KEY NOT NULL,
	"spot_window_minutes" double precision DEFAULT 30 NOT NULL,
	"extension_minutes" double precision DEFAULT 5 NOT NULL,
	"max_extensions" integer DEFAULT 3 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bidding_window_settings_positive" CHECK ("bidding_window_settings"."spot_window_minutes" > 0 and "bidding_window_settings"."extension_minutes" > 0 and "bidding_window_settings"."max_extensions" >= 0)
);
--> statement-breakpoint
ALTER TABLE "requests" ADD COLUMN "extension_seconds" integer DEFAULT 300 NOT NULL;--> statement-breakpoint
ALTER TABLE "requests" ADD COLUMN "max_extensions" integer DEFAULT 3 NOT NULL;--> statement-breakpoint
ALTER TABLE "requests" ADD COLUMN "extensions_used" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bidding_window_settings" ADD CONSTRAINT "bidding_window_settings_industry_id_industries_id_fk" FOREIGN KEY ("industry_id") REFERENCES "public"."industries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requests" ADD CONSTRAINT "requests_extensions" CHECK ("requests"."extension_seconds" > 0 and "requests"."extensions_used" >= 0 and "requests"."extensions_used" <= "requests"."max_extensions");