CREATE TABLE "deleted_trades" (
	"account_id" uuid NOT NULL,
	"identity" text NOT NULL,
	"trade_id" uuid NOT NULL,
	"trade" jsonb NOT NULL,
	"executed_at_ms" bigint NOT NULL,
	"deleted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deleted_trades_account_id_identity_pk" PRIMARY KEY("account_id","identity")
);
--> statement-breakpoint
ALTER TABLE "deleted_trades" ADD CONSTRAINT "deleted_trades_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "deleted_trades_account_time_idx" ON "deleted_trades" USING btree ("account_id","deleted_at");
