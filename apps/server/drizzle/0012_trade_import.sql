ALTER TABLE "trades" ADD COLUMN "ledger_price" numeric(38, 18);--> statement-breakpoint
ALTER TABLE "trades" ADD COLUMN "external_id" text;--> statement-breakpoint
CREATE UNIQUE INDEX "trades_external_idx" ON "trades" USING btree ("account_id","external_id");
