CREATE TABLE "joining_fee" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"price_paise" bigint NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "joining_fee_one_row" CHECK ("joining_fee"."id" = 1),
	CONSTRAINT "joining_fee_price" CHECK ("joining_fee"."price_paise" > 0)
);
--> statement-breakpoint
ALTER TABLE "states" ADD COLUMN "gst_code" text;--> statement-breakpoint
ALTER TABLE "plans" ADD COLUMN "retired_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "states" ADD CONSTRAINT "states_countryId_gstCode_unique" UNIQUE("country_id","gst_code");--> statement-breakpoint
ALTER TABLE "plans" ADD CONSTRAINT "plans_terms" CHECK ("plans"."no_of_members" > 0 and "plans"."no_of_plants" > 0 and "plans"."price_paise" > 0 and "plans"."duration_days" > 0);