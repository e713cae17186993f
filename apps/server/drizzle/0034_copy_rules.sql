-- Issue 37: a copy link's rules (sizing, caps, slippage guard), and the copy ledger: for every
-- leader trade, one row per receiver active then, saying what its copy did and why.
ALTER TABLE "copy_trades" ADD COLUMN "settings" jsonb DEFAULT '{"sizing":"multiplier","belowMinimum":"skip"}'::jsonb NOT NULL;
--> statement-breakpoint
CREATE TABLE "copy_ledger" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"copy_trade_id" uuid,
	"emitter_account_id" uuid NOT NULL,
	"receiver_account_id" uuid NOT NULL,
	"leader_signal_id" uuid NOT NULL,
	"signal_id" uuid NOT NULL,
	"symbol" text NOT NULL,
	"side" text NOT NULL,
	"outcome" text NOT NULL,
	"rule" text,
	"message" text NOT NULL,
	"figures" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "copy_ledger" ADD CONSTRAINT "copy_ledger_copy_trade_id_copy_trades_id_fk" FOREIGN KEY ("copy_trade_id") REFERENCES "public"."copy_trades"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "copy_ledger" ADD CONSTRAINT "copy_ledger_receiver_account_id_accounts_id_fk" FOREIGN KEY ("receiver_account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "copy_ledger_signal_idx" ON "copy_ledger" USING btree ("signal_id");
--> statement-breakpoint
CREATE INDEX "copy_ledger_receiver_idx" ON "copy_ledger" USING btree ("receiver_account_id","created_at");
--> statement-breakpoint
CREATE INDEX "copy_ledger_emitter_idx" ON "copy_ledger" USING btree ("emitter_account_id","created_at");
--> statement-breakpoint
-- The receiving account's page follows its ledger: one copies.changed per account per statement
-- (the signals' end statement inserts into it every time, mostly nothing).
CREATE FUNCTION live_copy_ledger_written() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM nt) THEN RETURN NULL; END IF;
  INSERT INTO live_events (type, account_id, owner_id, data)
  SELECT 'copies.changed', a.id, a.owner_id, jsonb_build_object('accountId', a.id)
  FROM accounts a WHERE a.id IN (SELECT DISTINCT receiver_account_id FROM nt);
  PERFORM pg_notify('pulso_live', '');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER live_copy_ledger_inserted AFTER INSERT ON copy_ledger
  REFERENCING NEW TABLE AS nt FOR EACH STATEMENT EXECUTE FUNCTION live_copy_ledger_written();
