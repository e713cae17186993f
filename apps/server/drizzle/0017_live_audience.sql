ALTER TABLE "live_events" ADD COLUMN "account_id" uuid;--> statement-breakpoint
ALTER TABLE "live_events" ADD COLUMN "prior" jsonb;--> statement-breakpoint
ALTER TABLE "live_events" DROP COLUMN "is_public";
--> statement-breakpoint
-- Who may read a live event is decided in one place, by each instance's LiveHub through
-- accounts.policy.ts (visitors: public, active, owner active, and what the account shares),
-- over the account's facts when the event is sent. The triggers below keep writing a row in the
-- writing transaction for every change users watch (no write path can forget one), but record
-- only what changed and whose it is: the account (account_id), its owner (owner_id) and the
-- payload (the domain's liveEventPayloadSchemas). No audience is computed here any more.
-- account.changed also carries the account's visibility facts from before the change (prior),
-- raw, so visitors who could see the account learn that it went.
--
-- An account's visibility facts (accounts.policy.ts's AccountVisibility without its owner), raw:
-- what account.changed records from before a change.
CREATE FUNCTION live_visibility_facts(a accounts, owner_active boolean) RETURNS jsonb
LANGUAGE sql STABLE AS $$
  SELECT jsonb_build_object('isPublic', a.is_public, 'isActive', a.is_active,
    'publicStats', a.public_stats, 'publicTrades', a.public_trades,
    'deleted', a.deleted_at IS NOT NULL, 'ownerActive', owner_active)
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION live_trades_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- A bulk write (an import, the demo's history) says so in its transaction (markBulkWrite in
  -- db/bulk-write.ts): it reports "analytics changed" once per account, not each trade.
  IF current_setting('pulso.bulk_write', true) IS DISTINCT FROM 'on' THEN
    INSERT INTO live_events (type, account_id, owner_id, data)
    SELECT 'trade.recorded', n.account_id, a.owner_id,
           jsonb_build_object('accountId', n.account_id, 'tradeId', n.id, 'side', n.type,
             'asset', n.asset, 'amount', trim_scale(n.amount)::text,
             'price', trim_scale(n.price)::text,
             'at', to_char(n.executed_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))
    FROM nt n JOIN accounts a ON a.id = n.account_id
    ORDER BY n.executed_at_ms;
  END IF;
  INSERT INTO live_events (type, account_id, owner_id, data)
  SELECT 'analytics.changed', a.id, a.owner_id, jsonb_build_object('accountId', a.id)
  FROM accounts a WHERE a.id IN (SELECT DISTINCT account_id FROM nt);
  PERFORM pg_notify('pulso_live', '');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION live_signals_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO live_events (type, account_id, owner_id, data)
  SELECT 'signal.accepted', n.account_id, a.owner_id,
         jsonb_build_object('signalId', n.id, 'accountId', n.account_id,
           'symbol', coalesce(n.payload->>'symbol', ''), 'side', coalesce(n.payload->>'action', ''))
  FROM nt n JOIN accounts a ON a.id = n.account_id;
  -- A copy: its receiver's owner and, when another user, the emitter's owner.
  INSERT INTO live_events (type, account_id, owner_id, data)
  SELECT 'copy.emitted', n.account_id, o.owner_id,
         jsonb_build_object('emitterAccountId', p.account_id, 'receiverAccountId', n.account_id,
           'signalId', n.id)
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
CREATE OR REPLACE FUNCTION live_signals_finished() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO live_events (type, account_id, owner_id, data)
  SELECT CASE n.status WHEN 'done' THEN 'signal.done' ELSE 'signal.failed' END,
         n.account_id, a.owner_id,
         CASE n.status
           WHEN 'done' THEN jsonb_build_object('signalId', n.id, 'accountId', n.account_id,
             'tradeId', (SELECT t.id FROM trades t WHERE t.signal_id = n.id))
           ELSE jsonb_build_object('signalId', n.id, 'accountId', n.account_id,
             'step', (SELECT r.action FROM receiver_logs r
                      WHERE r.parent_id = n.receiver_log_id AND r.status = 'failed'
                      ORDER BY r.created_at DESC LIMIT 1),
             'reason', coalesce(n.error, ''))
         END
  FROM nt n JOIN ot o ON o.id = n.id JOIN accounts a ON a.id = n.account_id
  WHERE n.status IN ('done', 'failed') AND o.status IS DISTINCT FROM n.status;
  PERFORM pg_notify('pulso_live', '');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION live_receiver_logs_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO live_events (type, account_id, owner_id, data)
  SELECT 'signal.step', n.account_id, a.owner_id,
         jsonb_build_object('signalId', n.signal_id, 'accountId', n.account_id, 'step', n.action,
           'status', CASE n.status WHEN 'failed' THEN 'error' ELSE 'success' END,
           'durationMs', n.duration_ms)
  FROM nt n JOIN accounts a ON a.id = n.account_id
  WHERE n.parent_id IS NOT NULL AND n.signal_id IS NOT NULL AND n.status <> 'pending';
  -- Each new entry of the receiver log (a signal's own log, or a refused delivery): nobody's
  -- (no owner), so admins only.
  INSERT INTO live_events (type, account_id, data)
  SELECT 'receiver-log.written', n.account_id,
         jsonb_build_object('logId', n.id, 'accountId', n.account_id)
  FROM nt n WHERE n.parent_id IS NULL;
  PERFORM pg_notify('pulso_live', '');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION live_receiver_logs_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO live_events (type, account_id, data)
  SELECT 'receiver-log.written', n.account_id,
         jsonb_build_object('logId', n.id, 'accountId', n.account_id)
  FROM nt n JOIN ot o ON o.id = n.id
  WHERE n.parent_id IS NULL AND o.status IS DISTINCT FROM n.status;
  PERFORM pg_notify('pulso_live', '');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION live_accounts_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO live_events (type, account_id, owner_id, data)
    SELECT 'account.changed', n.id, n.owner_id,
           jsonb_build_object('accountId', n.id, 'change', 'created')
    FROM nt n;
  ELSE
    INSERT INTO live_events (type, account_id, owner_id, data, prior)
    SELECT 'account.changed', n.id, n.owner_id,
           jsonb_build_object('accountId', n.id, 'change',
             CASE WHEN o.deleted_at IS NULL AND n.deleted_at IS NOT NULL THEN 'deleted'
                  WHEN o.webhook_secret_hash <> n.webhook_secret_hash THEN 'secret'
                  ELSE 'updated' END),
           live_visibility_facts(o, u.is_active)
    FROM nt n JOIN ot o ON o.id = n.id JOIN users u ON u.id = o.owner_id
    WHERE o IS DISTINCT FROM n;
  END IF;
  PERFORM pg_notify('pulso_live', '');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION live_deployments_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    INSERT INTO live_events (type, account_id, owner_id, data)
    SELECT 'deployment.changed', o.account_id, a.owner_id,
           jsonb_build_object('deploymentId', o.id, 'accountId', o.account_id, 'change', 'deleted')
    FROM ot o JOIN accounts a ON a.id = o.account_id;
  ELSIF TG_OP = 'INSERT' THEN
    INSERT INTO live_events (type, account_id, owner_id, data)
    SELECT 'deployment.changed', n.account_id, a.owner_id,
           jsonb_build_object('deploymentId', n.id, 'accountId', n.account_id, 'change', 'created')
    FROM nt n JOIN accounts a ON a.id = n.account_id;
  ELSE
    -- Claims and leases change rows too: only what a user sees is an event.
    INSERT INTO live_events (type, account_id, owner_id, data)
    SELECT 'deployment.changed', c.account_id, a.owner_id,
           jsonb_build_object('deploymentId', c.id, 'accountId', c.account_id, 'change', c.change)
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
-- An owner (de)activated: the visibility of each of their accounts changed with them, so each
-- gets an account.changed with its facts from before (visitors who saw it learn that it went).
CREATE FUNCTION live_owners_activation_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO live_events (type, account_id, owner_id, data, prior)
  SELECT 'account.changed', a.id, a.owner_id,
         jsonb_build_object('accountId', a.id, 'change', 'updated'),
         live_visibility_facts(a, o.is_active)
  FROM nt n JOIN ot o ON o.id = n.id JOIN accounts a ON a.owner_id = n.id
  WHERE o.is_active IS DISTINCT FROM n.is_active AND a.deleted_at IS NULL;
  -- Sign-ins and profile edits change users too: only this wakes the instances.
  IF FOUND THEN
    PERFORM pg_notify('pulso_live', '');
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER live_owners_activation_changed AFTER UPDATE ON users
  REFERENCING OLD TABLE AS ot NEW TABLE AS nt
  FOR EACH STATEMENT EXECUTE FUNCTION live_owners_activation_changed();
