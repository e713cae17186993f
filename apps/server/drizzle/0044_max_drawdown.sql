-- Issue 37: a maximum drawdown on an account. A watch reads its PnL each minute against its best
-- since the limit was set or the account resumed; past the limit it pauses the account's entries
-- (and may close its positions) once, claimed by setting stopped_at_ms.
ALTER TABLE "accounts" ADD COLUMN "max_drawdown" numeric(38, 18);
--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "close_at_max_drawdown" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
CREATE TABLE "account_drawdown_marks" (
  "account_id" uuid PRIMARY KEY NOT NULL REFERENCES "accounts"("id") ON DELETE CASCADE,
  "high_water" numeric(38, 18) NOT NULL,
  "below" numeric(38, 18) NOT NULL,
  "read_at_ms" bigint NOT NULL,
  "stopped_at_ms" bigint
);
