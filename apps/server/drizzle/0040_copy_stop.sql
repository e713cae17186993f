-- Issue 37: a copy link's stop-copy rule. The follower's high-water mark (US$ equity, highest since
-- the rule was set or the link resumed) and, once the rule stopped the link, what it read and did.
ALTER TABLE "copy_trades" ADD COLUMN "stop_high_water" numeric(38, 18);
--> statement-breakpoint
ALTER TABLE "copy_trades" ADD COLUMN "stopped" jsonb;
--> statement-breakpoint
-- The symbols a link copied (what its stop closes), and its rows' unlinking when it is deleted.
CREATE INDEX "copy_ledger_link_idx" ON "copy_ledger" USING btree ("copy_trade_id","symbol");
--> statement-breakpoint
-- A link the stop-copy rule stopped: its owner's copy trades page and receiving account follow it.
CREATE FUNCTION live_copy_stopped() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO live_events (type, account_id, owner_id, data)
  SELECT 'copies.changed', a.id, a.owner_id, jsonb_build_object('accountId', a.id)
  FROM accounts a WHERE a.id = NEW.receiver_account_id;
  PERFORM pg_notify('pulso_live', '');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER live_copy_stopped AFTER UPDATE OF stopped ON copy_trades
  FOR EACH ROW WHEN (NEW.stopped IS NOT NULL AND OLD.stopped IS NULL)
  EXECUTE FUNCTION live_copy_stopped();
