-- Weeks start on Monday 00:00 UTC, as the exchanges' weekly candles and Pulso's own 1w candles do.
-- The weekly rollups were cut from the epoch (1970-01-01, a Thursday): they are summed again from
-- the daily rows, which tile both, and every account's aggregate version moves so no figures cached
-- under the old weeks are served again.
DELETE FROM trade_aggregates WHERE period_ms = 604800000;
--> statement-breakpoint
INSERT INTO trade_aggregates (account_id, period_ms, asset, bucket_ms, trade_count, buy_count,
  sell_count, buy_volume, sell_volume, buy_quantity, sell_quantity, realized_pnl, fees,
  closing_count, wins, losses, best_trade, worst_trade, opened_notional, foreign_count)
SELECT account_id, 604800000, asset, ((bucket_ms - 345600000) / 604800000) * 604800000 + 345600000,
  sum(trade_count)::int, sum(buy_count)::int, sum(sell_count)::int, sum(buy_volume),
  sum(sell_volume), sum(buy_quantity), sum(sell_quantity), sum(realized_pnl), sum(fees),
  sum(closing_count)::int, sum(wins)::int, sum(losses)::int, max(best_trade), min(worst_trade),
  sum(opened_notional), sum(foreign_count)::int
FROM trade_aggregates
WHERE period_ms = 86400000
GROUP BY account_id, asset, 4;
--> statement-breakpoint
UPDATE trade_aggregate_versions SET version = version + 1;
