-- Issue 37: the approval queue. An account with approval_minutes holds each order as a pending
-- order its owner approves (once) or rejects before it expires.
ALTER TABLE "accounts" ADD COLUMN "approval_minutes" integer;
--> statement-breakpoint
CREATE TABLE "pending_orders" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "account_id" uuid NOT NULL REFERENCES "accounts"("id") ON DELETE CASCADE,
  "signal_id" uuid NOT NULL REFERENCES "signals"("id") ON DELETE CASCADE,
  "source" text NOT NULL,
  "payload" jsonb NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "expires_at" timestamp with time zone NOT NULL,
  "state" text DEFAULT 'pending' NOT NULL,
  "decided_at" timestamp with time zone,
  "decided_by" uuid REFERENCES "users"("id") ON DELETE SET NULL,
  "approved_signal_id" uuid REFERENCES "signals"("id") ON DELETE SET NULL,
  CONSTRAINT "pending_orders_state_check" CHECK ("state" IN ('pending', 'approved', 'rejected'))
);
--> statement-breakpoint
-- A held signal is held once, even when its batch is retried.
CREATE UNIQUE INDEX "pending_orders_signal_idx" ON "pending_orders" USING btree ("signal_id");
--> statement-breakpoint
CREATE INDEX "pending_orders_account_idx" ON "pending_orders" USING btree ("account_id","created_at");
--> statement-breakpoint
-- The owner's account page follows its pending orders.
CREATE FUNCTION live_pending_orders_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO live_events (type, account_id, owner_id, data)
  SELECT 'approvals.changed', a.id, a.owner_id, jsonb_build_object('accountId', a.id)
  FROM accounts a WHERE a.id IN (SELECT DISTINCT account_id FROM nt);
  PERFORM pg_notify('pulso_live', '');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER live_pending_orders_inserted AFTER INSERT ON pending_orders
  REFERENCING NEW TABLE AS nt FOR EACH STATEMENT EXECUTE FUNCTION live_pending_orders_changed();
--> statement-breakpoint
CREATE TRIGGER live_pending_orders_updated AFTER UPDATE ON pending_orders
  REFERENCING NEW TABLE AS nt FOR EACH STATEMENT EXECUTE FUNCTION live_pending_orders_changed();
