import { SUPPORTED_COINS, type AccountType, type ExchangeCode } from '@pulso/domain';
import type { Exchange, FundingHistory, Trade } from 'ccxt';
import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'drizzle-orm';
import { queryRows, type Database, type Db } from '../../db/client';
import { inTransaction } from '../../db/repository';
import type { Sealer } from '../../lib/sealer';
import type { AccountDirectory } from '../accounts';
import {
  connectAccountClient,
  type AccountCredentials,
  type FetchImplementation,
} from '../market-data';
import {
  EXCHANGE_SYNC_CHANNEL,
  type ExchangeSyncRepository,
  type SyncClaim,
} from './exchange-sync.repository';
import { heldTotals, marketsOf, ofAccount, positionSizes } from './exchange-holdings';
import { redacted, syncError, SyncRefused, toFunding, toRow, type Market } from './exchange-trades';
import {
  FUNDING_PAGE,
  fundingParams,
  historyPaging,
  idPager,
  marginParams,
  timePager,
  type HistoryEntry,
  type Pager,
} from './history-paging';
import type { TradeImportService } from './trade-import.service';

/** Pages without trades read before the market's cursor is saved anyway. */
const QUIET_PAGES = 30;

export interface ExchangeSyncOptions {
  /** Syncs one instance runs at once (each on its own account and exchange key). */
  concurrency?: number;
  /** How often the worker looks for syncs due without a wake-up (stale ones, hourly ones). */
  pollMs?: number;
  /** A running sync silent this long lost its worker and is taken over. */
  staleMs?: number;
  /** A finished sync runs again after this long, so the account stays current. */
  everyMs?: number;
  /** Tries per exchange call when the network or the exchange's rate limit refuses it. */
  attempts?: number;
  /** The first wait before a retry; it doubles with each one. */
  backoffMs?: number;
  /** Tests: a fake exchange transport (ccxt's fetchImplementation). */
  fetchImplementation?: FetchImplementation;
  /** How history is paged: the exchange's own way (default), or one forced (tests). */
  pageBy?: 'time' | 'id';
  /** Where each exchange's API answers instead of its own host (EXCHANGE_API_URLS). */
  apiUrls?: Record<string, string>;
}

interface Deps {
  database: Pick<Database, 'listen'>;
  db: Db;
  syncs: ExchangeSyncRepository;
  accounts: Pick<AccountDirectory, 'byId'>;
  imports: Pick<TradeImportService, 'add' | 'addFunding'>;
  sealer: Sealer;
  log: Pick<FastifyBaseLogger, 'warn' | 'info'>;
}

/**
 * Pulls accounts' own trades from their exchanges through ccxt, from each history's cursor (one
 * history of every market where the exchange answers so, else one per market), into the ledger
 * as imported trades: the exchange's trade id is each trade's
 * identity (nothing is added twice), and trades of orders Pulso placed are recognised by their
 * exchange order id. Every page of trades is written with its cursor in one transaction, so a
 * sync that stops resumes where it was. Syncs are claimed with SKIP LOCKED (one worker per
 * account across instances), woken by NOTIFY, and re-run every `everyMs` to stay current.
 */
export class ExchangeSyncWorker {
  private readonly running = new Map<string, Promise<void>>();
  private claiming: Promise<void> | undefined;
  private timer: NodeJS.Timeout | undefined;
  private unlisten: (() => Promise<void>) | undefined;
  private stopping = false;

  constructor(
    private readonly deps: Deps,
    private readonly options: ExchangeSyncOptions = {},
  ) {}

  async start(): Promise<void> {
    this.unlisten = await this.deps.database.listen(EXCHANGE_SYNC_CHANNEL, () => void this.kick());
    this.timer = setInterval(() => void this.kick(), this.options.pollMs ?? 30_000);
    this.timer.unref();
    void this.kick();
  }

  async stop(): Promise<void> {
    this.stopping = true;
    clearInterval(this.timer);
    await this.unlisten?.();
    await this.claiming;
    await Promise.allSettled(this.running.values());
  }

  /** Claims syncs due while a slot is free (a claim in progress is not doubled). */
  kick(): Promise<void> {
    this.claiming ??= this.claimAll().finally(() => (this.claiming = undefined));
    return this.claiming;
  }

  /** Resolves when no sync runs on this worker (tests). */
  async idle(): Promise<void> {
    await this.kick();
    while (this.running.size > 0) {
      await Promise.allSettled(this.running.values());
      await this.kick();
    }
  }

  private async claimAll(): Promise<void> {
    const slots = this.options.concurrency ?? 4;
    while (!this.stopping && this.running.size < slots) {
      let claim: SyncClaim | undefined;
      try {
        claim = await this.deps.syncs.claim(
          this.options.staleMs ?? 120_000,
          this.options.everyMs ?? 3_600_000,
        );
      } catch (err) {
        this.deps.log.warn({ err }, 'exchange sync: claim failed');
        return;
      }
      if (!claim) return;
      const { accountId } = claim;
      const run = this.run(claim).finally(() => {
        this.running.delete(accountId);
        if (!this.stopping) void this.kick();
      });
      this.running.set(accountId, run);
    }
  }

  private async run(claim: SyncClaim): Promise<void> {
    let outcome: Parameters<ExchangeSyncRepository['finished']>[1];
    try {
      const balances = await this.sync(claim);
      if (balances === false) {
        await this.deps.syncs.requeue(claim.accountId);
        return;
      }
      outcome = { balances };
    } catch (err) {
      outcome = { error: syncError(err) };
      this.deps.log.warn(
        { accountId: claim.accountId, reason: outcome.error },
        'exchange sync stopped; it resumes from its cursors',
      );
    }
    await this.deps.syncs.finished(claim.accountId, outcome).catch((err: unknown) => {
      this.deps.log.warn({ err, accountId: claim.accountId }, 'exchange sync: could not record');
    });
  }

  /**
   * Reads every market's new trades, then the balances (spot) or positions (futures) the
   * exchange reports, to set beside the history; false when the worker stopped before the end.
   */
  private async sync(claim: SyncClaim): Promise<Record<string, string> | null | false> {
    const account = await this.deps.accounts.byId(claim.accountId);
    if (!account) throw new SyncRefused('La cuenta ya no existe');
    const code = account.exchangeCode as ExchangeCode;
    const credentials = this.credentials(account.credentials);
    let exchange: Exchange;
    try {
      exchange = await this.retrying(() =>
        connectAccountClient(code, account.accountType, credentials, {
          sandbox: account.isTestAccount,
          fetchImplementation: this.options.fetchImplementation,
          apiUrl: this.options.apiUrls?.[code],
        }),
      );
    } catch (err) {
      throw redacted(err, credentials);
    }
    const target = { id: account.id, exchangeCode: code };
    try {
      const markets = await this.markets(exchange, account.id, account.accountType);
      const paging = historyPaging(exchange, account.accountType, this.options.pageBy);
      const now = Date.now();
      // Not before what the exchange keeps (Bybit: two years).
      const start = Math.max(claim.since.getTime(), paging.reachMs ? now - paging.reachMs : 0);
      const pager = paging.byId ? idPager(paging.limit) : timePager(paging, start, now);
      const walked = await this.trades(claim, exchange, {
        target,
        accountType: account.accountType,
        markets,
        pager,
        limit: paging.limit,
        start,
      });
      if (!walked) return false;
      if (account.accountType === 'spot') return await this.balances(exchange);
      if (account.accountType !== 'future') return null;
      // Set beside the history, not part of it: a sync whose trades are all in does not fail
      // for them (the last positions read stay, with their time).
      const positions = await this.positions(exchange).catch((err: unknown) => {
        this.deps.log.warn(
          { err: redacted(err, credentials), accountId: account.id },
          'exchange sync: positions not read',
        );
        return null;
      });
      if (exchange.has['fetchFundingHistory']) {
        const pager = timePager(paging.funding, start, now);
        const held = new Set(Object.keys(positions ?? {}));
        const walked = await this.funding(claim, exchange, { target, pager, start, held });
        if (!walked) return false;
      }
      return positions;
    } catch (err) {
      throw redacted(err, credentials);
    } finally {
      await exchange.close?.().catch(() => undefined);
    }
  }

  /**
   * Reads the account's trades. Where the exchange answers them for every market at once (Bybit;
   * KuCoin's classic spot accounts: ccxt needs no market), one history, so a coin sold off that
   * Pulso neither supports nor saw traded is read too. Where it asks for a market (Binance,
   * Bitget, margin accounts), the markets of the coins the account holds, has traded in Pulso,
   * or Pulso supports. False when the worker stopped before the end.
   */
  private async trades(
    claim: SyncClaim,
    exchange: Exchange,
    ctx: {
      target: { id: string; exchangeCode: ExchangeCode };
      accountType: AccountType;
      markets: Market[];
      pager: Pager;
      limit: number;
      start: number;
    },
  ): Promise<boolean> {
    const { target, pager, start } = ctx;
    const params = marginParams(ctx.accountType, target.exchangeCode);
    const write = (market?: Market) => async (tx: Db, page: Trade[]) => {
      const rows = page.flatMap((trade) => {
        const traded = market ?? (trade.symbol ? exchange.markets?.[trade.symbol] : undefined);
        return traded && ofAccount(traded, ctx.accountType)
          ? toRow(target.exchangeCode, traded, trade, start)
          : [];
      });
      if (rows.length === 0) return { trades: 0, funding: 0 };
      // A trade that executed is never left behind the cursor, priced in USD or not.
      const plan = await this.deps.imports.add(tx, target, rows, {
        bulk: false,
        keepUnpriced: true,
      });
      return { trades: plan.fresh.length, funding: 0 };
    };
    const read = (symbol?: string) => (ask: ReturnType<Pager['ask']>) =>
      exchange.fetchMyTrades(symbol, ask.since, ctx.limit, { ...params, ...ask.params });
    const ccxt = (await import('ccxt')).default;
    await this.deps.syncs.started(target.id, 1);
    try {
      return await this.walk(claim, `#trades${pager.suffix}`, pager, {
        read: read(),
        write: write(),
        counted: true,
      });
    } catch (err) {
      // ccxt refuses before asking the exchange: this one answers per market.
      if (!(err instanceof ccxt.ArgumentsRequired)) throw err;
    }
    await this.deps.syncs.started(target.id, ctx.markets.length);
    for (const market of ctx.markets) {
      const walked = await this.walk(claim, `${market.symbol}${pager.suffix}`, pager, {
        read: read(market.symbol),
        write: write(market),
        counted: true,
      });
      if (!walked) return false;
    }
    return true;
  }

  /**
   * Reads a futures account's funding payments. Where the exchange answers them for every
   * perpetual at once (Binance: ccxt needs no market), one history: a position opened before the
   * sync's start, with no trade in Pulso, is paid funding too. Where it asks for a market (KuCoin,
   * Bitget), the perpetuals the ledger holds trades in and those with a position open now.
   * False when the worker stopped before the end.
   */
  private async funding(
    claim: SyncClaim,
    exchange: Exchange,
    ctx: {
      target: { id: string; exchangeCode: ExchangeCode };
      pager: Pager;
      start: number;
      /** The coins of the positions open now. */
      held: ReadonlySet<string>;
    },
  ): Promise<boolean> {
    const { target, pager, start } = ctx;
    const write = (market?: Market) => async (tx: Db, page: FundingHistory[]) => {
      const rows = page.flatMap((entry) => {
        // The payment's own market first: an exchange may answer others' beside the one asked.
        const paid = (entry.symbol ? exchange.markets?.[entry.symbol] : undefined) ?? market;
        return paid ? toFunding(target.exchangeCode, paid, entry, start) : [];
      });
      return { trades: 0, funding: await this.deps.imports.addFunding(tx, target, rows) };
    };
    const ccxt = (await import('ccxt')).default;
    try {
      return await this.walk(claim, '#funding', pager, {
        read: (ask) =>
          exchange.fetchFundingHistory(
            undefined,
            ask.since,
            FUNDING_PAGE,
            fundingParams(exchange, ask.params),
          ),
        write: write(),
        counted: false,
      });
    } catch (err) {
      // ccxt refuses before asking the exchange: this one answers per market.
      if (!(err instanceof ccxt.ArgumentsRequired)) throw err;
    }
    // Funding is paid on positions: the perpetuals traded in the period, and those open now.
    const traded = await this.tradedPairs(target.id);
    const paying = Object.values(exchange.markets ?? {})
      .filter(
        (m): m is Market =>
          m !== undefined &&
          ofAccount(m, 'future') &&
          (traded.has(`${m.base}/${m.quote}`) || ctx.held.has(m.base)),
      )
      .sort((a, b) => a.symbol.localeCompare(b.symbol, 'en'));
    for (const market of paying) {
      const walked = await this.walk(claim, `${market.symbol}#funding`, pager, {
        read: (ask) =>
          exchange.fetchFundingHistory(
            market.symbol,
            ask.since,
            FUNDING_PAGE,
            fundingParams(exchange, ask.params),
          ),
        write: write(market),
        counted: false,
      });
      if (!walked) return false;
    }
    return true;
  }

  /**
   * Walks one history (a market's trades, or its funding) from its cursor to now, page by page:
   * each page's records are written with the moved cursor in one transaction, so a sync that
   * stops resumes there. False when the worker stopped before the end.
   */
  private async walk<T extends HistoryEntry>(
    claim: SyncClaim,
    key: string,
    pager: Pager,
    history: {
      read: (ask: ReturnType<Pager['ask']>) => Promise<T[]>;
      write: (tx: Db, page: T[]) => Promise<{ trades: number; funding: number }>;
      /** Whether it is one of the markets the status counts. */
      counted: boolean;
    },
  ): Promise<boolean> {
    let cursor = claim.cursors[key] ?? pager.first;
    let quiet = 0; // pages without records read since the cursor was last saved
    for (;;) {
      if (this.stopping) return false;
      const ask = pager.ask(cursor);
      const page = await this.retrying(() => history.read(ask));
      const { next, done } = pager.after(cursor, page);
      // The cursor is saved with every page of records; empty pages only now and then.
      if (page.length > 0 || done || ++quiet >= QUIET_PAGES) {
        quiet = 0;
        await inTransaction(this.deps.db, async (tx) => {
          const added = page.length > 0 ? await history.write(tx, page) : { trades: 0, funding: 0 };
          await this.deps.syncs.advanced(tx, claim.accountId, {
            symbol: key,
            cursor: next,
            added: added.trades,
            funding: added.funding,
            marketDone: done && history.counted,
          });
        });
      }
      if (done) return true;
      cursor = next;
    }
  }

  /** The pairs (BASE/QUOTE) the account's ledger has trades in. */
  private async tradedPairs(accountId: string): Promise<Set<string>> {
    const rows = await queryRows<{ asset: string; quote: string }>(
      this.deps.db,
      sql`select distinct asset, quote_asset as quote from trades where account_id = ${accountId}`,
    );
    return new Set(rows.map((r) => `${r.asset}/${r.quote}`));
  }

  /** The coins the exchange says the account holds now (their totals, free and locked). */
  private async balances(exchange: Exchange): Promise<Record<string, string>> {
    return heldTotals(await this.retrying(() => exchange.fetchBalance()));
  }

  /** The perpetuals' positions the exchange reports, per base coin (a short negative). */
  private async positions(exchange: Exchange): Promise<Record<string, string> | null> {
    if (!exchange.has['fetchPositions']) return null;
    return positionSizes(exchange, await this.retrying(() => exchange.fetchPositions()));
  }

  private credentials(sealed: string | null): AccountCredentials {
    let credentials: AccountCredentials = {};
    if (sealed) {
      try {
        credentials = JSON.parse(this.deps.sealer.unseal(sealed)) as AccountCredentials;
      } catch {
        throw new SyncRefused('No se pudieron descifrar las credenciales de la cuenta');
      }
    }
    if (!credentials.apiKey || !credentials.secret) {
      throw new SyncRefused(
        'La cuenta no tiene credenciales de API (clave y secreto) para leer su historial',
      );
    }
    return credentials;
  }

  /**
   * The markets whose trades are read: the account type's markets (spot, or USDⓈ-margined
   * perpetuals) of the coins it holds on the exchange, has traded in Pulso, or Pulso supports,
   * against a stable coin or another coin it holds. Exchanges answer trade history per market.
   */
  private async markets(
    exchange: Exchange,
    accountId: string,
    accountType: AccountType,
  ): Promise<Market[]> {
    const coins = new Set<string>(SUPPORTED_COINS);
    for (const asset of Object.keys(await this.balances(exchange))) coins.add(asset);
    for (const pair of await this.tradedPairs(accountId)) {
      for (const coin of pair.split('/')) coins.add(coin);
    }
    return marketsOf(exchange, accountType, coins);
  }

  /** Retries what the network or the exchange's rate limit refused, waiting longer each time. */
  private async retrying<T>(work: () => Promise<T>): Promise<T> {
    const ccxt = (await import('ccxt')).default;
    const attempts = this.options.attempts ?? 5;
    for (let attempt = 1; ; attempt++) {
      try {
        return await work();
      } catch (err) {
        if (!(err instanceof ccxt.NetworkError) || attempt >= attempts || this.stopping) throw err;
        const wait = (this.options.backoffMs ?? 1_000) * 2 ** (attempt - 1);
        await new Promise((resolve) => setTimeout(resolve, wait));
      }
    }
  }
}
