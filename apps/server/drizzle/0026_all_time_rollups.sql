-- Issue 33 (analytics of 50 coins): each asset's whole history in one rollup row per account
-- (period 0, bucket 0), summed from its weekly rows, so a range that holds every trade of its
-- accounts reads one row per asset instead of every week. The ledger keeps them from here on.
DELETE FROM "trade_aggregates" WHERE period_ms = 0;
--> statement-breakpoint
INSERT INTO "trade_aggregates" (account_id, period_ms, asset, bucket_ms, trade_count, buy_count, sell_count, buy_volume, sell_volume, buy_quantity, sell_quantity, realized_pnl, fees, closing_count, wins, losses, best_trade, worst_trade, opened_notional, foreign_count)
SELECT account_id, 0, asset, 0, sum(trade_count)::int, sum(buy_count)::int, sum(sell_count)::int,
  sum(buy_volume), sum(sell_volume), sum(buy_quantity), sum(sell_quantity), sum(realized_pnl), sum(fees),
  sum(closing_count)::int, sum(wins)::int, sum(losses)::int, max(best_trade), min(worst_trade),
  sum(opened_notional), sum(foreign_count)::int
FROM "trade_aggregates" WHERE period_ms = 604800000
GROUP BY account_id, asset;
--> statement-breakpoint
UPDATE "trade_aggregate_versions" SET "version" = "version" + 1;
