CREATE TABLE "trade_aggregate_versions" (
	"account_id" uuid PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trade_aggregates" (
	"account_id" uuid NOT NULL,
	"period_ms" integer NOT NULL,
	"asset" text NOT NULL,
	"bucket_ms" bigint NOT NULL,
	"trade_count" integer NOT NULL,
	"buy_count" integer NOT NULL,
	"sell_count" integer NOT NULL,
	"buy_volume" numeric(38, 18) NOT NULL,
	"sell_volume" numeric(38, 18) NOT NULL,
	"buy_quantity" numeric(38, 18) NOT NULL,
	"sell_quantity" numeric(38, 18) NOT NULL,
	"realized_pnl" numeric(38, 18) NOT NULL,
	"fees" numeric(38, 18) NOT NULL,
	"closing_count" integer NOT NULL,
	"wins" integer NOT NULL,
	"losses" integer NOT NULL,
	"best_trade" numeric(38, 18),
	"worst_trade" numeric(38, 18),
	"opened_notional" numeric(38, 18) NOT NULL,
	"foreign_count" integer NOT NULL,
	CONSTRAINT "trade_aggregates_account_id_period_ms_bucket_ms_asset_pk" PRIMARY KEY("account_id","period_ms","bucket_ms","asset")
);
--> statement-breakpoint
ALTER TABLE "trade_aggregate_versions" ADD CONSTRAINT "trade_aggregate_versions_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_aggregates" ADD CONSTRAINT "trade_aggregates_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;