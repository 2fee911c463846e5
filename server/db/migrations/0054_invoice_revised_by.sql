ALTER TABLE "invoices" ADD COLUMN "revised_by_user_id" integer;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "revised_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_revised_by_user_id_users_id_fk" FOREIGN KEY ("revised_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;