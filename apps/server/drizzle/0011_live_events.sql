CREATE TABLE "live_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"data" jsonb NOT NULL,
	"owner_id" uuid,
	"is_public" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "live_tickets" (
	"hash" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "live_events_created_idx" ON "live_events" USING btree ("created_at");--> statement-breakpoint
-- The live events, written by statement-level triggers in the transaction of the change they
-- report, whichever code path made it (webhook, copy, strategy, import, admin): nothing to call,
-- nothing to forget, and one NOTIFY per statement (NOTIFY folds repeats within a transaction).
-- owner_id: the user who may read it (admins read everything); is_public: visitors may too.
CREATE FUNCTION live_trades_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- A bulk write (an import, the demo's history) says "analytics changed", not each trade.
  IF (SELECT count(*) FROM nt) <= 200 THEN
    INSERT INTO live_events (type, data, owner_id, is_public)
    SELECT 'trade.recorded',
           jsonb_build_object('accountId', n.account_id, 'tradeId', n.id, 'side', n.type,
             'asset', n.asset, 'amount', trim_scale(n.amount)::text,
             'price', trim_scale(n.price)::text,
             'at', to_char(n.executed_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')),
           a.owner_id, (a.is_public AND a.is_active AND a.public_trades AND a.deleted_at IS NULL)
    FROM nt n JOIN accounts a ON a.id = n.account_id
    ORDER BY n.executed_at_ms;
  END IF;
  INSERT INTO live_events (type, data, owner_id, is_public)
  SELECT 'analytics.changed', jsonb_build_object('accountId', a.id), a.owner_id,
         (a.is_public AND a.is_active AND a.public_stats AND a.deleted_at IS NULL)
  FROM accounts a WHERE a.id IN (SELECT DISTINCT account_id FROM nt);
  PERFORM pg_notify('pulso_live', '');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER live_trades_inserted AFTER INSERT ON trades REFERENCING NEW TABLE AS nt
  FOR EACH STATEMENT EXECUTE FUNCTION live_trades_inserted();
--> statement-breakpoint
CREATE FUNCTION live_signals_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO live_events (type, data, owner_id)
  SELECT 'signal.accepted',
         jsonb_build_object('signalId', n.id, 'accountId', n.account_id,
           'symbol', coalesce(n.payload->>'symbol', ''), 'side', coalesce(n.payload->>'action', '')),
         a.owner_id
  FROM nt n JOIN accounts a ON a.id = n.account_id;
  -- A copy: its receiver's owner and, when another user, the emitter's owner.
  INSERT INTO live_events (type, data, owner_id)
  SELECT 'copy.emitted',
         jsonb_build_object('emitterAccountId', p.account_id, 'receiverAccountId', n.account_id,
           'signalId', n.id),
         o.owner_id
  FROM nt n
  JOIN signals p ON p.id = n.parent_signal_id
  JOIN accounts r ON r.id = n.account_id
  JOIN accounts e ON e.id = p.account_id
  CROSS JOIN LATERAL (SELECT r.owner_id UNION SELECT e.owner_id) o(owner_id)
  WHERE n.source = 'copy';
  PERFORM pg_notify('pulso_live', '');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER live_signals_inserted AFTER INSERT ON signals REFERENCING NEW TABLE AS nt
  FOR EACH STATEMENT EXECUTE FUNCTION live_signals_inserted();
--> statement-breakpoint
CREATE FUNCTION live_signals_finished() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO live_events (type, data, owner_id)
  SELECT CASE n.status WHEN 'done' THEN 'signal.done' ELSE 'signal.failed' END,
         CASE n.status
           WHEN 'done' THEN jsonb_build_object('signalId', n.id, 'accountId', n.account_id,
             'tradeId', (SELECT t.id FROM trades t WHERE t.signal_id = n.id))
           ELSE jsonb_build_object('signalId', n.id, 'accountId', n.account_id,
             'step', (SELECT r.action FROM receiver_logs r
                      WHERE r.parent_id = n.receiver_log_id AND r.status = 'failed'
                      ORDER BY r.created_at DESC LIMIT 1),
             'reason', coalesce(n.error, ''))
         END,
         a.owner_id
  FROM nt n JOIN ot o ON o.id = n.id JOIN accounts a ON a.id = n.account_id
  WHERE n.status IN ('done', 'failed') AND o.status IS DISTINCT FROM n.status;
  PERFORM pg_notify('pulso_live', '');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER live_signals_finished AFTER UPDATE ON signals
  REFERENCING OLD TABLE AS ot NEW TABLE AS nt
  FOR EACH STATEMENT EXECUTE FUNCTION live_signals_finished();
--> statement-breakpoint
CREATE FUNCTION live_receiver_logs_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO live_events (type, data, owner_id)
  SELECT 'signal.step',
         jsonb_build_object('signalId', n.signal_id, 'accountId', n.account_id, 'step', n.action,
           'status', CASE n.status WHEN 'failed' THEN 'error' ELSE 'success' END,
           'durationMs', n.duration_ms),
         a.owner_id
  FROM nt n JOIN accounts a ON a.id = n.account_id
  WHERE n.parent_id IS NOT NULL AND n.signal_id IS NOT NULL AND n.status <> 'pending';
  -- Admins: each new entry of the receiver log (a signal's own log, or a refused delivery).
  INSERT INTO live_events (type, data)
  SELECT 'receiver-log.written', jsonb_build_object('logId', n.id, 'accountId', n.account_id)
  FROM nt n WHERE n.parent_id IS NULL;
  PERFORM pg_notify('pulso_live', '');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER live_receiver_logs_inserted AFTER INSERT ON receiver_logs
  REFERENCING NEW TABLE AS nt
  FOR EACH STATEMENT EXECUTE FUNCTION live_receiver_logs_inserted();
--> statement-breakpoint
CREATE FUNCTION live_receiver_logs_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO live_events (type, data)
  SELECT 'receiver-log.written', jsonb_build_object('logId', n.id, 'accountId', n.account_id)
  FROM nt n JOIN ot o ON o.id = n.id
  WHERE n.parent_id IS NULL AND o.status IS DISTINCT FROM n.status;
  PERFORM pg_notify('pulso_live', '');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER live_receiver_logs_updated AFTER UPDATE ON receiver_logs
  REFERENCING OLD TABLE AS ot NEW TABLE AS nt
  FOR EACH STATEMENT EXECUTE FUNCTION live_receiver_logs_updated();
--> statement-breakpoint
CREATE FUNCTION live_accounts_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO live_events (type, data, owner_id, is_public)
    SELECT 'account.changed', jsonb_build_object('accountId', n.id, 'change', 'created'),
           n.owner_id, (n.is_public AND n.is_active AND n.deleted_at IS NULL)
    FROM nt n;
  ELSE
    INSERT INTO live_events (type, data, owner_id, is_public)
    SELECT 'account.changed',
           jsonb_build_object('accountId', n.id, 'change',
             CASE WHEN o.deleted_at IS NULL AND n.deleted_at IS NOT NULL THEN 'deleted'
                  WHEN o.webhook_secret_hash <> n.webhook_secret_hash THEN 'secret'
                  ELSE 'updated' END),
           n.owner_id,
           (o.is_public AND o.is_active AND o.deleted_at IS NULL)
             OR (n.is_public AND n.is_active AND n.deleted_at IS NULL)
    FROM nt n JOIN ot o ON o.id = n.id
    WHERE o IS DISTINCT FROM n;
  END IF;
  PERFORM pg_notify('pulso_live', '');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER live_accounts_inserted AFTER INSERT ON accounts REFERENCING NEW TABLE AS nt
  FOR EACH STATEMENT EXECUTE FUNCTION live_accounts_changed();
--> statement-breakpoint
CREATE TRIGGER live_accounts_updated AFTER UPDATE ON accounts
  REFERENCING OLD TABLE AS ot NEW TABLE AS nt
  FOR EACH STATEMENT EXECUTE FUNCTION live_accounts_changed();
--> statement-breakpoint
CREATE FUNCTION live_lists_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    INSERT INTO live_events (type, data, owner_id)
    SELECT 'list.changed', jsonb_build_object('listId', o.id, 'change', 'deleted'), o.owner_id
    FROM ot o;
  ELSE
    INSERT INTO live_events (type, data, owner_id)
    SELECT 'list.changed',
           jsonb_build_object('listId', n.id,
             'change', CASE TG_OP WHEN 'INSERT' THEN 'created' ELSE 'updated' END),
           n.owner_id
    FROM nt n;
  END IF;
  PERFORM pg_notify('pulso_live', '');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER live_lists_inserted AFTER INSERT ON account_lists REFERENCING NEW TABLE AS nt
  FOR EACH STATEMENT EXECUTE FUNCTION live_lists_changed();
--> statement-breakpoint
CREATE TRIGGER live_lists_updated AFTER UPDATE ON account_lists REFERENCING NEW TABLE AS nt
  FOR EACH STATEMENT EXECUTE FUNCTION live_lists_changed();
--> statement-breakpoint
CREATE TRIGGER live_lists_deleted AFTER DELETE ON account_lists REFERENCING OLD TABLE AS ot
  FOR EACH STATEMENT EXECUTE FUNCTION live_lists_changed();
--> statement-breakpoint
CREATE FUNCTION live_list_members_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    INSERT INTO live_events (type, data, owner_id)
    SELECT 'list.changed', jsonb_build_object('listId', l.id, 'change', 'updated'), l.owner_id
    FROM account_lists l WHERE l.id IN (SELECT DISTINCT list_id FROM ot);
  ELSE
    INSERT INTO live_events (type, data, owner_id)
    SELECT 'list.changed', jsonb_build_object('listId', l.id, 'change', 'updated'), l.owner_id
    FROM account_lists l WHERE l.id IN (SELECT DISTINCT list_id FROM nt);
  END IF;
  PERFORM pg_notify('pulso_live', '');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER live_list_members_inserted AFTER INSERT ON account_list_members
  REFERENCING NEW TABLE AS nt FOR EACH STATEMENT EXECUTE FUNCTION live_list_members_changed();
--> statement-breakpoint
CREATE TRIGGER live_list_members_deleted AFTER DELETE ON account_list_members
  REFERENCING OLD TABLE AS ot FOR EACH STATEMENT EXECUTE FUNCTION live_list_members_changed();
--> statement-breakpoint
CREATE FUNCTION live_deployments_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    INSERT INTO live_events (type, data, owner_id)
    SELECT 'deployment.changed',
           jsonb_build_object('deploymentId', o.id, 'accountId', o.account_id, 'change', 'deleted'),
           a.owner_id
    FROM ot o JOIN accounts a ON a.id = o.account_id;
  ELSIF TG_OP = 'INSERT' THEN
    INSERT INTO live_events (type, data, owner_id)
    SELECT 'deployment.changed',
           jsonb_build_object('deploymentId', n.id, 'accountId', n.account_id, 'change', 'created'),
           a.owner_id
    FROM nt n JOIN accounts a ON a.id = n.account_id;
  ELSE
    -- Claims and leases change rows too: only what a user sees is an event.
    INSERT INTO live_events (type, data, owner_id)
    SELECT 'deployment.changed',
           jsonb_build_object('deploymentId', c.id, 'accountId', c.account_id, 'change', c.change),
           a.owner_id
    FROM (
      SELECT n.id, n.account_id,
             CASE WHEN NOT o.is_paused AND n.is_paused THEN 'paused'
                  WHEN o.is_paused AND NOT n.is_paused THEN 'resumed'
                  WHEN n.last_run_at IS DISTINCT FROM o.last_run_at THEN
                    CASE WHEN n.last_status = 'error' THEN 'failed' ELSE 'run' END
             END AS change
      FROM nt n JOIN ot o ON o.id = n.id
    ) c JOIN accounts a ON a.id = c.account_id
    WHERE c.change IS NOT NULL;
  END IF;
  PERFORM pg_notify('pulso_live', '');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER live_deployments_inserted AFTER INSERT ON strategy_deployments
  REFERENCING NEW TABLE AS nt FOR EACH STATEMENT EXECUTE FUNCTION live_deployments_changed();
--> statement-breakpoint
CREATE TRIGGER live_deployments_updated AFTER UPDATE ON strategy_deployments
  REFERENCING OLD TABLE AS ot NEW TABLE AS nt
  FOR EACH STATEMENT EXECUTE FUNCTION live_deployments_changed();
--> statement-breakpoint
CREATE TRIGGER live_deployments_deleted AFTER DELETE ON strategy_deployments
  REFERENCING OLD TABLE AS ot FOR EACH STATEMENT EXECUTE FUNCTION live_deployments_changed();
--> statement-breakpoint
CREATE FUNCTION live_activity_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO live_events (type, data)
  SELECT 'activity.written', jsonb_build_object('activityId', n.id::text, 'action', n.action)
  FROM nt n;
  PERFORM pg_notify('pulso_live', '');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER live_activity_inserted AFTER INSERT ON activity_logs REFERENCING NEW TABLE AS nt
  FOR EACH STATEMENT EXECUTE FUNCTION live_activity_inserted();
--> statement-breakpoint
-- Not for clients: tells every instance to close a deactivated user's streams.
CREATE FUNCTION live_users_deactivated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO live_events (type, data, owner_id)
  SELECT 'user.deactivated', jsonb_build_object('userId', n.id), n.id
  FROM nt n JOIN ot o ON o.id = n.id
  WHERE o.is_active AND NOT n.is_active;
  PERFORM pg_notify('pulso_live', '');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER live_users_deactivated AFTER UPDATE ON users
  REFERENCING OLD TABLE AS ot NEW TABLE AS nt
  FOR EACH STATEMENT EXECUTE FUNCTION live_users_deactivated();
