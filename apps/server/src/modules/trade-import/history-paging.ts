import type { AccountType, ExchangeCode } from '@pulso/domain';
import type { Exchange } from 'ccxt';
import { SyncRefused } from './exchange-trades';

/**
 * How a sync walks an account's trade history on an exchange, as ccxt describes the exchange:
 * page size, the window of time one request may cover, how far back it keeps trades, and
 * whether it pages by trade id (Binance) or by time.
 */
const DAY_MS = 86_400_000;
/** Funding payments asked for per request (every exchange answers at least 100). */
export const FUNDING_PAGE = 100;
/** The last minutes of history a sync reads again the next time (trades the API shows late). */
const SETTLE_MS = 5 * 60_000;
/**
 * Exchanges whose histories answer a window's newest records first (Bybit's executions, KuCoin's
 * fills, Bitget's spot fills): a full page is the newest of its window, and the rest of the
 * window ends where the page starts.
 */
const NEWEST_FIRST = new Set(['bybit', 'kucoin', 'bitget']);

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
  const limit = Math.min(feature.limit ?? 100, 1000);
  return {
    limit,
    windowMs: (feature.untilDays ?? 7) * DAY_MS,
    reachMs: feature.daysBack ? feature.daysBack * DAY_MS : undefined,
    // Binance pages a market's history by trade id with no window (`fromId`): a market is one
    // request per 1,000 trades instead of one per day (its day-long windows cost 90 requests
    // a market for 90 days, at a weight of 20 each).
    byId: pageBy ? pageBy === 'id' : exchange.id === 'binance',
    newestFirst: NEWEST_FIRST.has(exchange.id),
    // ccxt asks KuCoin's fills with no page size, and KuCoin answers 50: less than a page here.
    params: exchange.id === 'kucoin' ? { pageSize: limit } : {},
    /** How funding payments are paged (the most a request answers, and how to ask for it). */
    funding: {
      limit: FUNDING_PAGE,
      windowMs: (feature.untilDays ?? 7) * DAY_MS,
      newestFirst: NEWEST_FIRST.has(exchange.id),
      // ccxt asks Bybit's with `size`, which it ignores (answering 50): its name is `limit`.
      params: exchange.id === 'bybit' ? { limit: FUNDING_PAGE } : {},
    },
  };
}

/**
 * A funding request's parameters as the exchange's ccxt class takes them: ccxt's kucoin passes
 * `until` on as it is to a classic account's funding history (GET /api/v1/funding-history), and
 * KuCoin, whose name for the end is `endAt`, answered every window up to now, so a full page was
 * asked for again and again.
 */
export function fundingParams(
  exchange: Exchange,
  params: Record<string, unknown>,
): Record<string, unknown> {
  if (exchange.id !== 'kucoin' || params['until'] === undefined) return params;
  const { until, ...rest } = params;
  return { ...rest, endAt: until };
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
 * By time: one window per request (Bybit and KuCoin a week, Bitget spot 90 days). Oldest first,
 * a full page is followed from its last trade; newest first, the rest of the window is asked
 * up to the page's oldest trade, the cursor kept at the window's start until it is all read.
 * A short page moves on to the next window.
 */
export function timePager(
  paging: {
    limit: number;
    windowMs: number;
    newestFirst?: boolean;
    params?: Record<string, unknown>;
  },
  start: number,
  now: number,
): Pager {
  const until = (since: number) => Math.min(since + paging.windowMs - 1, now);
  // Newest first: where the part of the window still to read ends.
  let olderThan: number | undefined;
  return {
    suffix: '',
    first: start,
    ask: (since) => ({ since, params: { ...paging.params, until: olderThan ?? until(since) } }),
    after(since, page) {
      const end = until(since);
      const full = page.length >= paging.limit;
      if (full && paging.newestFirst) {
        // The oldest trade's millisecond is read again (it may hold more; the ledger knows the
        // ones it has), unless the whole page shares it.
        const oldest = Math.min(...page.map((t) => t.timestamp ?? since));
        const current = olderThan ?? end;
        olderThan = oldest < current ? oldest : oldest - 1;
        if (olderThan >= since) return { next: since, done: false };
      }
      olderThan = undefined;
      if (full && !paging.newestFirst) {
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
/**
 * What a margin account's trade history is asked with. Bybit's unified account trades on margin
 * in its spot market (cross only, account-wide): its margin trades are spot executions, which
 * ccxt's bybit asks for only when told the type (with the 'margin' type an account connects with,
 * it asked for the perpetuals' executions). Bybit has no isolated spot margin.
 */
export const marginParams = (accountType: AccountType, code: ExchangeCode) => {
  const mode = margin[accountType];
  if (!mode) return {};
  if (code !== 'bybit') return { marginMode: mode };
  if (mode === 'isolated') {
    throw new SyncRefused(
      'Bybit no ofrece margen aislado en spot: su margen spot es cruzado, de toda la cuenta unificada. Registra la cuenta como margen cruzado para sincronizar su historial',
    );
  }
  return { type: 'spot' };
};
