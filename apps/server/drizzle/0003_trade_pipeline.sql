CREATE TABLE "copy_trades" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"emitter_account_id" uuid NOT NULL,
	"receiver_account_id" uuid NOT NULL,
	"multiplier" numeric(38, 18) DEFAULT '1' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "paper_balances" (
	"account_id" uuid NOT NULL,
	"asset" text NOT NULL,
	"free" numeric(38, 18) DEFAULT '0' NOT NULL,
	"borrowed" numeric(38, 18) DEFAULT '0' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "paper_balances_account_id_asset_pk" PRIMARY KEY("account_id","asset")
);
--> statement-breakpoint
CREATE TABLE "receiver_logs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"parent_id" uuid,
	"account_id" uuid,
	"signal_id" uuid,
	"action" text NOT NULL,
	"status" text NOT NULL,
	"message" text,
	"duration_ms" integer,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "signals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"idempotency_key" text NOT NULL,
	"source" text NOT NULL,
	"payload" jsonb NOT NULL,
	"parent_signal_id" uuid,
	"receiver_log_id" uuid NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"lease_until" timestamp with time zone,
	"error" text,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "trades" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"signal_id" uuid,
	"source" text NOT NULL,
	"type" text NOT NULL,
	"symbol" text NOT NULL,
	"asset" text NOT NULL,
	"quote_asset" text NOT NULL,
	"exchange" text NOT NULL,
	"amount" numeric(38, 18) NOT NULL,
	"price" numeric(38, 18) NOT NULL,
	"total" numeric(38, 18) NOT NULL,
	"fee" numeric(38, 18) DEFAULT '0' NOT NULL,
	"fee_asset" text NOT NULL,
	"order_id" text,
	"exchange_order_id" text,
	"executed_at" timestamp with time zone NOT NULL,
	"executed_at_ms" bigint NOT NULL,
	"position_after" numeric(38, 18) NOT NULL,
	"average_price_after" numeric(38, 18) NOT NULL,
	"realized_pnl" numeric(38, 18) NOT NULL,
	"is_closing" boolean NOT NULL,
	"opened_notional" numeric(38, 18) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "webhook_ip_allowlist" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "copy_trades" ADD CONSTRAINT "copy_trades_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "copy_trades" ADD CONSTRAINT "copy_trades_emitter_account_id_accounts_id_fk" FOREIGN KEY ("emitter_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "copy_trades" ADD CONSTRAINT "copy_trades_receiver_account_id_accounts_id_fk" FOREIGN KEY ("receiver_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "paper_balances" ADD CONSTRAINT "paper_balances_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signals" ADD CONSTRAINT "signals_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trades" ADD CONSTRAINT "trades_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "copy_trades_pair_idx" ON "copy_trades" USING btree ("emitter_account_id","receiver_account_id");--> statement-breakpoint
CREATE INDEX "copy_trades_owner_idx" ON "copy_trades" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "receiver_logs_parent_idx" ON "receiver_logs" USING btree ("parent_id","created_at");--> statement-breakpoint
CREATE INDEX "receiver_logs_list_idx" ON "receiver_logs" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "receiver_logs_account_idx" ON "receiver_logs" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "signals_idempotency_idx" ON "signals" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "signals_claim_idx" ON "signals" USING btree ("status","received_at");--> statement-breakpoint
CREATE INDEX "signals_account_idx" ON "signals" USING btree ("account_id","received_at");--> statement-breakpoint
CREATE UNIQUE INDEX "trades_signal_idx" ON "trades" USING btree ("signal_id");--> statement-breakpoint
CREATE INDEX "trades_account_time_idx" ON "trades" USING btree ("account_id","executed_at_ms");--> statement-breakpoint
CREATE INDEX "trades_account_asset_time_idx" ON "trades" USING btree ("account_id","asset","executed_at_ms");