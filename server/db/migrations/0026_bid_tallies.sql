CREATE TABLE "bid_tallies" (
	"industry_id" integer NOT NULL,
	"transporter_id" integer NOT NULL,
	"plant_id" integer NOT NULL,
	"bids" integer DEFAULT 0 NOT NULL,
	"wins" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "bid_tallies_industry_id_transporter_id_plant_id_pk" PRIMARY KEY("industry_id","transporter_id","plant_id")
);
--> statement-breakpoint
DROP INDEX "orders_industry_id_transporter_id_index";--> statement-breakpoint
DROP INDEX "bids_industry_id_transporter_id_index";--> statement-breakpoint
ALTER TABLE "bid_tallies" ADD CONSTRAINT "bid_tallies_industry_id_industries_id_fk" FOREIGN KEY ("industry_id") REFERENCES "public"."industries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bid_tallies" ADD CONSTRAINT "bid_tallies_transporter_id_transporters_id_fk" FOREIGN KEY ("transporter_id") REFERENCES "public"."transporters"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bid_tallies" ADD CONSTRAINT "bid_tallies_plant_id_plants_id_fk" FOREIGN KEY ("plant_id") REFERENCES "public"."plants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notifications_unread" ON "notifications" USING btree ("user_id","created_at","id") WHERE "notifications"."read_at" is null;--> statement-breakpoint
CREATE INDEX "orders_transporter_deliveries" ON "orders" USING btree ("industry_id","transporter_id","delivered_at","due_at","plant_id");--> statement-breakpoint
CREATE INDEX "bids_industry_id_transporter_id_placed_at_id_index" ON "bids" USING btree ("industry_id","transporter_id","placed_at","id");--> statement-breakpoint
-- Adds bids to the tallies: one row per bid, +1 or -1 and whether it is a win. Grouped by transporter and the
-- request's plant first, so a bulk insert makes one upsert per tally rather than one per bid, in a fixed order,
-- so two statements lock the same tallies alike; rows that cancel out (a revised amount) write nothing.
CREATE FUNCTION "bid_tallies_add"(industry int[], transporter int[], request int[], n int[], won int[])
RETURNS void LANGUAGE sql AS $$
  INSERT INTO bid_tallies AS t (industry_id, transporter_id, plant_id, bids, wins)
  SELECT d.industry_id, d.transporter_id, r.plant_id, sum(d.n), sum(d.won)
    FROM unnest(industry, transporter, request, n, won) AS d(industry_id, transporter_id, request_id, n, won)
    JOIN requests r ON r.id = d.request_id
   GROUP BY 1, 2, 3
  HAVING sum(d.n) <> 0 OR sum(d.won) <> 0
   ORDER BY 1, 2, 3
  ON CONFLICT (industry_id, transporter_id, plant_id)
  DO UPDATE SET bids = t.bids + excluded.bids, wins = t.wins + excluded.wins
$$;--> statement-breakpoint
CREATE FUNCTION "bid_tallies_count"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM bid_tallies_add(array_agg(industry_id), array_agg(transporter_id), array_agg(request_id),
      array_agg(1), array_agg((status = 'accepted')::int)) FROM new_bids;
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM bid_tallies_add(array_agg(industry_id), array_agg(transporter_id), array_agg(request_id),
      array_agg(n), array_agg(won))
      FROM (SELECT industry_id, transporter_id, request_id, 1 AS n, (status = 'accepted')::int AS won FROM new_bids
            UNION ALL
            SELECT industry_id, transporter_id, request_id, -1, -(status = 'accepted')::int FROM old_bids) AS changed;
  ELSE
    PERFORM bid_tallies_add(array_agg(industry_id), array_agg(transporter_id), array_agg(request_id),
      array_agg(-1), array_agg(-(status = 'accepted')::int)) FROM old_bids;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "bids_tally_insert" AFTER INSERT ON "bids" REFERENCING NEW TABLE AS new_bids
  FOR EACH STATEMENT EXECUTE FUNCTION bid_tallies_count();--> statement-breakpoint
CREATE TRIGGER "bids_tally_update" AFTER UPDATE ON "bids" REFERENCING OLD TABLE AS old_bids NEW TABLE AS new_bids
  FOR EACH STATEMENT EXECUTE FUNCTION bid_tallies_count();--> statement-breakpoint
CREATE TRIGGER "bids_tally_delete" AFTER DELETE ON "bids" REFERENCING OLD TABLE AS old_bids
  FOR EACH STATEMENT EXECUTE FUNCTION bid_tallies_count();--> statement-breakpoint
-- The bids already placed.
SELECT bid_tallies_add(array_agg(industry_id), array_agg(transporter_id), array_agg(request_id),
  array_agg(1), array_agg((status = 'accepted')::int)) FROM bids;
