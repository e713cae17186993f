import {
  Decimal,
  IMPORT_PROBLEMS_LISTED,
  IMPORT_SAMPLE_SIZE,
  isStableCoin,
  MESSAGES,
  type TradeImportSummary,
  UUID_PATTERN,
} from '@pulso/domain';
import { sql } from 'drizzle-orm';
import type { DatabaseKind, Db } from '../../db/client';
import type { Transact } from '../../db/repository';
import { ITEMS_PER_TURN, turn } from '../../lib/event-loop';
import type { Actor, AuthUser } from '../../lib/actor';
import type { AccountDirectory } from '../accounts';
import type { ActivityService } from '../activity-logs';
import type { Ledger, LedgerTrade } from '../ledger';
import type { MarketData } from '../market-data';
import type { FundingRow } from './exchange-trades';
import {
  nothingToImport,
  parseTradeCsv,
  type FundingImportRow,
  type ImportRow,
  type ParsedFile,
  type RowProblem,
} from './csv-import';
import type { TradeImportRepository } from './trade-import.repository';

/** Trades (or funding payments) written per transaction by an import on PostgreSQL. */
export const IMPORT_CHUNK = 2000;
/**
 * On PGlite a transaction holds the only connection: another user's statement waits behind at
 * most one chunk, so chunks there are a quarter of PostgreSQL's (see docs/performance.md).
 */
export const importChunk = (kind: DatabaseKind) =>
  kind === 'pglite' ? IMPORT_CHUNK / 4 : IMPORT_CHUNK;
/** Rows priced ahead per turn of the event loop (priceAhead): a few milliseconds of the market. */
const AHEAD_ROWS = 250;

/** Why a row of a trade its owner deleted is not imported again. */
const DELETED_BY_OWNER = 'Borraste esta operación de la cuenta: no se vuelve a importar';

export interface ImportRequest {
  user: AuthUser;
  actor: Actor;
  accountId: string;
  csv: string;
  /** The uploaded file's name: Binance writes the zone of its times there. */
  fileName?: string | undefined;
}

export interface Plan {
  fresh: LedgerTrade[];
  freshRows: ImportRow[];
  duplicates: number;
  problems: RowProblem[];
}

/** A funding export's payments: the new ones, and how many the account already holds. */
export interface FundingPlan {
  fresh: FundingImportRow[];
  duplicates: number;
  /** Written (an import's, not a preview's). */
  imported: number;
}

/** A funding payment as the plan compares it: FundingRow with its perpetual's quote. */
type ComparedFunding = FundingRow & { quoteAsset: string };

/**
 * Imports an account's trade history from an exchange's CSV export (or Pulso's own): a preview
 * first, then the import on confirmation. Every new trade enters the ledger in one transaction
 * (in any order: earlier trades replay the asset's ledger), marked as imported and with its
 * identity in the file, so importing the same file again, or an overlapping one, adds nothing twice.
 */
export class TradeImportService {
  constructor(
    private readonly transact: Transact,
    private readonly deps: {
      repository: TradeImportRepository;
      accounts: Pick<AccountDirectory, 'owned'>;
      marketData: MarketData;
      ledger: Ledger;
      activity: ActivityService;
      /** Rows per transaction (importChunk of the database). */
      chunk?: number;
    },
  ) {
    this.chunk = deps.chunk ?? IMPORT_CHUNK;
  }

  private readonly chunk: number;

  /** What importing the file would do; changes nothing. */
  async preview(request: ImportRequest): Promise<TradeImportSummary> {
    const { account, file } = await this.read(request);
    const plan = await this.plan(undefined, account.id, account.exchangeCode, file.rows);
    if (file.format.kind === 'funding') {
      const funding = await this.planFunding(undefined, account.id, file.funding);
      return summary(file, plan, 0, { ...funding, imported: 0 });
    }
    // As the import would: a file whose every row is refused is refused whole.
    if (plan.fresh.length === 0 && plan.duplicates === 0) throw nothingToImport(plan.problems);
    const unpricedFees = await this.unpricedFees(plan.fresh);
    return { ...(await summary(file, plan, 0)), ...(unpricedFees ? { unpricedFees } : {}) };
  }

  /**
   * Fee coins of these trades that no price converts (at a coin's first and last trade): the
   * preview warns before the import that their fees will show as unpriced (issue 33).
   */
  private async unpricedFees(trades: readonly LedgerTrade[]) {
    const byCoin = new Map<string, LedgerTrade[]>();
    for (const t of trades) {
      if (isStableCoin(t.feeAsset) || t.feeAsset === t.asset || t.feeAsset === t.quoteAsset)
        continue;
      if (new Decimal(t.fee).isZero()) continue;
      const list = byCoin.get(t.feeAsset);
      if (list) list.push(t);
      else byCoin.set(t.feeAsset, [t]);
    }
    const unpriced: { asset: string; trades: number }[] = [];
    for (const [asset, list] of byCoin) {
      const ends = list.reduce<[number, number]>(
        ([first, last], t) => [Math.min(first, t.executedAtMs), Math.max(last, t.executedAtMs)],
        [Infinity, -Infinity],
      );
      const rates = await Promise.all(ends.map((at) => this.usdRate(asset, list[0]!.exchange, at)));
      if (rates.some((r) => r === null)) unpriced.push({ asset, trades: list.length });
    }
    return unpriced.length > 0 ? unpriced : undefined;
  }

  /**
   * Imports the file's new trades as a batch (trade_imports) its owner can list and undo: the
   * batch is recorded first, then its trades are written in time order, a chunk at a time,
   * each chunk its own transaction (on PGlite's single connection, other users' statements run
   * between chunks), each trade stamped with the batch. The ledger and rollups end as one
   * transaction would leave them (trades in time order append; the chunks see each other's
   * trades for duplicates). A chunk that fails removes what the batch wrote; a batch a crash
   * left `writing` is removed at start-up (recoverInterrupted).
   */
  async import(request: ImportRequest): Promise<TradeImportSummary> {
    const { account, file } = await this.read(request);
    const importId = await this.deps.repository.startImport({
      accountId: account.id,
      userId: request.user.id,
      fileName: request.fileName ?? null,
      format: file.format.id,
      rows: file.rows.length + file.funding.length + file.skipped + file.problems.length,
    });
    // A stable sort: trades of one time keep the file's order, as one append would keep them.
    const rows = [...file.rows].sort((a, b) => a.executedAtMs - b.executedAtMs);
    const total: Plan = { fresh: [], freshRows: [], duplicates: 0, problems: [] };
    const fundingTotal: FundingPlan = { fresh: [], duplicates: 0, imported: 0 };
    const seen = new Set<string>();
    // Speed only: the later chunks' fee coins are priced in small slices while the database
    // works on the chunks before them.
    const ahead = this.priceAhead(rows.slice(this.chunk), account.exchangeCode);
    try {
      for (let i = 0; i < rows.length; i += this.chunk) {
        const chunk = rows.slice(i, i + this.chunk);
        const plan = await this.transact(async (tx) => {
          // A file is history loaded in bulk: the live stream says the analytics changed.
          const added = await this.add(tx, account, chunk, { bulk: true, importId, seen });
          await this.deps.repository.stampImport(importId, added.fresh.length, tx);
          return added;
        });
        for (const t of plan.fresh) total.fresh.push(t);
        for (const r of plan.freshRows) total.freshRows.push(r);
        for (const p of plan.problems) total.problems.push(p);
        total.duplicates += plan.duplicates;
        await turn();
      }
      // A funding export's payments, in time order, a chunk at a time as the trades.
      const payments = [...file.funding].sort((a, b) => a.paidAtMs - b.paidAtMs);
      for (let i = 0; i < payments.length; i += this.chunk) {
        const chunk = payments.slice(i, i + this.chunk);
        const plan = await this.transact(async (tx) => {
          const added = await this.addFundingRows(tx, account, chunk, { importId, seen });
          await this.deps.repository.stampImport(importId, 0, tx, added.imported);
          return added;
        });
        for (const r of plan.fresh) fundingTotal.fresh.push(r);
        fundingTotal.duplicates += plan.duplicates;
        fundingTotal.imported += plan.imported;
        await turn();
      }
    } catch (error) {
      ahead.stop();
      await this.discard(account.id, importId, 'failed');
      throw error;
    }
    ahead.stop();
    // (A funding export has no trades: the parser refused one without payments.)
    if (file.format.kind === 'trades' && total.fresh.length === 0 && total.duplicates === 0) {
      // Every row refused (a quote no price converts, a trade its owner deleted): the file is
      // refused as a whole, as one the parser cannot read, and leaves no batch behind.
      await this.deps.repository.dropImport(importId);
      throw nothingToImport(total.problems.sort((a, b) => a.line - b.line));
    }
    // The answer shows the rows in the file's order, as the preview does.
    total.freshRows.sort((a, b) => a.line - b.line);
    fundingTotal.fresh.sort((a, b) => a.line - b.line);
    return this.transact(async (tx) => {
      await this.deps.repository.setImportStatus(importId, 'done', tx);
      const result = await summary(
        file,
        total,
        total.fresh.length,
        file.format.kind === 'funding' ? fundingTotal : undefined,
      );
      await this.deps.activity.record(
        {
          scope: 'user',
          action: 'trade.import',
          entityType: 'account',
          entityId: account.id,
          details: {
            importId,
            format: result.format.id,
            fileName: request.fileName ?? null,
            rows: result.rows,
            imported: result.imported,
            duplicates: result.duplicates,
            ...(result.funding
              ? { funding: result.funding.imported, fundingDuplicates: result.funding.duplicates }
              : {}),
            problems: result.problemCount,
          },
          actor: request.actor,
        },
        tx,
      );
      return { ...result, importId };
    });
  }

  /** Removes what an import wrote (its trades leave, the ledger replays) and sets its status. */
  private async discard(
    accountId: string,
    importId: string,
    status: 'failed' | 'undone',
  ): Promise<number> {
    return this.transact(async (tx) => {
      const removed = await this.deps.ledger.remove(tx, accountId, sql`import_id = ${importId}`);
      await this.deps.repository.removeFunding(accountId, importId, tx);
      await this.deps.repository.setImportStatus(importId, status, tx);
      return removed;
    });
  }

  /**
   * Removes the imports a crash or a stop left `writing` (none of their trades count) — at
   * start-up, for those whose last chunk is older than `olderThanMs` (0 on PGlite: one instance;
   * on PostgreSQL another instance may still be writing a recent one). Answers how many.
   */
  async recoverInterrupted(olderThanMs: number): Promise<number> {
    const stale = await this.deps.repository.interruptedImports(olderThanMs);
    for (const batch of stale) await this.discard(batch.accountId, batch.id, 'failed');
    return stale.length;
  }

  /**
   * Adds to the account, in the caller's transaction, the rows it does not hold yet (by their
   * identity in the source, or as orders Pulso itself placed) and says what it did. `bulk`: the
   * rows are history loaded in bulk (Ledger.append's option). A row whose quote has no USD
   * price at its time is a problem (a file's row, which the user still holds), unless
   * `keepUnpriced`: then it is recorded in its quote price, as a signal's trade is, and the
   * analytics convert it when read (the exchange sync: its cursor moves past the trade).
   */
  async add(
    tx: Db,
    account: { id: string; exchangeCode: string },
    rows: ImportRow[],
    options: {
      bulk: boolean;
      keepUnpriced?: boolean;
      /** The CSV import the trades belong to (stamped on each). */
      importId?: string;
      /** Identities already taken by earlier chunks of the same file. */
      seen?: Set<string>;
    },
  ): Promise<Plan> {
    // Under the account's trade lock: no concurrent import or signal slips a duplicate in.
    await this.deps.ledger.lock(tx, account.id);
    const plan = await this.plan(
      tx,
      account.id,
      account.exchangeCode,
      rows,
      options.keepUnpriced,
      options.seen,
    );
    if (options.importId) for (const t of plan.fresh) t.importId = options.importId;
    await this.deps.ledger.append(tx, plan.fresh, { bulk: options.bulk });
    return plan;
  }

  /**
   * Records, in the caller's transaction, the funding payments the account does not hold yet
   * (by their identity, or as the same payment another source brought: planFunding), each with
   * its USD amount at its time; returns how many were new. The exchange sync's way in.
   */
  async addFunding(
    tx: Db,
    account: { id: string; exchangeCode: string },
    rows: FundingRow[],
  ): Promise<number> {
    const compared = rows.map((r) => ({ ...r, quoteAsset: quoteOf(r.symbol) }));
    return (await this.addFundingRows(tx, account, compared, {})).imported;
  }

  /** addFunding's work, for the sync's payments and a funding export's (stamped with its import). */
  private async addFundingRows<R extends ComparedFunding>(
    tx: Db,
    account: { id: string; exchangeCode: string },
    rows: R[],
    options: { importId?: string; seen?: Set<string> },
  ): Promise<{ fresh: R[]; duplicates: number; imported: number }> {
    if (rows.length === 0) return { fresh: [], duplicates: 0, imported: 0 };
    // Under the account's lock, as trades: no concurrent import or sync slips a payment in twice.
    await this.deps.ledger.lock(tx, account.id);
    const plan = await this.planFunding(tx, account.id, rows, options.seen);
    const values = await Promise.all(
      plan.fresh.map(async (row) => {
        const rate = isStableCoin(row.currency)
          ? 1
          : await this.usdRate(row.currency, account.exchangeCode, row.paidAtMs);
        return {
          accountId: account.id,
          asset: row.asset,
          symbol: row.symbol,
          currency: row.currency,
          amount: row.amount,
          paidAtMs: row.paidAtMs,
          externalId: row.externalId,
          amountUsd: rate === null ? null : new Decimal(row.amount).times(rate).toFixed(),
          ...(options.importId ? { importId: options.importId } : {}),
        };
      }),
    );
    const imported = values.length > 0 ? await this.deps.repository.addFunding(values, tx) : 0;
    return { ...plan, imported };
  }

  /**
   * The payments the account does not hold yet: not by their identity (the same id of the same
   * source, or the same file's fingerprint), nor as the same payment another source brought (the
   * same perpetual paid at the same moment: the repository's fundingAlike), nor earlier in the
   * same file (`seen`).
   */
  private async planFunding<R extends ComparedFunding>(
    db: Db | undefined,
    accountId: string,
    rows: R[],
    seen = new Set<string>(),
  ): Promise<{ fresh: R[]; duplicates: number }> {
    const known = new Set<string>();
    for (let i = 0; i < rows.length; i += 20_000) {
      const ids = rows.slice(i, i + 20_000).map((r) => r.externalId);
      for (const id of await this.deps.repository.knownFunding(accountId, ids, db)) known.add(id);
    }
    const byId = rows.map((row) => {
      const held = known.has(row.externalId) || seen.has(row.externalId);
      seen.add(row.externalId);
      return held;
    });
    const alike = await this.deps.repository.fundingAlike(
      accountId,
      rows.filter((_, i) => !byId[i]),
      db,
    );
    const fresh = rows.filter((row, i) => !byId[i] && !alike.has(row));
    return { fresh, duplicates: rows.length - fresh.length };
  }

  /** The account (the caller's, or any for an admin) and the file read. */
  private async read(request: ImportRequest) {
    const account = await this.deps.accounts.owned(request.user, request.accountId);
    const file = await parseTradeCsv(request.csv, {
      fileName: request.fileName,
      exchange: account.exchangeCode,
    });
    return { account, file };
  }

  /** The rows the account does not have yet, as trades with their USD price for the ledger. */
  private async plan(
    db: Db | undefined,
    accountId: string,
    exchange: string,
    rows: ImportRow[],
    keepUnpriced = false,
    seen = new Set<string>(),
  ): Promise<Plan> {
    const { known, deleted } = await this.knownIds(db, accountId, rows);
    const byId = rows.map((row) => {
      const pulsoId = pulsoTradeId(row);
      const held =
        known.has(row.externalId) ||
        (pulsoId !== null && known.has(pulsoId)) ||
        (row.orderId !== undefined && known.has(placedBy(row.orderId))) ||
        seen.has(row.externalId);
      seen.add(row.externalId);
      return held;
    });
    // What another source or layout already brought (a CSV row the sync reads again, or the
    // reverse; an older export without trade ids beside a newer one with them).
    const alike = await this.deps.repository.heldAlike(
      accountId,
      rows.filter((_, i) => !byId[i]),
      known,
      db,
    );
    const problems: RowProblem[] = [];
    const fresh: LedgerTrade[] = [];
    const freshRows: ImportRow[] = [];
    let duplicates = 0;
    for (const [i, row] of rows.entries()) {
      if (i % ITEMS_PER_TURN === ITEMS_PER_TURN - 1) await turn();
      if (byId[i] || alike.has(row)) {
        duplicates++;
        continue;
      }
      if (deleted.has(row.externalId) || (row.orderId && deleted.has(placedBy(row.orderId)))) {
        // Its owner deleted it: no file or sync brings it back (the sync's status lists it).
        problems.push({ line: row.line, reason: DELETED_BY_OWNER });
        continue;
      }
      let ledgerPrice: string | undefined;
      if (!isStableCoin(row.quoteAsset)) {
        const rate = await this.usdRate(row.quoteAsset, exchange, row.executedAtMs);
        if (rate === null && !keepUnpriced) {
          problems.push({
            line: row.line,
            reason: MESSAGES.conversion.cannotConvert(row.quoteAsset, 'USD'),
          });
          continue;
        }
        if (rate !== null) ledgerPrice = new Decimal(row.price).times(rate).toFixed();
      }
      freshRows.push(row);
      fresh.push({
        accountId,
        symbol: `${row.asset}${row.quoteAsset}`,
        asset: row.asset,
        quoteAsset: row.quoteAsset,
        side: row.side,
        amount: row.amount,
        price: row.price,
        fee: row.fee,
        feeAsset: row.feeAsset,
        executedAtMs: row.executedAtMs,
        exchange,
        source: row.source ?? 'import',
        externalId: row.externalId,
        ...(row.orderId ? { orderId: row.orderId } : {}),
        ...(ledgerPrice ? { ledgerPrice } : {}),
      });
    }
    return { fresh, freshRows, duplicates, problems };
  }

  /**
   * Which of the rows' identities the account already holds, which of Pulso's trade ids (its own
   * export), and which of their exchange orders Pulso placed itself (`placedBy`).
   */
  private async knownIds(
    db: Db | undefined,
    accountId: string,
    rows: ImportRow[],
  ): Promise<{ known: Set<string>; deleted: Set<string> }> {
    const known = new Set<string>();
    const deleted = new Set<string>();
    const CHUNK = 20_000;
    for (let i = 0; i < rows.length; i += CHUNK) {
      const chunk = rows.slice(i, i + CHUNK);
      const found = await this.deps.repository.knownIds(
        accountId,
        {
          external: chunk.map((r) => r.externalId),
          ids: chunk.map(pulsoTradeId).filter((id): id is string => id !== null),
          orders: chunk.flatMap((r) => (r.orderId ? [r.orderId] : [])),
        },
        db,
      );
      for (const id of found.held) known.add(id);
      for (const id of found.deleted) deleted.add(id);
    }
    return { known, deleted };
  }

  /**
   * Reads the USD rates the ledger will ask for these rows' fees in coins other than their pair's
   * (a BNB fee), AHEAD_ROWS rows a turn of the event loop, so the market computes them while the
   * database works on the chunks before: the price service keeps the answers of closed minutes
   * (PriceService.usdRates), and the ledger finds them there. Changes nothing the import writes;
   * a coin guessed wrong only costs its read. `stop` ends it (the import is over).
   */
  private priceAhead(rows: readonly ImportRow[], exchange: string): { stop: () => void } {
    let stopped = false;
    const slice = (from: number) => {
      if (stopped || from >= rows.length) return;
      const byCoin = new Map<string, number[]>();
      for (const r of rows.slice(from, from + AHEAD_ROWS)) {
        const coin = r.feeAsset;
        if (isStableCoin(coin) || coin === r.asset || coin === r.quoteAsset) continue;
        const times = byCoin.get(coin);
        if (times) times.push(r.executedAtMs);
        else byCoin.set(coin, [r.executedAtMs]);
      }
      if (byCoin.size === 0 && from === 0) return; // no fee to convert in the first rows: none
      const reads = [...byCoin].map(([coin, times]) =>
        this.deps.marketData.prices.usdRates(coin, exchange, times).catch(() => null),
      );
      void Promise.all(reads).then(() => setImmediate(() => slice(from + AHEAD_ROWS)));
    };
    setImmediate(() => slice(0));
    return { stop: () => (stopped = true) };
  }

  private readonly rates = new Map<string, Promise<number | null>>();

  /** USD per unit of `asset` at the minute of `at` (null when prices are missing). */
  private usdRate(asset: string, exchange: string, at: number): Promise<number | null> {
    const key = `${asset}|${exchange}|${Math.floor(at / 60_000)}`;
    let rate = this.rates.get(key);
    if (!rate) {
      if (this.rates.size > 50_000) this.rates.clear();
      rate = this.deps.marketData.prices.usdRate(asset, exchange, at);
      this.rates.set(key, rate);
      // No price yet is not kept: the market may learn the coin (issue 33).
      void rate.then((r) => r === null && this.rates.delete(key));
    }
    return rate;
  }
}

/** The known-set key of an exchange order a Pulso trade (webhook, copy, strategy) placed. */
const placedBy = (orderId: string) => `order:${orderId}`;

/** A row of Pulso's export carries its trade's id: a trade the account holds is not re-added. */
function pulsoTradeId(row: ImportRow): string | null {
  if (!row.externalId.startsWith('pulso:')) return null;
  const id = row.externalId.slice('pulso:'.length);
  return UUID_PATTERN.test(id) ? id.toLowerCase() : null;
}

/** The quote of a ccxt perpetual's symbol ('USDT' of 'BTC/USDT:USDT'). */
const quoteOf = (symbol: string) => symbol.split(':')[0]!.split('/')[1] ?? '';

/** A funding export's part of the summary: its payments, the first new ones and their totals. */
function fundingSummary(
  file: ParsedFile,
  plan: FundingPlan,
): NonNullable<TradeImportSummary['funding']> {
  const totals = new Map<string, { payments: number; amount: Decimal }>();
  for (const r of plan.fresh) {
    const t = totals.get(r.currency) ?? { payments: 0, amount: new Decimal(0) };
    t.payments++;
    t.amount = t.amount.plus(r.amount);
    totals.set(r.currency, t);
  }
  return {
    found: file.funding.length,
    toImport: plan.fresh.length,
    duplicates: plan.duplicates,
    imported: plan.imported,
    skipped: file.skipped,
    sample: [...plan.fresh]
      .sort((a, b) => a.line - b.line)
      .slice(0, IMPORT_SAMPLE_SIZE)
      .map((r) => ({
        line: r.line,
        paidAt: new Date(r.paidAtMs).toISOString(),
        asset: r.asset,
        quoteAsset: r.quoteAsset,
        currency: r.currency,
        amount: r.amount,
      })),
    totals: [...totals].map(([currency, t]) => ({
      currency,
      payments: t.payments,
      amount: t.amount.toFixed(),
    })),
  };
}

async function summary(
  file: ParsedFile,
  plan: Plan,
  imported: number,
  funding?: FundingPlan,
): Promise<TradeImportSummary> {
  const problems = [...file.problems, ...plan.problems].sort((a, b) => a.line - b.line);
  const volumes = new Map<string, { trades: number; buy: Decimal; sell: Decimal }>();
  let from = Infinity;
  let to = -Infinity;
  for (const [i, row] of plan.freshRows.entries()) {
    if (i % ITEMS_PER_TURN === ITEMS_PER_TURN - 1) await turn();
    const v = volumes.get(row.quoteAsset) ?? {
      trades: 0,
      buy: new Decimal(0),
      sell: new Decimal(0),
    };
    v.trades++;
    v[row.side] = v[row.side].plus(new Decimal(row.amount).times(row.price));
    volumes.set(row.quoteAsset, v);
    from = Math.min(from, row.executedAtMs);
    to = Math.max(to, row.executedAtMs);
  }
  for (const row of funding?.fresh ?? []) {
    from = Math.min(from, row.paidAtMs);
    to = Math.max(to, row.paidAtMs);
  }
  return {
    format: { id: file.format.id, name: file.format.name },
    rows: file.rows.length + file.funding.length + file.skipped + file.problems.length,
    toImport: plan.fresh.length,
    duplicates: plan.duplicates,
    imported,
    problems: problems.slice(0, IMPORT_PROBLEMS_LISTED),
    problemCount: problems.length,
    sample: plan.freshRows.slice(0, IMPORT_SAMPLE_SIZE).map((r) => ({
      line: r.line,
      executedAt: new Date(r.executedAtMs).toISOString(),
      asset: r.asset,
      quoteAsset: r.quoteAsset,
      side: r.side,
      amount: r.amount,
      price: r.price,
      fee: r.fee,
      feeAsset: r.feeAsset,
    })),
    from: Number.isFinite(from) ? new Date(from).toISOString() : null,
    to: Number.isFinite(to) ? new Date(to).toISOString() : null,
    volumes: [...volumes].map(([quoteAsset, v]) => ({
      quoteAsset,
      trades: v.trades,
      buy: v.buy.toFixed(),
      sell: v.sell.toFixed(),
    })),
    ...(funding ? { funding: fundingSummary(file, funding) } : {}),
  };
}
