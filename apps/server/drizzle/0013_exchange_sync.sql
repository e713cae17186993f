CREATE TABLE "exchange_syncs" (
	"account_id" uuid PRIMARY KEY NOT NULL,
	"state" text NOT NULL,
	"since" timestamp with time zone NOT NULL,
	"cursors" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"heartbeat_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"last_success_at" timestamp with time zone,
	"markets_done" integer DEFAULT 0 NOT NULL,
	"markets_total" integer DEFAULT 0 NOT NULL,
	"trades_imported" integer DEFAULT 0 NOT NULL,
	"last_run_trades" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"balances" jsonb,
	"balances_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "exchange_syncs" ADD CONSTRAINT "exchange_syncs_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "exchange_syncs_state_idx" ON "exchange_syncs" USING btree ("state","requested_at");
