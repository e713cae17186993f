-- Issue 35: per account, how loud its events are and the risk thresholds its owner is told of.
CREATE TABLE "notification_account_settings" (
	"account_id" uuid PRIMARY KEY NOT NULL,
	"level" text DEFAULT 'on' NOT NULL,
	"daily_loss" numeric(38, 18),
	"drawdown" numeric(38, 18),
	"daily_loss_told_for" text,
	"drawdown_told" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notification_account_settings" ADD CONSTRAINT "notification_account_settings_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
-- Whether anyone would hear an event: the owner is active and has a channel on that does not
-- turn the event off, and the account is not set to tell nothing. The outbox triggers ask it, so
-- a fill nobody listens to (trade.executed is off by default) or a deactivated owner's failure
-- writes no outbox row. An order left unrecorded is heard on any channel on, whatever its levels.
CREATE OR REPLACE FUNCTION notification_heard(owner uuid, event text, account uuid)
RETURNS boolean LANGUAGE sql STABLE AS $$
  SELECT EXISTS (
    SELECT 1 FROM notification_channels c JOIN users u ON u.id = c.user_id
    WHERE c.user_id = owner AND c.enabled AND u.is_active
      AND (event = 'order.unrecorded'
           OR coalesce(c.levels->>event, CASE event WHEN 'trade.executed' THEN 'off' ELSE 'on' END) <> 'off'))
  AND (event = 'order.unrecorded' OR account IS NULL OR NOT EXISTS (
    SELECT 1 FROM notification_account_settings s WHERE s.account_id = account AND s.level = 'off'))
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION notification_events_from_live() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO notification_events (owner_id, event, data)
  SELECT n.owner_id, e.event, n.data
  FROM nt n
  CROSS JOIN LATERAL (SELECT CASE n.type WHEN 'trade.recorded' THEN 'trade.executed'
                                         WHEN 'deployment.changed' THEN 'deployment.' || (n.data->>'change')
                                         ELSE n.type END AS event) e
  WHERE n.owner_id IS NOT NULL
    AND (n.type IN ('signal.failed', 'trade.recorded')
         OR (n.type = 'deployment.changed' AND n.data->>'change' IN ('failed', 'paused')))
    AND notification_heard(n.owner_id, e.event, n.account_id)
  ORDER BY n.id;
  IF FOUND THEN
    PERFORM pg_notify('pulso_notifications', '');
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION notification_events_from_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO notification_events (owner_id, event, data)
  SELECT a.owner_id, 'sync.failed',
         jsonb_build_object('accountId', NEW.account_id, 'error', left(coalesce(NEW.last_error, ''), 300))
  FROM accounts a
  WHERE a.id = NEW.account_id AND notification_heard(a.owner_id, 'sync.failed', a.id);
  IF FOUND THEN
    PERFORM pg_notify('pulso_notifications', '');
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION notification_events_from_reconciliation() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO notification_events (owner_id, event, data)
  SELECT a.owner_id, 'order.unrecorded',
         jsonb_build_object('accountId', NEW.account_id, 'signalId', NEW.id,
           'reason', left(coalesce(NEW.error, ''), 300))
  FROM accounts a
  WHERE a.id = NEW.account_id AND notification_heard(a.owner_id, 'order.unrecorded', a.id);
  IF FOUND THEN
    PERFORM pg_notify('pulso_notifications', '');
  END IF;
  RETURN NULL;
END $$;
