-- Issue 35: two more events worth telling, written to the notifications outbox in the transaction
-- that records them (only for owners with a channel on): an exchange history sync that stopped on
-- an error, and an order that executed but could not be recorded (flagged for reconciliation,
-- told on every channel whatever its levels). Row triggers with a WHEN clause: the signals
-- table's other updates never call the function.
CREATE OR REPLACE FUNCTION notification_events_from_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO notification_events (owner_id, event, data)
  SELECT a.owner_id, 'sync.failed',
         jsonb_build_object('accountId', NEW.account_id, 'error', left(coalesce(NEW.last_error, ''), 300))
  FROM accounts a
  WHERE a.id = NEW.account_id
    AND EXISTS (SELECT 1 FROM notification_channels c WHERE c.user_id = a.owner_id AND c.enabled);
  IF FOUND THEN
    PERFORM pg_notify('pulso_notifications', '');
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER notification_events_from_sync AFTER UPDATE OF state ON exchange_syncs
  FOR EACH ROW WHEN (NEW.state = 'failed' AND OLD.state IS DISTINCT FROM 'failed')
  EXECUTE FUNCTION notification_events_from_sync();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION notification_events_from_reconciliation() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO notification_events (owner_id, event, data)
  SELECT a.owner_id, 'order.unrecorded',
         jsonb_build_object('accountId', NEW.account_id, 'signalId', NEW.id,
           'reason', left(coalesce(NEW.error, ''), 300))
  FROM accounts a
  WHERE a.id = NEW.account_id
    AND EXISTS (SELECT 1 FROM notification_channels c WHERE c.user_id = a.owner_id AND c.enabled);
  IF FOUND THEN
    PERFORM pg_notify('pulso_notifications', '');
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER notification_events_from_reconciliation AFTER UPDATE OF needs_reconciliation ON signals
  FOR EACH ROW WHEN (NEW.needs_reconciliation AND NOT OLD.needs_reconciliation)
  EXECUTE FUNCTION notification_events_from_reconciliation();
