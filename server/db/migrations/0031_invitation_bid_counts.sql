ALTER TABLE "request_transporters" ADD COLUMN "bids" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "request_transporters" ADD COLUMN "accepted_bids" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "request_transporters" ADD COLUMN "accepted_paise" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Adds bids to their invitations: one row per bid, +1 or -1, with whether it is accepted and its amount if so.
-- Grouped by invitation first, so a bulk write makes one update per invitation; rows that cancel out (a revised
-- amount of a bid not accepted) write nothing.
CREATE FUNCTION "invitation_bids_add"(request int[], transporter int[], n int[], accepted int[], paise bigint[])
RETURNS void LANGUAGE sql AS $$
  UPDATE request_transporters AS rt
     SET bids = rt.bids + d.n, accepted_bids = rt.accepted_bids + d.accepted,
         accepted_paise = rt.accepted_paise + d.paise
    FROM (SELECT request_id, transporter_id, sum(n)::int AS n, sum(accepted)::int AS accepted, sum(paise)::bigint AS paise
            FROM unnest(request, transporter, n, accepted, paise) AS b(request_id, transporter_id, n, accepted, paise)
           GROUP BY 1, 2
          HAVING sum(n) <> 0 OR sum(accepted) <> 0 OR sum(paise) <> 0) AS d
   WHERE rt.request_id = d.request_id AND rt.transporter_id = d.transporter_id
$$;--> statement-breakpoint
CREATE FUNCTION "invitation_bids_count"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM invitation_bids_add(array_agg(request_id), array_agg(transporter_id), array_agg(1),
      array_agg((status = 'accepted')::int), array_agg(CASE WHEN status = 'accepted' THEN amount_paise ELSE 0 END))
      FROM new_bids;
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM invitation_bids_add(array_agg(request_id), array_agg(transporter_id), array_agg(n), array_agg(accepted),
      array_agg(paise))
      FROM (SELECT request_id, transporter_id, 1 AS n, (status = 'accepted')::int AS accepted,
                   CASE WHEN status = 'accepted' THEN amount_paise ELSE 0 END AS paise FROM new_bids
            UNION ALL
            SELECT request_id, transporter_id, -1, -(status = 'accepted')::int,
                   CASE WHEN status = 'accepted' THEN -amount_paise ELSE 0 END FROM old_bids) AS changed;
  ELSE
    PERFORM invitation_bids_add(array_agg(request_id), array_agg(transporter_id), array_agg(-1),
      array_agg(-(status = 'accepted')::int),
      array_agg(CASE WHEN status = 'accepted' THEN -amount_paise ELSE 0 END))
      FROM old_bids;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "bids_invitation_insert" AFTER INSERT ON "bids" REFERENCING NEW TABLE AS new_bids
  FOR EACH STATEMENT EXECUTE FUNCTION invitation_bids_count();--> statement-breakpoint
CREATE TRIGGER "bids_invitation_update" AFTER UPDATE ON "bids" REFERENCING OLD TABLE AS old_bids NEW TABLE AS new_bids
  FOR EACH STATEMENT EXECUTE FUNCTION invitation_bids_count();--> statement-breakpoint
CREATE TRIGGER "bids_invitation_delete" AFTER DELETE ON "bids" REFERENCING OLD TABLE AS old_bids
  FOR EACH STATEMENT EXECUTE FUNCTION invitation_bids_count();--> statement-breakpoint
-- An invitation written again (an edit replaces a request's invitations whole) starts from the bids the
-- transporter already placed on the request.
CREATE FUNCTION "invitation_bids_start"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT count(*), count(*) FILTER (WHERE status = 'accepted'),
         coalesce(sum(amount_paise) FILTER (WHERE status = 'accepted'), 0)
    INTO NEW.bids, NEW.accepted_bids, NEW.accepted_paise
    FROM bids WHERE request_id = NEW.request_id AND transporter_id = NEW.transporter_id;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "request_transporters_bids_start" BEFORE INSERT ON "request_transporters"
  FOR EACH ROW EXECUTE FUNCTION invitation_bids_start();--> statement-breakpoint
-- The bids already placed.
UPDATE request_transporters AS rt
   SET bids = b.n, accepted_bids = b.accepted, accepted_paise = b.paise
  FROM (SELECT request_id, transporter_id, count(*)::int AS n, count(*) FILTER (WHERE status = 'accepted')::int AS accepted,
               coalesce(sum(amount_paise) FILTER (WHERE status = 'accepted'), 0)::bigint AS paise
          FROM bids GROUP BY 1, 2) AS b
 WHERE rt.request_id = b.request_id AND rt.transporter_id = b.transporter_id;
