-- Issue 37: an account's trading windows (in its owner's time zone): outside them it opens and adds
-- to no position; with close_at_window_end, its open positions are closed at each window's end.
ALTER TABLE "accounts" ADD COLUMN "trading_windows" jsonb;
--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "close_at_window_end" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
-- The last window end each account was closed at (or its windows set at): the claim that closes an
-- end once across instances. Its own table, so a close does not empty the caches of accounts.
CREATE TABLE "account_window_closes" (
  "account_id" uuid PRIMARY KEY NOT NULL REFERENCES "accounts"("id") ON DELETE CASCADE,
  "closed_at_ms" bigint NOT NULL
);
