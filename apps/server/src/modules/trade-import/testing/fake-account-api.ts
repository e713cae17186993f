/**
 * What the fake exchange APIs of the sync's tests share: the requests ccxt made, the faults a
 * test sets (a rate limit, an outage, a refused key), and for the spot fakes that list fills
 * (KuCoin, Bitget) the account's fills and the requests that asked for them. Each fake answers
 * in its own exchange's wire format; these classes hold only what is the same.
 */
import type { FetchImplementation } from '../../market-data';

/** A request ccxt made to a fake, as the fake saw it. */
export interface FakeRequest {
  method: string;
  url: URL;
}

/** A fake exchange API with its requests and the faults a test sets on it. */
export abstract class FakeAccountApi {
  readonly requests: FakeRequest[] = [];
  /** The next this many history requests are refused for their rate, as the exchange does. */
  rateLimited = 0;
  /** After this many history requests (of the market it names, or any), the exchange stops answering. */
  outage: { symbol?: string; afterPages: number } | undefined;
  /** The key the exchange accepts (another is refused as the exchange refuses an unknown key). */
  acceptedKey: string | undefined;

  /** ccxt's fetchImplementation: the exchange's answer to a request. */
  abstract readonly fetch: FetchImplementation;

  /** Notes a request in `requests`, and gives its URL and method. */
  protected record(url: string, init: { method?: string }): FakeRequest {
    const request = { method: init.method ?? 'GET', url: new URL(url) };
    this.requests.push(request);
    return request;
  }

  /** Whether this history request is one of the `rateLimited` to refuse (counted off if so). */
  protected spendsRateLimit(): boolean {
    if (this.rateLimited <= 0) return false;
    this.rateLimited--;
    return true;
  }

  /**
   * Counts a history request of `symbol` (null: of every market) against the outage, which names
   * its market or none (every history request): throws as fetch does once down.
   */
  protected throughOutage(symbol: string | null): void {
    if (!this.outage || (this.outage.symbol !== undefined && this.outage.symbol !== symbol)) return;
    if (this.outage.afterPages <= 0) throw new TypeError('fetch failed');
    this.outage.afterPages--;
  }
}

/** A fill as the fakes make it, before each puts it in its exchange's shape. */
export interface NewFill {
  symbol: string;
  /** This fake's count of fills: 1, 2, … (for the exchange's ids). */
  n: number;
  /** When it was executed (ms). */
  at: number;
  side: 'buy' | 'sell';
  price: string;
  size: string;
}

/** Where a fake lists the account's fills, and the query's names for the window asked. */
export interface FillsEndpoint {
  path: string;
  start: string;
  end: string;
}

/** A spot fake that lists the account's fills a symbol at a time. */
export abstract class FakeFillsApi<
  Fill extends { symbol: string; tradeId: string },
> extends FakeAccountApi {
  /** The account's fills per symbol, oldest first. */
  readonly fillsBySymbol = new Map<string, Fill[]>();
  private nextId = 1;

  constructor(private readonly endpoint: FillsEndpoint) {
    super();
  }

  /** The fill in the exchange's shape. */
  protected abstract newFill(fill: NewFill): Fill;
  /** When the fill was executed (ms). */
  protected abstract executedAt(fill: Fill): number;

  /**
   * `count` fills of `symbol` (the exchange's spelling: BTC-USDT, BTCUSDT), one every `stepMs`
   * from `from`, buy and sell in turn.
   */
  addFills(
    symbol: string,
    count: number,
    options: { from: number; stepMs: number; price?: string; size?: string },
  ): Fill[] {
    const list = this.fillsBySymbol.get(symbol) ?? [];
    const price = options.price ?? '50000';
    const size = options.size ?? '0.01';
    const added: Fill[] = [];
    for (let i = 0; i < count; i++) {
      const fill = this.newFill({
        symbol,
        n: this.nextId++,
        at: options.from + i * options.stepMs,
        side: i % 2 === 0 ? 'buy' : 'sell',
        price,
        size,
      });
      list.push(fill);
      added.push(fill);
    }
    list.sort((a, b) => this.executedAt(a) - this.executedAt(b));
    this.fillsBySymbol.set(symbol, list);
    return added;
  }

  /**
   * The fills requests of `symbol` (null: those naming none, of every market), each with the
   * window it asked for, and its whole query.
   */
  fillsAsked(symbol: string | null): { start: number; end: number; query: URLSearchParams }[] {
    const { path, start, end } = this.endpoint;
    return this.requests
      .filter((r) => r.url.pathname === path && r.url.searchParams.get('symbol') === symbol)
      .map(({ url: { searchParams: query } }) => ({
        start: Number(query.get(start)),
        end: Number(query.get(end)),
        query,
      }));
  }

  /** The fills of `symbol` (of every symbol when none is asked), in no particular order. */
  protected fillsOf(symbol: string | null): Fill[] {
    return [...this.fillsBySymbol.entries()]
      .filter(([s]) => symbol === null || s === symbol)
      .flatMap(([, list]) => list);
  }
}
