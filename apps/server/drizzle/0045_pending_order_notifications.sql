-- Issue 37: an order held for approval is told to its owner on their channels (event
-- order.pending, on by default), with when it expires on the owner's clock, so it can be approved
-- before it does.
CREATE FUNCTION notification_events_from_pending_orders() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO notification_events (owner_id, event, data)
  SELECT a.owner_id, 'order.pending',
         jsonb_build_object('accountId', a.id, 'pendingOrderId', n.id,
           'symbol', n.payload->>'symbol', 'side', n.payload->>'action',
           'contracts', n.payload->>'contracts',
           'expiresAt', to_char(n.expires_at AT TIME ZONE coalesce(p.time_zone, 'Europe/Madrid'),
                                'DD/MM HH24:MI'))
  FROM nt n
  JOIN accounts a ON a.id = n.account_id
  LEFT JOIN notification_preferences p ON p.user_id = a.owner_id
  WHERE notification_heard(a.owner_id, 'order.pending', a.id)
  ORDER BY n.created_at, n.id;
  IF FOUND THEN
    PERFORM pg_notify('pulso_notifications', '');
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER notification_pending_orders_inserted AFTER INSERT ON pending_orders
  REFERENCING NEW TABLE AS nt FOR EACH STATEMENT EXECUTE FUNCTION notification_events_from_pending_orders();
