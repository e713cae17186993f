import {
  barsInside,
  Decimal,
  excursionGrouping,
  GROUPING_INTERVAL_SECONDS,
  isExchangeCode,
  isSupportedSymbol,
  tripExcursion,
  type ExcursionsResponse,
} from '@pulso/domain';
import type { Gate } from '../../lib/gate';
import type { MarketSource } from '../market-data';
import type { ExcursionsRepository, KeyedTripRow, TripKey } from './excursions.repository';
import { reviewBusy, type Journals } from './review';

/** Trips whose candles one read asks the market for at once. */
const CANDLE_READS_AT_ONCE = 4;

/**
 * MAE and MFE of closed round trips from the market's candles (domain/excursions.ts). Which
 * accounts the caller may read is decided before (TradeAnalysisService.readableAccounts or
 * publicAccounts): every key's account is one of them.
 */
export class ExcursionsService {
  constructor(
    /** The reviews' gate (review.ts): an excursions read takes one of its places. */
    private readonly gate: Gate,
    private readonly trips: ExcursionsRepository,
    private readonly market: () => MarketSource,
    private readonly clock: () => number = Date.now,
  ) {}

  async of(
    keys: readonly TripKey[],
    /** Whose journal stops the viewer reads (as the review's R): all, or published journals'. */
    journals: Journals,
  ): Promise<ExcursionsResponse> {
    return this.gate.run(async () => {
      const rows = await this.trips.byKeys(keys, journals);
      const data: ExcursionsResponse['data'] = new Array(rows.length);
      let next = 0;
      const worker = async () => {
        for (let i = next++; i < rows.length; i = next++) data[i] = await this.one(rows[i]!);
      };
      await Promise.all(Array.from({ length: CANDLE_READS_AT_ONCE }, worker));
      // Back in the order asked (the database answers in its own).
      const order = new Map(keys.map((k, i) => [`${k.accountId}|${k.asset}|${k.openedAtMs}`, i]));
      const at = (d: (typeof data)[number]) =>
        order.get(`${d.accountId}|${d.asset}|${d.openedAtMs}`) ?? 0;
      return { data: data.sort((a, b) => at(a) - at(b)) };
    }, reviewBusy);
  }

  private async one(row: KeyedTripRow): Promise<ExcursionsResponse['data'][number]> {
    const openedAtMs = Number(row.opened_at_ms);
    const closedAtMs = Number(row.closed_at_ms);
    const key = { accountId: row.account_id, asset: row.asset, openedAtMs };
    // A market Pulso has no candles of (an imported coin, a quote with no USD price): no guess.
    if (!isSupportedSymbol(row.symbol) || !isExchangeCode(row.exchange) || row.unpriced_quote) {
      return { ...key, excursion: null };
    }
    const usdPerQuote = new Decimal(row.open_usd_price).div(row.open_price);
    const grouping = excursionGrouping(closedAtMs - openedAtMs);
    const { first, count } = barsInside(openedAtMs, closedAtMs, grouping);
    const now = this.clock();
    const candles =
      count === 0
        ? []
        : (
            await this.market().candles({
              exchange: row.exchange,
              symbol: row.symbol,
              grouping,
              start: first,
              end: Math.min(first + (count - 1) * GROUPING_INTERVAL_SECONDS[grouping] * 1000, now),
              now,
            })
          ).data;
    const stop = row.stop_price === null ? null : new Decimal(row.stop_price);
    return {
      ...key,
      excursion: tripExcursion(
        {
          side: row.side,
          openedAtMs,
          closedAtMs,
          quantity: row.entered,
          // The ledger's averages are USD: back to the quote's units, as the candles are.
          entryPrice: new Decimal(row.entered_notional).div(row.entered).div(usdPerQuote).toFixed(),
          exitPrice: new Decimal(row.exited_notional).div(row.exited).div(usdPerQuote).toFixed(),
          usdPerQuote: usdPerQuote.toFixed(),
          // The R of the review (round-trips.repository): the opening fill's risk to the stop.
          riskUsd:
            stop === null
              ? undefined
              : stop
                  .minus(row.open_price)
                  .abs()
                  .times(row.open_quantity)
                  .times(usdPerQuote)
                  .toFixed(),
        },
        grouping,
        candles,
      ),
    };
  }
}
