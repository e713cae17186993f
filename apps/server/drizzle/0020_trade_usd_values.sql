-- Issue 33: a trade's fee in USD is converted once, when the trade is written, and stored with it
-- (beside ledger_price, its USD price when the quote is not USD-like). Null: no price was known
-- then; the analytics convert it when read (a price learnt later) or report it unpriced.
ALTER TABLE "trades" ADD COLUMN "fee_usd" numeric(38, 18);
--> statement-breakpoint
-- The few trades whose quote had no USD price when written (their book's ledger counted them in
-- the quote): the analytics leave such a book's position unmarked rather than mix currencies.
CREATE INDEX "trades_unpriced_quote_idx" ON "trades" USING btree ("account_id","asset","executed_at_ms") WHERE quote_asset <> ALL (ARRAY['USDT','USDC','BUSD','USD','DAI','TUSD']::text[]) AND ledger_price IS NULL;
--> statement-breakpoint
-- What SQL can say from the row itself: no fee, a USD-like fee, a fee in the base or the quote
-- coin at the trade's USD price. A fee in another coin (BNB) stays null until converted.
UPDATE "trades" SET "fee_usd" = CASE
  WHEN "fee" = 0 THEN 0
  WHEN "fee_asset" IN ('USDT', 'USDC', 'BUSD', 'USD', 'DAI', 'TUSD') THEN "fee"
  WHEN "fee_asset" = "asset" AND "ledger_price" IS NOT NULL THEN "fee" * "ledger_price"
  WHEN "fee_asset" = "asset" AND "quote_asset" IN ('USDT', 'USDC', 'BUSD', 'USD', 'DAI', 'TUSD') THEN "fee" * "price"
  WHEN "fee_asset" = "quote_asset" AND "ledger_price" IS NOT NULL AND "price" <> 0 THEN "fee" * "ledger_price" / "price"
END;
--> statement-breakpoint
-- The rollups now sum every trade whose USD values are stored (a BTC-quoted trade with its
-- ledger price included): rebuilt from the trades as the ledger's rebuild does.
DELETE FROM "trade_aggregates";
--> statement-breakpoint
INSERT INTO "trade_aggregates" (account_id, period_ms, asset, bucket_ms, trade_count, buy_count, sell_count, buy_volume, sell_volume, buy_quantity, sell_quantity, realized_pnl, fees, closing_count, wins, losses, best_trade, worst_trade, opened_notional, foreign_count)
SELECT account_id, 3600000, asset, (executed_at_ms / 3600000::bigint) * 3600000::bigint,
  count(*) filter (where not is_foreign)::int,
  count(*) filter (where not is_foreign and type = 'buy')::int,
  count(*) filter (where not is_foreign and type = 'sell')::int,
  coalesce(sum(amount * price_usd) filter (where not is_foreign and type = 'buy'), 0),
  coalesce(sum(amount * price_usd) filter (where not is_foreign and type = 'sell'), 0),
  coalesce(sum(amount) filter (where not is_foreign and type = 'buy'), 0),
  coalesce(sum(amount) filter (where not is_foreign and type = 'sell'), 0),
  coalesce(sum(realized_pnl) filter (where not is_foreign), 0),
  coalesce(sum(fee_usd) filter (where not is_foreign), 0),
  count(*) filter (where not is_foreign and is_closing)::int,
  count(*) filter (where not is_foreign and is_closing and realized_pnl > 0)::int,
  count(*) filter (where not is_foreign and is_closing and realized_pnl < 0)::int,
  max(realized_pnl) filter (where not is_foreign and is_closing),
  min(realized_pnl) filter (where not is_foreign and is_closing),
  coalesce(sum(opened_notional) filter (where not is_foreign), 0),
  count(*) filter (where is_foreign)::int
FROM (
  SELECT trades.*, coalesce(ledger_price, price) AS price_usd,
    ((quote_asset NOT IN ('USDT', 'USDC', 'BUSD', 'USD', 'DAI', 'TUSD') AND ledger_price IS NULL) OR fee_usd IS NULL) AS is_foreign
  FROM trades
) t
GROUP BY account_id, asset, 4;
--> statement-breakpoint
INSERT INTO "trade_aggregates" (account_id, period_ms, asset, bucket_ms, trade_count, buy_count, sell_count, buy_volume, sell_volume, buy_quantity, sell_quantity, realized_pnl, fees, closing_count, wins, losses, best_trade, worst_trade, opened_notional, foreign_count)
SELECT account_id, 3600000, '*', bucket_ms, sum(trade_count)::int, sum(buy_count)::int, sum(sell_count)::int,
  sum(buy_volume), sum(sell_volume), sum(buy_quantity), sum(sell_quantity), sum(realized_pnl), sum(fees),
  sum(closing_count)::int, sum(wins)::int, sum(losses)::int, max(best_trade), min(worst_trade),
  sum(opened_notional), sum(foreign_count)::int
FROM "trade_aggregates" WHERE period_ms = 3600000 AND asset <> '*'
GROUP BY account_id, bucket_ms;
--> statement-breakpoint
INSERT INTO "trade_aggregates" (account_id, period_ms, asset, bucket_ms, trade_count, buy_count, sell_count, buy_volume, sell_volume, buy_quantity, sell_quantity, realized_pnl, fees, closing_count, wins, losses, best_trade, worst_trade, opened_notional, foreign_count)
SELECT account_id, 86400000, asset, (bucket_ms / 86400000::bigint) * 86400000::bigint, sum(trade_count)::int, sum(buy_count)::int, sum(sell_count)::int,
  sum(buy_volume), sum(sell_volume), sum(buy_quantity), sum(sell_quantity), sum(realized_pnl), sum(fees),
  sum(closing_count)::int, sum(wins)::int, sum(losses)::int, max(best_trade), min(worst_trade),
  sum(opened_notional), sum(foreign_count)::int
FROM "trade_aggregates" WHERE period_ms = 3600000
GROUP BY account_id, asset, 4;
--> statement-breakpoint
INSERT INTO "trade_aggregates" (account_id, period_ms, asset, bucket_ms, trade_count, buy_count, sell_count, buy_volume, sell_volume, buy_quantity, sell_quantity, realized_pnl, fees, closing_count, wins, losses, best_trade, worst_trade, opened_notional, foreign_count)
SELECT account_id, 604800000, asset, (bucket_ms / 604800000::bigint) * 604800000::bigint, sum(trade_count)::int, sum(buy_count)::int, sum(sell_count)::int,
  sum(buy_volume), sum(sell_volume), sum(buy_quantity), sum(sell_quantity), sum(realized_pnl), sum(fees),
  sum(closing_count)::int, sum(wins)::int, sum(losses)::int, max(best_trade), min(worst_trade),
  sum(opened_notional), sum(foreign_count)::int
FROM "trade_aggregates" WHERE period_ms = 86400000
GROUP BY account_id, asset, 4;
--> statement-breakpoint
UPDATE "trade_aggregate_versions" SET "version" = "version" + 1;
