ALTER TABLE "orders" ADD COLUMN "alerts_raised" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Counts each inserted alert on its order and takes each deleted one off: one update per order a statement
-- touched, however many alerts it wrote. Statement triggers, so a batch of alerts costs one update statement.
CREATE FUNCTION "order_alerts_count"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE orders o SET alerts_raised = o.alerts_raised + a.n
      FROM (SELECT order_id, count(*)::int AS n FROM new_alerts GROUP BY order_id) a
     WHERE o.id = a.order_id;
  ELSE
    UPDATE orders o SET alerts_raised = o.alerts_raised - a.n
      FROM (SELECT order_id, count(*)::int AS n FROM old_alerts GROUP BY order_id) a
     WHERE o.id = a.order_id;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "tracking_alerts_count_insert" AFTER INSERT ON "tracking_alerts" REFERENCING NEW TABLE AS new_alerts
  FOR EACH STATEMENT EXECUTE FUNCTION order_alerts_count();--> statement-breakpoint
CREATE TRIGGER "tracking_alerts_count_delete" AFTER DELETE ON "tracking_alerts" REFERENCING OLD TABLE AS old_alerts
  FOR EACH STATEMENT EXECUTE FUNCTION order_alerts_count();--> statement-breakpoint
-- The alerts already raised.
UPDATE orders o SET alerts_raised = a.n
  FROM (SELECT order_id, count(*)::int AS n FROM tracking_alerts GROUP BY order_id) a
 WHERE o.id = a.order_id;
