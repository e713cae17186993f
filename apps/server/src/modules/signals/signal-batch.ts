import type { StoredSignalPayload } from '@pulso/domain';
import type { AppContext } from '../../context';
import { reusePlans, type Db } from '../../db/client';
import { inTransaction } from '../../db/repository';
import type { ActivityEntry } from '../activity-logs';
import { fanOutCopies } from './copy-fan-out';
import type { OrderRequest } from './gateways/gateway';
import type { Holding } from './gateways/paper-book';
import type { PaperHoldings } from './gateways/paper-balances.repository';
import { orderAssets, type PaperGateway } from './gateways/paper-gateway';
import {
  elapsed,
  executeOrder,
  realizedInQuote,
  recordedLog,
  recordedMetadata,
  tradeActivity,
  tradeOf,
} from './signal-steps';
import type { ProcessorDeps } from './signal-processor';
import { validateSignal } from './signal-validation';
import type { ProcessingAccount, SignalEnd, SignalRow } from './signals.repository';
import type { StepLogRow } from './step-logs.repository';
import { SignalFailed, StepRunner, type Failpoint } from './step-runner';

/** What the batch needs of the processor that owns it. */
export interface BatchDeps extends ProcessorDeps {
  findAccount: (id: string) => Promise<ProcessingAccount | undefined>;
  isLive: (account: ProcessingAccount) => boolean;
  paperGateway: (account: ProcessingAccount, holdings: PaperHoldings) => PaperGateway;
  failpoint?: Failpoint | undefined;
}

/** A signal of the batch once validated, its order priced, before its transaction. */
interface Ready {
  signal: SignalRow;
  payload: StoredSignalPayload;
  run: StepRunner;
  parentId: string;
  account: ProcessingAccount;
  order: OrderRequest;
  gateway: PaperGateway;
  rate: number | null;
}

/** The batch's failpoint threw: a test's simulated crash, not a reason to go one by one. */
export class BatchCrash extends Error {
  constructor(readonly thrown: unknown) {
    super('simulated crash of a signal batch');
  }
}

/**
 * The paper balances of a batch's accounts, read once under row locks and kept in memory while
 * the batch's signals run in order: each signal sees the ones before it, as one by one it would.
 * `dirty` is what the batch writes back.
 */
class BatchHoldings implements PaperHoldings {
  readonly dirty = new Map<string, Map<string, Holding>>();
  private readonly rows = new Map<string, Map<string, Holding>>();

  /** The rows as read (and locked): nothing to write back yet. */
  take(rows: ReadonlyMap<string, ReadonlyMap<string, Holding>>): void {
    for (const [accountId, assets] of rows) this.rows.set(accountId, new Map(assets));
  }

  async load(accountId: string, assets: string[]): Promise<Map<string, Holding>> {
    const account = this.rows.get(accountId);
    return new Map(
      assets.flatMap((asset) => {
        const h = account?.get(asset);
        return h ? [[asset, h] as const] : [];
      }),
    );
  }

  async save(accountId: string, holdings: Map<string, Holding>): Promise<void> {
    const account = this.rows.get(accountId) ?? new Map<string, Holding>();
    const dirty = this.dirty.get(accountId) ?? new Map<string, Holding>();
    for (const [asset, h] of holdings) {
      account.set(asset, h);
      dirty.set(asset, h);
    }
    this.rows.set(accountId, account);
    this.dirty.set(accountId, dirty);
  }
}

/** What one run of a batch gathers on its way to the transaction. */
class BatchRun {
  readonly ready: Ready[] = [];
  readonly ends: SignalEnd[] = [];
  readonly steps: StepLogRow[] = [];
  readonly holdings = new BatchHoldings();
  private readonly leftAccounts = new Set<string>();
  private readonly leftSignals = new Set<string>();

  /** Leaves the signal, and every later one of its account, to the one-by-one path. */
  leave(signal: SignalRow): void {
    this.leftAccounts.add(signal.accountId);
    this.leftSignals.add(signal.id);
  }

  /** Whether an earlier signal of its account was left (then this one is left too). */
  follows(signal: SignalRow): boolean {
    if (!this.leftAccounts.has(signal.accountId)) return false;
    this.leftSignals.add(signal.id);
    return true;
  }

  end(signal: SignalRow, end: SignalEnd, run: StepRunner): void {
    this.ends.push(end);
    this.steps.push(...run.take());
  }

  left(signals: readonly SignalRow[]): SignalRow[] {
    return signals.filter((s) => this.leftSignals.has(s.id));
  }
}

/**
 * Fresh paper signals, many in one transaction (issue 17): the same steps, logs and writes as
 * SignalProcessor.process gives each one, but read and written a table at a time — the accounts'
 * trade locks, the books' last states, the balances, then one insert of the trades, one of their
 * rollups, one update of the balances, one insert of the activity and one statement that ends
 * every signal with all its step logs. Each account's signals run in order and see the ones
 * before them. A crash before the commit leaves only claims, which run out and are taken again
 * one by one (a paper order is void until recorded).
 *
 * Not for the batch (answered back, with every later signal of its account, for the one-by-one
 * path): a live account's signal, and one older than its book's last trade (it replays the book).
 * An error the batch cannot place rolls it back and answers every signal back.
 */
export class SignalBatch {
  constructor(
    private readonly ctx: AppContext,
    private readonly deps: BatchDeps,
  ) {}

  /** Runs `signals` (first attempts, in claim order); answers those left for the one-by-one path. */
  async run(signals: readonly SignalRow[]): Promise<SignalRow[]> {
    if (signals.length === 0) return [];
    const batch = new BatchRun();
    try {
      await this.prepare(signals, batch);
      if (batch.ready.length > 0 || batch.ends.length > 0) {
        await inTransaction(this.ctx.db, (tx) => this.record(tx, batch));
      }
    } catch (error) {
      if (error instanceof BatchCrash) throw error;
      this.ctx.log.warn({ err: error }, 'signal batch rolled back: its signals go one by one');
      return [...signals];
    }
    return batch.left(signals);
  }

  /** VALIDATION and CLIENT_CREATION, and the order's prices, before the transaction. */
  private async prepare(signals: readonly SignalRow[], batch: BatchRun): Promise<void> {
    const parents = await this.deps.signals.steps.stepParentsOf(signals);
    for (const signal of signals) {
      if (batch.follows(signal)) continue;
      const parentId = parents.get(signal.receiverLogId)!;
      const run = new StepRunner(this.deps.signals, signal, parentId, undefined, true);
      const payload = signal.payload as unknown as StoredSignalPayload;
      try {
        const { account, order } = await run.step('VALIDATION', () =>
          validateSignal(this.deps.findAccount, signal, payload, this.deps.isLive),
        );
        if (this.deps.isLive(account)) {
          batch.leave(signal);
          continue;
        }
        const gateway = await run.step('CLIENT_CREATION', async () => {
          const g = this.deps.paperGateway(account, batch.holdings);
          return { value: g, outcome: g.describe() };
        });
        await gateway.prepare(order);
        const rate = await this.deps.marketData.prices.usdRate(
          order.quote,
          account.exchangeCode,
          order.time,
        );
        batch.ready.push({ signal, payload, run, parentId, account, order, gateway, rate });
      } catch (error) {
        if (!(error instanceof SignalFailed)) throw error;
        batch.end(signal, failedEnd(signal, error), run);
      }
    }
  }

  /** The rest of the steps, in memory on the locked rows, then every write of the batch. */
  private async record(tx: Db, batch: BatchRun): Promise<void> {
    await reusePlans(tx, this.ctx.database);
    const { ready, holdings } = batch;
    const trades = await this.deps.ledger.openBatch(
      tx,
      ready.map((r) => ({ accountId: r.account.id, asset: r.order.base })),
    );
    const wanted = new Map<string, string[]>();
    for (const r of ready) {
      wanted.set(r.account.id, [...(wanted.get(r.account.id) ?? []), ...orderAssets(r.order)]);
    }
    const locked = await this.deps.balances.loadMany(
      wanted,
      String(this.ctx.config.paperStartingBalance),
      { lock: true },
      tx,
    );
    holdings.take(locked);
    const receivers = await this.deps.copyReceivers([...wanted.keys()], tx);
    const activity: ActivityEntry[] = [];
    for (const r of ready) {
      const book = { accountId: r.account.id, asset: r.order.base, executedAtMs: r.order.time };
      if (batch.follows(r.signal)) continue;
      if (!trades.appends(book)) {
        batch.leave(r.signal);
        continue;
      }
      try {
        const fill = await executeOrder(r.run, r.gateway, r.order);
        const started = performance.now();
        const trade = tradeOf(r.signal, r.payload, r.account, r.order, fill, r.rate);
        const ledger = trades.step(trade);
        await r.gateway.settle(tx, r.order, fill, realizedInQuote(ledger, r.rate));
        const tradeId = trades.add(trade, ledger);
        activity.push(tradeActivity(tradeId, r.signal, r.order, fill));
        const copies = await fanOutCopies(
          tx,
          this.deps.enqueuer,
          receivers.get(r.account.id) ?? [],
          {
            signalId: r.signal.id,
            accountId: r.account.id,
            payload: r.payload,
            rootLogId: r.parentId,
            quantity: fill.quantity,
          },
        );
        r.run.queue(
          'POST_PROCESSING',
          'success',
          'Operación registrada',
          performance.now() - started,
          recordedMetadata(tradeId, ledger, 0, copies),
        );
        const log = recordedLog(r.signal, r.order, fill);
        batch.end(r.signal, { signal: r.signal, status: 'done', error: null, log }, r.run);
      } catch (error) {
        if (!(error instanceof SignalFailed)) throw error;
        batch.end(r.signal, failedEnd(r.signal, error), r.run);
      }
    }
    await trades.write(tx);
    await this.deps.balances.saveMany(holdings.dirty, tx);
    await this.deps.activity.recordMany(activity, tx);
    const finished = await this.deps.signals.finishMany(batch.ends, tx, batch.steps);
    if (finished !== batch.ends.length) {
      throw new Error('a signal of the batch was taken over by another worker');
    }
    for (const end of batch.ends) {
      try {
        await this.deps.failpoint?.('POST_PROCESSING:commit', end.signal as SignalRow);
      } catch (error) {
        throw new BatchCrash(error);
      }
    }
  }
}

/** A signal refused by a step for good. */
const failedEnd = (signal: SignalRow, error: SignalFailed): SignalEnd => ({
  signal,
  status: 'failed',
  error: error.message,
  log: {
    status: 'failed',
    message: `${error.step}: ${error.message}`,
    durationMs: elapsed(signal),
  },
});
