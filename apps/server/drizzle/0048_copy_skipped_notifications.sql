-- Issue 37: a copy one of its link's rules held back (the slippage guard, a cap, a refused
-- symbol, below the minimum) is told to the follower (event copy.skipped, silent by default),
-- with the rule's own words, so "why wasn't this trade copied" is answered where they are. A
-- copy with nothing to do (a close of a position the follower does not hold) is not told.
CREATE FUNCTION notification_events_from_copy_ledger() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO notification_events (owner_id, event, data)
  SELECT a.owner_id, 'copy.skipped',
         jsonb_build_object('accountId', a.id, 'signalId', n.signal_id, 'symbol', n.symbol,
           'side', n.side, 'rule', n.rule, 'message', left(n.message, 300))
  FROM nt n
  JOIN accounts a ON a.id = n.receiver_account_id
  WHERE n.outcome = 'skipped' AND coalesce(n.rule, '') <> 'nothing_to_copy'
    AND notification_heard(a.owner_id, 'copy.skipped', a.id)
  ORDER BY n.created_at, n.id;
  IF FOUND THEN
    PERFORM pg_notify('pulso_notifications', '');
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER notification_copy_ledger_inserted AFTER INSERT ON copy_ledger
  REFERENCING NEW TABLE AS nt FOR EACH STATEMENT EXECUTE FUNCTION notification_events_from_copy_ledger();
