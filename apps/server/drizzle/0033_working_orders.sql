-- Issue 36: orders that wait for a price (limit and stop entries, a position's stop-loss,
-- take-profits and trailing stop), checked against each closed 1-minute candle.
CREATE TABLE "working_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"signal_id" uuid NOT NULL,
	"source" text NOT NULL,
	"exchange" text NOT NULL,
	"symbol" text NOT NULL,
	"base" text NOT NULL,
	"quote" text NOT NULL,
	"side" text NOT NULL,
	"kind" text NOT NULL,
	"quantity" numeric(38, 18) NOT NULL,
	"trigger_price" numeric(38, 18),
	"limit_price" numeric(38, 18),
	"trail" jsonb,
	"group_id" uuid,
	"move_stop_to" numeric(38, 18),
	"protection" jsonb,
	"status" text DEFAULT 'open' NOT NULL,
	"reason" text,
	"fill_signal_id" uuid,
	"venue" text DEFAULT 'pulso' NOT NULL,
	"exchange_order_id" text,
	"exchange_status" text,
	"created_at_ms" bigint NOT NULL,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "working_orders" ADD CONSTRAINT "working_orders_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "working_orders_open_idx" ON "working_orders" USING btree ("exchange","symbol") WHERE status = 'open';
--> statement-breakpoint
CREATE INDEX "working_orders_account_idx" ON "working_orders" USING btree ("account_id","created_at");
--> statement-breakpoint
CREATE TABLE "working_order_marks" (
	"exchange" text NOT NULL,
	"symbol" text NOT NULL,
	"checked_ms" bigint NOT NULL,
	CONSTRAINT "working_order_marks_exchange_symbol_pk" PRIMARY KEY("exchange","symbol")
);
--> statement-breakpoint
-- The owner's page follows its orders: one orders.changed per account whose orders were placed
-- or changed what the page shows (not the worker's marks).
CREATE FUNCTION live_working_orders_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO live_events (type, account_id, owner_id, data)
  SELECT 'orders.changed', a.id, a.owner_id, jsonb_build_object('accountId', a.id)
  FROM accounts a WHERE a.id IN (SELECT DISTINCT account_id FROM nt);
  PERFORM pg_notify('pulso_live', '');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER live_working_orders_inserted AFTER INSERT ON working_orders
  REFERENCING NEW TABLE AS nt FOR EACH STATEMENT EXECUTE FUNCTION live_working_orders_changed();
--> statement-breakpoint
CREATE TRIGGER live_working_orders_updated AFTER UPDATE ON working_orders
  REFERENCING NEW TABLE AS nt FOR EACH STATEMENT EXECUTE FUNCTION live_working_orders_changed();
