import { Decimal, type StoredSignalPayload } from '@pulso/domain';
import type { AppContext } from '../../context';
import { UntilChangedCache } from '../../lib/cache';
import { reusePlans } from '../../db/client';
import { inTransaction } from '../../db/repository';
import type { ActivityService } from '../activity-logs';
import type { CopyReceivers } from '../copy-trades';
import type { Ledger } from '../ledger';
import type { MarketData } from '../market-data';
import type { Sealer } from '../../lib/sealer';
import { fanOutCopies } from './copy-fan-out';
import {
  elapsed,
  executeOrder,
  realizedInQuote,
  recordedLog,
  recordedMetadata,
  tradeActivity,
  tradeOf,
} from './signal-steps';
import { StepFailure, type Fill, type Gateway, type OrderRequest } from './gateways/gateway';
import { SignalBatch } from './signal-batch';
import { validateSignal } from './signal-validation';
import {
  LiveGateway,
  type LiveCredentials,
  type LiveGatewayOptions,
} from './gateways/live-gateway';
import type { PaperBalancesRepository, PaperHoldings } from './gateways/paper-balances.repository';
import { PaperGateway } from './gateways/paper-gateway';
import type { ProcessingAccount, SignalRow, SignalsRepository } from './signals.repository';
import type { SignalsService } from './signals.service';
import { DEFAULT_LEASE_MS, isExchangeFill, Reconciliation } from './reconciliation';
import { SignalFailed, StepRunner, type Failpoint } from './step-runner';

export type { Failpoint } from './step-runner';

export interface ProcessorOptions {
  live?: LiveGatewayOptions;
  /** The worker's claim length (the first wait before recording an executed order again). */
  leaseMs?: number;
  failpoint?: Failpoint | undefined;
}

/** 'retry': an executed order awaits recording (flagged for reconciliation), tried again later. */
export type Outcome = 'done' | 'failed' | 'lost' | 'retry';

/** What processing a signal needs, handed in by the composition root. */
export interface ProcessorDeps {
  signals: SignalsRepository;
  balances: PaperBalancesRepository;
  /** Enqueues the copies of an executed trade. */
  enqueuer: SignalsService;
  ledger: Ledger;
  copyReceivers: CopyReceivers;
  marketData: MarketData;
  activity: ActivityService;
  sealer: Sealer;
}

/** Another worker took the signal over (our lease ran out): our work must not commit. */
class LeaseLost extends Error {}

/**
 * Runs one claimed signal through its steps (DESIGN §6), each a child receiver log:
 * VALIDATION → CLIENT_CREATION → BALANCE_CHECK → BORROW → ORDER_EXECUTION → REPAY →
 * POST_PROCESSING, BORROW and REPAY only when they apply.
 *
 * Crash safety: nothing the order changes is written before POST_PROCESSING, and POST_PROCESSING
 * is one transaction — trade row (unique per signal), ledger, balances, aggregates, activity,
 * copy signals, logs and the signal's `done` — so a crash before its commit leaves no trace but
 * step logs, and a crash after it leaves nothing to resume. A resumed signal whose
 * ORDER_EXECUTION had succeeded reuses that fill (recorded on the step) instead of ordering again;
 * a live one whose order went unanswered asks the exchange for it by its client order id (derived
 * from the signal) before ordering, so an exchange order is placed at most once per signal.
 */
export class SignalProcessor {
  private readonly signals: SignalsRepository;
  private readonly reconciliation: Reconciliation;
  /**
   * The accounts signals are validated on, until an account, its owner or its exchange changes
   * (ChangeClock): a round trip fewer per signal, and a deactivation still stops the next one.
   */
  private readonly accounts: UntilChangedCache<ProcessingAccount | undefined>;
  private readonly batch: SignalBatch;

  constructor(
    private readonly ctx: AppContext,
    private readonly deps: ProcessorDeps,
    private readonly options: ProcessorOptions = {},
  ) {
    this.signals = deps.signals;
    this.accounts = new UntilChangedCache(ctx.database.changes);
    this.batch = new SignalBatch(ctx, {
      ...deps,
      findAccount: (id) => this.findAccount(id),
      isLive: (account) => this.isLive(account),
      paperGateway: (account, holdings) => this.paperGateway(account, holdings),
      failpoint: options.failpoint,
    });
    this.reconciliation = new Reconciliation(
      ctx,
      this.signals,
      options.leaseMs ?? DEFAULT_LEASE_MS,
    );
  }

  async process(signal: SignalRow): Promise<Outcome> {
    const parentId = await this.signals.steps.stepParentOf(signal);
    const run = new StepRunner(this.signals, signal, parentId, this.options.failpoint);
    const earlier = await this.reconciliation.earlier(signal, parentId);
    // An earlier attempt's order went unanswered: until the exchange says, it may have executed.
    let unknown = earlier.unknown;
    try {
      const payload = signal.payload as unknown as StoredSignalPayload;
      const { account, order } = await run.step('VALIDATION', () =>
        validateSignal(
          (id) => this.findAccount(id),
          signal,
          payload,
          (a) => this.isLive(a),
        ),
      );
      const gateway = await run.step('CLIENT_CREATION', () => this.gateway(account));
      let fill = earlier.fill;
      if (!fill && signal.attempts > 1) {
        // An earlier attempt may have ordered without recording it (no answer, or a crash).
        fill = await run.step('ORDER_EXECUTION', async () => {
          const found = await gateway.recover(order);
          return {
            value: found,
            outcome: found
              ? {
                  message: `Orden de un intento anterior encontrada en el exchange: ${found.quantity} ${order.symbol} a ${found.price}`,
                  metadata: { fill: found, attempt: signal.attempts, recovered: true },
                }
              : null,
          };
        });
        unknown = false;
      }
      if (!fill) fill = await executeOrder(run, gateway, order);
      const done = fill;
      try {
        return await run.step('POST_PROCESSING', () =>
          this.postProcess(signal, payload, account, order, gateway, done, parentId, run),
        );
      } catch (error) {
        if (error instanceof SignalFailed || error instanceof LeaseLost) throw error;
        // The worker logs the error itself; the owner sees that the order awaits recording.
        await this.reconciliation.flag(signal, run, 'error interno');
        throw error;
      }
    } catch (error) {
      if (error instanceof SignalFailed) {
        // An exchange order executed on an earlier attempt: a later step's refusal (the account
        // deactivated since, the exchange unreachable) must not forget it.
        const executed = earlier.fill !== undefined && isExchangeFill(earlier.fill);
        if (executed || unknown) {
          await this.reconciliation.flag(signal, run, `${error.step}: ${error.message}`, !executed);
          return 'retry';
        }
        await this.signals.finish(signal, 'failed', error.message, {
          status: 'failed',
          message: `${error.step}: ${error.message}`,
          durationMs: elapsed(signal),
        });
        return 'failed';
      }
      if (error instanceof LeaseLost) return 'lost';
      throw error;
    }
  }

  /**
   * A signal past its attempts whose order executed, or may have: flagged for reconciliation
   * (and tried again later) instead of abandoned. False when it never ordered anything.
   */
  async holdForReconciliation(signal: SignalRow): Promise<boolean> {
    const parentId = await this.signals.steps.stepParentOf(signal);
    const earlier = await this.reconciliation.earlier(signal, parentId);
    if (!earlier.fill && !earlier.unknown) return false;
    const run = new StepRunner(this.signals, signal, parentId, this.options.failpoint);
    const reason = `interrumpida ${signal.attempts - 1} veces`;
    await this.reconciliation.flag(signal, run, reason, !earlier.fill);
    return true;
  }

  /**
   * Fresh signals, many at once (SignalBatch): answers those left for `process`, one by one, in
   * order. Throws BatchCrash when a test's failpoint simulated a crash.
   */
  processBatch(signals: readonly SignalRow[]): Promise<SignalRow[]> {
    return this.batch.run(signals);
  }

  private findAccount(id: string): Promise<ProcessingAccount | undefined> {
    return this.accounts.get(id, () => this.signals.findAccount(id));
  }

  private paperGateway(account: ProcessingAccount, balances: PaperHoldings): PaperGateway {
    return new PaperGateway({
      balances,
      prices: this.deps.marketData.prices,
      startingBalance: String(this.ctx.config.paperStartingBalance),
      takerFee: new Decimal(account.takerFee),
    });
  }

  private isLive(account: ProcessingAccount): boolean {
    return this.ctx.config.exchangeGateway === 'live' && account.mode === 'live';
  }

  private async gateway(account: ProcessingAccount) {
    const takerFee = new Decimal(account.takerFee);
    const exchange = account.exchangeCode as OrderRequest['exchange'];
    let gateway: Gateway;
    if (this.isLive(account)) {
      let credentials: LiveCredentials = {};
      if (account.credentials) {
        try {
          credentials = JSON.parse(this.deps.sealer.unseal(account.credentials)) as LiveCredentials;
        } catch {
          throw new StepFailure('No se pudieron descifrar las credenciales de la cuenta');
        }
      }
      gateway = await LiveGateway.connect(exchange, account.accountType, credentials, {
        sandbox: account.isTestAccount,
        takerFee,
        apiUrl: this.ctx.config.exchangeApiUrls[exchange],
        ...this.options.live,
      });
    } else {
      gateway = this.paperGateway(account, this.deps.balances);
    }
    return { value: gateway, outcome: gateway.describe() };
  }

  private async postProcess(
    signal: SignalRow,
    payload: StoredSignalPayload,
    account: ProcessingAccount,
    order: OrderRequest,
    gateway: Gateway,
    fill: Fill,
    parentId: string,
    run: StepRunner,
  ) {
    const started = performance.now();
    const rate = await this.deps.marketData.prices.usdRate(
      order.quote,
      account.exchangeCode,
      fill.executedAtMs,
    );
    return inTransaction(this.ctx.db, async (tx) => {
      // Point reads and writes by key, whose best plans do not depend on the values.
      await reusePlans(tx, this.ctx.database);
      const recorded = await this.deps.ledger.record(
        tx,
        tradeOf(signal, payload, account, order, fill, rate),
      );
      let metadata: Record<string, unknown> = { alreadyRecorded: true };
      if (recorded) {
        await gateway.settle(tx, order, fill, realizedInQuote(recorded.ledger, rate));
        await this.deps.activity.record(tradeActivity(recorded.tradeId, signal, order, fill), tx);
        const receivers = await this.deps.copyReceivers([account.id], tx);
        const copies = await fanOutCopies(tx, this.deps.enqueuer, receivers.get(account.id) ?? [], {
          signalId: signal.id,
          accountId: account.id,
          payload,
          rootLogId: parentId,
          quantity: fill.quantity,
        });
        metadata = recordedMetadata(recorded.tradeId, recorded.ledger, recorded.replayed, copies);
      }
      run.queue(
        'POST_PROCESSING',
        'success',
        recorded ? 'Operación registrada' : 'La operación ya estaba registrada',
        performance.now() - started,
        metadata,
      );
      const log = recordedLog(signal, order, fill);
      // The step's log goes in the statement that ends the signal (a round trip fewer).
      const done = await this.signals.finish(signal, 'done', null, log, tx, run.take());
      if (!done) throw new LeaseLost();
      await this.options.failpoint?.('POST_PROCESSING:commit', signal);
      return { value: 'done' as const, outcome: null };
    });
  }
}
