ALTER TABLE "orders" ADD COLUMN "accepted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "accepted_by_user_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_accepted_by_user_id_users_id_fk" FOREIGN KEY ("accepted_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- Awards already under way were taken on when their truck was first put on them.
UPDATE "orders" SET "accepted_at" = coalesce(
  (SELECT min("at") FROM "order_events" e WHERE e."order_id" = "orders"."id" AND e."status" = 'vehicle_assigned'),
  "orders"."created_at"
) WHERE "source" = 'awarded' AND "status" <> 'created';
