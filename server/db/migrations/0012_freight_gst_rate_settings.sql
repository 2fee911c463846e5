CREATE TABLE "freight_gst_settings" (
	"industry_id" integer PRIMARY KEY NOT NULL,
	"reverse_charge_percent" integer NOT NULL,
	"forward_charge_percent" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "freight_gst_settings_rates" CHECK ("freight_gst_settings"."reverse_charge_percent" between 0 and 40 and "freight_gst_settings"."forward_charge_percent" between 0 and 40)
);
--> statement-breakpoint
ALTER TABLE "freight_gst_settings" ADD CONSTRAINT "freight_gst_settings_industry_id_industries_id_fk" FOREIGN KEY ("industry_id") REFERENCES "public"."industries"("id") ON DELETE no action ON UPDATE no action;