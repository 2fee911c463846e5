ALTER TABLE "industry_transporters" ADD COLUMN "contact_name" text;--> statement-breakpoint
ALTER TABLE "industry_transporters" ADD COLUMN "contact_email" text;--> statement-breakpoint
ALTER TABLE "industry_transporters" ADD COLUMN "contact_phone" text;--> statement-breakpoint
ALTER TABLE "industry_transporters" ADD COLUMN "notes" text;--> statement-breakpoint
ALTER TABLE "industry_transporters" ADD COLUMN "blocked_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "transporters_gstin_index" ON "transporters" USING btree ("gstin");--> statement-breakpoint
CREATE INDEX "transporters_pan_index" ON "transporters" USING btree ("pan");