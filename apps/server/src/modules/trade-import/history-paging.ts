import type { AccountType } from '@pulso/domain';
import type { Exchange } from 'ccxt';

/**
 * How a sync walks an account's trade history on an exchange, as ccxt describes the exchange:
 * page size, the window of time one request may cover, how far back it keeps trades, and
 * whether it pages by trade id (Binance) or by time.
 */
const DAY_MS = 86_400_000;
/** The last minutes of history a sync reads again the next time (trades the API shows late). */
const SETTLE_MS = 5 * 60_000;

interface HistoryFeature {
  limit?: number;
  untilDays?: number;
  daysBack?: number;
}

/**
 * How the exchange pages an account's trade history, as ccxt describes it (`features`): the most
 * trades per request, the longest window of time one request may cover, and how far back it
 * keeps them.
 */
export function historyPaging(
  exchange: Exchange,
  accountType: AccountType,
  pageBy?: 'time' | 'id',
) {
  const features = exchange.features as
    | {
        spot?: { fetchMyTrades?: HistoryFeature };
        swap?: { linear?: { fetchMyTrades?: HistoryFeature } };
      }
    | undefined;
  const feature =
    (accountType === 'future'
      ? features?.swap?.linear?.fetchMyTrades
      : features?.spot?.fetchMyTrades) ?? {};
  return {
    limit: Math.min(feature.limit ?? 100, 1000),
    windowMs: (feature.untilDays ?? 7) * DAY_MS,
    reachMs: feature.daysBack ? feature.daysBack * DAY_MS : undefined,
    // Binance pages a market's history by trade id with no window (`fromId`): a market is one
    // request per 1,000 trades instead of one per day (its day-long windows cost 90 requests
    // a market for 90 days, at a weight of 20 each).
    byId: pageBy ? pageBy === 'id' : exchange.id === 'binance',
  };
}

/** What paging reads of a page's records (trades, funding payments). */
export interface HistoryEntry {
  timestamp?: number | undefined;
  id?: string | undefined;
}

/** How a market's history is walked: where the cursor starts, each request, the next cursor. */
export interface Pager {
  /** The cursor's key beside the market's symbol (a time and an id are not the same cursor). */
  suffix: string;
  first: number;
  ask(cursor: number): { since: number | undefined; params: Record<string, unknown> };
  after(cursor: number, page: readonly HistoryEntry[]): { next: number; done: boolean };
}

/**
 * By time: one window per request (Bybit and KuCoin a week, Bitget spot 90 days),
 * oldest trades first; a full page is followed within its window, a short one moves on.
 */
export function timePager(
  paging: { limit: number; windowMs: number },
  start: number,
  now: number,
): Pager {
  const until = (since: number) => Math.min(since + paging.windowMs - 1, now);
  return {
    suffix: '',
    first: start,
    ask: (since) => ({ since, params: { until: until(since) } }),
    after(since, page) {
      const end = until(since);
      if (page.length >= paging.limit) {
        const last = Math.max(since, ...page.map((t) => t.timestamp ?? 0));
        // A full page whose trades all share `since`'s millisecond would be asked for again.
        return { next: last === since ? since + 1 : last, done: false };
      }
      // The last minutes are read again next time: a trade may reach the API late.
      return { next: Math.max(since, Math.min(end + 1, now - SETTLE_MS)), done: end >= now };
    },
  };
}

/** By trade id (Binance): from the market's first trade, 1,000 per request. */
export function idPager(limit: number): Pager {
  return {
    suffix: '#id',
    first: 0,
    ask: (fromId) => ({ since: undefined, params: { fromId } }),
    after(fromId, page) {
      const ids = page.map((t) => Number(t.id)).filter(Number.isFinite);
      const next = ids.length ? Math.max(fromId, ...ids) + 1 : fromId;
      return { next, done: page.length < limit };
    },
  };
}

const margin: Partial<Record<AccountType, string>> = {
  crossMargin: 'cross',
  isolatedMargin: 'isolated',
};
export const marginParams = (accountType: AccountType) => {
  const mode = margin[accountType];
  return mode ? { marginMode: mode } : {};
};
