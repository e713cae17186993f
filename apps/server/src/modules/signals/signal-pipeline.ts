import type { LedgerStep, StoredSignalPayload } from '@pulso/domain';
import type { AppContext } from '../../context';
import type { UntilChangedCache } from '../../lib/cache';
import { reusePlans, type Db } from '../../db/client';
import { inTransaction } from '../../db/repository';
import type { ActivityEntry, ActivityService } from '../activity-logs';
import type { CopyReceivers } from '../copy-trades';
import type { Ledger, LedgerTrade } from '../ledger';
import type { MarketData } from '../market-data';
import type { Sealer } from '../../lib/sealer';
import { BatchWork, failedEnd, type Ready } from './batch-work';
import { fanOutCopies } from './copy-fan-out';
import { StepFailure, type Fill, type Gateway } from './gateways/gateway';
import { GatewayFactory } from './gateways/gateway-factory';
import type { LiveGateway, LiveGatewayOptions } from './gateways/live-gateway';
import type { PaperBalancesRepository } from './gateways/paper-balances.repository';
import { orderAssets, type PaperGateway } from './gateways/paper-gateway';
import { DEFAULT_LEASE_MS, isExchangeFill, Reconciliation } from './reconciliation';
import {
  executeOrder,
  realizedInQuote,
  recordedLog,
  recordedMetadata,
  recoverOrder,
  tradeActivity,
  tradeOf,
} from './signal-steps';
import { decideCopySignal, oncePerBatch } from './copy-steps';
import { holdForApproval, needsApproval } from './approval-hold';
import { checkEntryRules, hasEntryCaps } from './entry-rules';
import { settleIntent, type IntentReads } from './intent-steps';
import { validateSignal } from './signal-validation';
import type { WorkingOrdersPort } from './working-orders-port';
import type { SignalsService } from './signals.service';
import type { ProcessingAccount, SignalRow, SignalsRepository } from './signals.repository';
import { Crash, crashPoint, SignalFailed, StepRunner, type Failpoint } from './step-runner';

/** What processing signals needs, handed in by the composition root. */
export interface PipelineDeps {
  signals: SignalsRepository;
  balances: PaperBalancesRepository;
  /** Enqueues the copies of an executed trade. */
  enqueuer: SignalsService;
  ledger: Ledger;
  copyReceivers: CopyReceivers;
  marketData: MarketData;
  activity: ActivityService;
  sealer: Sealer;
  /**
   * The accounts signals are validated on, until an account, its owner or its exchange changes:
   * a round trip fewer per signal, and a deactivation still stops the next one.
   */
  processing: UntilChangedCache<ProcessingAccount | undefined>;
  workingOrders: WorkingOrdersPort;
}

export interface PipelineOptions {
  live?: LiveGatewayOptions;
  /** The worker's claim length (the first wait before recording an executed order again). */
  leaseMs?: number;
  failpoint?: Failpoint | undefined;
}

const storedPayload = (signal: SignalRow) => signal.payload as unknown as StoredSignalPayload;

/** Another worker took the signal over (our lease ran out): our work must not commit. */
class LeaseLost extends Error {}

/**
 * The trade pipeline (DESIGN §6): runs claimed signals through their steps, each a child receiver
 * log — VALIDATION → CLIENT_CREATION → BALANCE_CHECK → BORROW → ORDER_EXECUTION → REPAY →
 * POST_PROCESSING, BORROW and REPAY only when they apply — as one batch: every account's signals
 * in order, each seeing the ones before it, and one transaction that locks the accounts' books
 * and balances, runs the paper orders in memory on the locked rows, and writes each table once
 * (the trades and their rollups through the ledger, the balances, the activity, the copies, and
 * one statement that ends every signal with all its logs).
 *
 * A lone, live or resumed signal is a batch of one. A live order's steps are committed one by one
 * before the transaction (the exchange sits between them): a resumed signal reuses the fill an
 * earlier attempt logged, and asks the exchange for an unanswered order by its client order id
 * before ordering, so an exchange order is placed at most once per signal; an order that executed,
 * or may have, and could not be recorded is flagged for reconciliation and never abandoned.
 *
 * Crash safety: nothing an order changes is written before the transaction, which records the
 * trade (unique per signal) with everything else, so a crash before its commit leaves nothing but
 * claims and committed step logs, and a crash after it leaves nothing to resume. A batch of many
 * that cannot commit rolls back whole, and its signals go again as batches of one.
 */
export class SignalPipeline {
  private readonly signals: SignalsRepository;
  private readonly reconciliation: Reconciliation;
  private readonly gateways: GatewayFactory;
  private readonly accounts: UntilChangedCache<ProcessingAccount | undefined>;
  private readonly reads: IntentReads;

  constructor(
    private readonly ctx: AppContext,
    private readonly deps: PipelineDeps,
    private readonly options: PipelineOptions = {},
  ) {
    this.signals = deps.signals;
    this.accounts = deps.processing;
    this.reads = {
      db: ctx.db,
      ledger: deps.ledger,
      balances: deps.balances,
      prices: deps.marketData.prices,
      startingBalance: String(ctx.config.paperStartingBalance),
    };
    this.gateways = new GatewayFactory(ctx, deps, options.live);
    this.reconciliation = new Reconciliation(
      ctx,
      deps.signals,
      options.leaseMs ?? DEFAULT_LEASE_MS,
    );
  }

  /**
   * Runs claimed signals (in claim order) as one batch. Answers those it left to batches of their
   * own, in order: in a batch of many, a live or resumed signal and every later one of its account,
   * or every signal when the batch rolled back. Throws Crash when a test's failpoint simulated one.
   */
  async run(signals: readonly SignalRow[]): Promise<SignalRow[]> {
    if (signals.length === 0) return [];
    const lone = signals.length === 1;
    const work = new BatchWork();
    try {
      await this.prepare(signals, work, lone);
      const writes = work.ready.length + work.ends.length + work.settled.length + work.held.length;
      if (writes > 0) {
        await inTransaction(this.ctx.db, (tx) => this.record(tx, work));
      }
    } catch (error) {
      if (error instanceof Crash) throw error;
      if (!lone) {
        this.ctx.log.warn({ err: error }, 'signal batch rolled back: its signals go one at a time');
        return [...signals];
      }
      if (error instanceof LeaseLost) return [];
      // An order executed (on the exchange, or in the rolled-back transaction) and is not recorded.
      const executed = work.ready[0];
      if (executed?.fill) {
        await this.reconciliation.flag(executed.signal, executed.run, 'error interno');
      }
      throw error;
    }
    for (const { end } of work.ends) {
      if (end.status === 'done')
        await crashPoint(this.options.failpoint, 'POST_PROCESSING', end.signal);
    }
    return work.left(signals);
  }

  /** A signal past its attempts: held for reconciliation if it ordered (Reconciliation.hold). */
  hold(signal: SignalRow): Promise<boolean> {
    return this.reconciliation.hold(signal);
  }

  private findAccount(id: string): Promise<ProcessingAccount | undefined> {
    return this.accounts.get(id, () => this.signals.findAccount(id));
  }

  /** In a batch of many, a live account's signal, or a capped account's after its first. */
  private async alone(accountId: string, first: boolean): Promise<boolean> {
    const account = await this.findAccount(accountId);
    if (!account) return false;
    return this.gateways.isLive(account) || (!first && hasEntryCaps(account));
  }

  /**
   * VALIDATION and CLIENT_CREATION, before the transaction; then a paper order's market price, or
   * a live order's steps, each committed (in a batch of one).
   */
  private async prepare(signals: readonly SignalRow[], work: BatchWork, lone: boolean) {
    const parents = await this.signals.steps.stepParentsOf(signals);
    // Copies under their link's rules read their accounts' open positions: once for the batch.
    const ruled = signals.filter((s) => storedPayload(s).copyOf?.rules).map((s) => s.accountId);
    const open = await this.deps.ledger.positions(this.ctx.db, ruled);
    const reads =
      ruled.length > 0 ? { ...this.reads, prices: oncePerBatch(this.reads.prices) } : this.reads;
    for (const signal of signals) {
      if (work.follows(signal)) continue;
      // An intent reads the account's position and balance: it runs alone, after those before it.
      // A copy under its link's rules reads them too: in a batch, only as its account's first.
      const stored = storedPayload(signal);
      const first = work.first(signal);
      const intended = !!(stored.intent || stored.fillOf || (stored.copyOf?.rules && !first));
      // An account under caps reads what its earlier orders changed: likewise, only as its first.
      // A live account's steps are committed one by one, the exchange between them: alone.
      if (
        !lone &&
        (signal.attempts > 1 ||
          signal.needsReconciliation ||
          intended ||
          (await this.alone(signal.accountId, first)))
      ) {
        work.leave(signal);
        continue;
      }
      const parentId = parents.get(signal.receiverLogId)!;
      const run = new StepRunner(this.signals, signal, parentId, this.options.failpoint);
      const earlier = await this.reconciliation.earlier(signal, parentId);
      // An earlier attempt's order went unanswered: until the exchange says, it may have executed.
      let unknown = earlier.unknown;
      const payload = signal.payload as unknown as StoredSignalPayload;
      // A live account's client: made at VALIDATION when sizing reads its funds, else at CLIENT_CREATION.
      let client: Promise<LiveGateway> | undefined;
      const connect = (a: ProcessingAccount) => (client ??= this.gateways.connect(a));
      try {
        const { account, order, decision } = await run.step('VALIDATION', async () => {
          const validated = await validateSignal(
            (id) => this.findAccount(id),
            signal,
            payload,
            (a) => this.gateways.isLive(a),
            async (a, o, live) => {
              const { decision, verdict } = await decideCopySignal(
                reads,
                payload,
                a,
                o,
                live ? (order, price) => connect(a).then((g) => g.funds(order, price)) : undefined,
                open.get(a.id) ?? [],
              );
              if (verdict) work.copies.set(signal.id, verdict);
              return decision;
            },
          );
          const { account, order, decision } = validated.value;
          const cut = await checkEntryRules(reads, account, order, decision);
          if (cut) validated.outcome.message += ` (${cut})`;
          return validated;
        });
        if (needsApproval(account, signal, payload, decision)) {
          work.held.push({ signal, payload, run, account, order });
          continue;
        }
        if (decision && decision.kind !== 'order') {
          work.settled.push({ signal, payload, run, account, order, decision });
          continue;
        }
        const live = this.gateways.isLive(account);
        const gateway = await run.step('CLIENT_CREATION', async () => {
          const g = live ? await connect(account) : this.gateways.paper(account, work.holdings);
          return { value: g as Gateway, outcome: g.describe() };
        });
        let fill = earlier.fill;
        if (live) {
          run.commitEachStep();
          if (!fill && signal.attempts > 1) {
            fill = await recoverOrder(run, gateway, order);
            unknown = false;
          }
          fill ??= await executeOrder(run, gateway, order);
        } else if (!fill) {
          await (gateway as PaperGateway).prepare(order);
        }
        const rate = await this.deps.marketData.prices.usdRate(
          order.quote,
          account.exchangeCode,
          fill?.executedAtMs ?? order.time,
        );
        work.ready.push({ signal, payload, run, parentId, account, order, gateway, fill, rate });
      } catch (error) {
        if (!(error instanceof SignalFailed)) throw error;
        // An exchange order executed on an earlier attempt: a later step's refusal (the account
        // deactivated since, the exchange unreachable) must not forget it.
        const executed = earlier.fill !== undefined && isExchangeFill(earlier.fill);
        if (executed || unknown) {
          await this.reconciliation.flag(signal, run, `${error.step}: ${error.message}`, !executed);
          continue;
        }
        work.end(failedEnd(signal, error), run);
      }
    }
  }

  /**
   * The batch's transaction: the books and balances locked and read, the paper orders run in
   * memory on them in order, then each table written once, and every signal ended.
   */
  private async record(tx: Db, work: BatchWork): Promise<void> {
    await reusePlans(tx, this.ctx.database);
    for (const s of work.settled) await settleIntent(this.deps.workingOrders, tx, work, s);
    for (const h of work.held) await holdForApproval(tx, work, h);
    const { recorded, draft, receivers } = await this.trade(tx, work);
    const appended = draft
      ? await this.deps.ledger.append(
          tx,
          recorded.map((x) => x.trade),
          { draft },
        )
      : [];
    const activity: ActivityEntry[] = [];
    let settled = true;
    for (const [i, { r, fill, started }] of recorded.entries()) {
      const a = appended[i]!;
      let metadata: Record<string, unknown> = { alreadyRecorded: true };
      if (a.alreadyRecorded) {
        // A lone resumed signal whose trade is recorded: it applies nothing else either.
        settled = false;
      } else {
        activity.push(tradeActivity(a.tradeId, r.signal, r.order, fill));
        const orders = await this.deps.workingOrders.afterTrade(tx, {
          accountId: r.account.id,
          signalId: r.signal.id,
          source: r.signal.source,
          exchange: r.order.exchange,
          symbol: r.order.symbol,
          base: r.order.base,
          quote: r.order.quote,
          side: r.order.side,
          quantity: fill.quantity,
          price: fill.price,
          executedAtMs: fill.executedAtMs,
          positionAfter: a.step.state.position,
          averageAfter: a.step.state.averagePrice,
          intent: r.payload.intent,
          fillOf: r.payload.fillOf,
        });
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
            price: fill.price,
            position: a.step.state.position.toString(),
          },
        );
        metadata = recordedMetadata(a.tradeId, a.step, a.replayed, copies);
        if (orders) metadata.workingOrders = orders;
      }
      const message = a.alreadyRecorded
        ? 'La operación ya estaba registrada'
        : 'Operación registrada';
      const ms = performance.now() - started;
      const post = r.run.entry('POST_PROCESSING', 'success', message, ms, metadata);
      const log = recordedLog(r.signal, r.order, fill);
      const copy = work.copies.get(r.signal.id);
      work.end({ signal: r.signal, status: 'done', error: null, log, copy }, r.run, post);
    }
    if (settled) await this.deps.balances.saveMany(work.holdings.dirty, tx);
    await this.deps.activity.recordMany(activity, tx);
    for (const { end } of work.ends) {
      const fillOf = storedPayload(end.signal as SignalRow).fillOf;
      if (end.status === 'failed' && fillOf) {
        await this.deps.workingOrders.failed(tx, fillOf, end.error ?? '');
      }
    }
    const ends = work.ends.map((e) => e.end);
    const finished = await this.signals.finishMany(ends, tx, work.steps());
    if (finished !== ends.length) throw new LeaseLost();
    for (const end of ends) {
      await crashPoint(this.options.failpoint, 'POST_PROCESSING:commit', end.signal);
    }
  }

  /**
   * The orders of the batch, in order, on its locked books and balances: a paper order's steps run
   * here, in memory; each trade is added to the ledger's draft once its balances are settled.
   */
  private async trade(tx: Db, work: BatchWork) {
    const recorded: { r: Ready; fill: Fill; trade: LedgerTrade; started: number }[] = [];
    const { ready } = work;
    if (ready.length === 0) return { recorded, draft: undefined, receivers: new Map() };
    const draft = await this.deps.ledger.draft(
      tx,
      ready.map((r) => ({ accountId: r.account.id, asset: r.order.base })),
    );
    const wanted = new Map<string, string[]>();
    for (const r of ready.filter((r) => r.gateway.kind === 'paper')) {
      wanted.set(r.account.id, [...(wanted.get(r.account.id) ?? []), ...orderAssets(r.order)]);
    }
    if (wanted.size > 0) {
      const start = String(this.ctx.config.paperStartingBalance);
      work.holdings.take(await this.deps.balances.loadMany(wanted, start, { lock: true }, tx));
    }
    const receivers = await this.deps.copyReceivers(
      [...new Set(ready.map((r) => r.account.id))],
      tx,
    );
    for (const r of ready) {
      try {
        const fill = r.fill ?? (await executeOrder(r.run, r.gateway, r.order));
        r.fill = fill;
        const started = performance.now();
        const trade = tradeOf(r.signal, r.payload, r.account, r.order, fill, r.rate);
        const { step } = await draft.preview(trade);
        await this.settle(tx, r, fill, step, started);
        await draft.add(trade);
        recorded.push({ r, fill, trade, started });
      } catch (error) {
        if (!(error instanceof SignalFailed)) throw error;
        work.end(failedEnd(r.signal, error), r.run);
      }
    }
    return { recorded, draft, receivers };
  }

  /**
   * The order's effect on the account's balances (paper: in memory, on the locked rows, checked
   * again), with what its trade realized: POST_PROCESSING fails if they no longer cover it.
   */
  private async settle(tx: Db, r: Ready, fill: Fill, step: LedgerStep, started: number) {
    try {
      await r.gateway.settle(tx, r.order, fill, realizedInQuote(step, r.rate));
    } catch (error) {
      if (!(error instanceof StepFailure)) throw error;
      const ms = performance.now() - started;
      await r.run.log('POST_PROCESSING', 'failed', error.message, ms, error.metadata);
      throw new SignalFailed('POST_PROCESSING', error.message);
    }
  }
}
