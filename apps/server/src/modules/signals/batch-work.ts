import type { StoredSignalPayload } from '@pulso/domain';
import type { Held } from './approval-hold';
import { BatchHoldings } from './gateways/batch-holdings';
import type { Fill, Gateway, OrderRequest } from './gateways/gateway';
import type { IntentDecision } from './order-intent';
import { elapsed } from './signal-steps';
import type { CopyVerdict, ProcessingAccount, SignalEnd, SignalRow } from './signals.repository';
import type { StepLogRow } from './step-logs.repository';
import type { SignalFailed, StepRunner } from './step-runner';

/** A signal validated and its client made, on its way to the batch's transaction. */
export interface Ready {
  signal: SignalRow;
  payload: StoredSignalPayload;
  run: StepRunner;
  parentId: string;
  account: ProcessingAccount;
  order: OrderRequest;
  gateway: Gateway;
  /** The executed order: a live one's (placed before the transaction), or an earlier attempt's. */
  fill?: Fill | undefined;
  /** The quote's USD price at the fill's time (null: none; 1: USD-like). */
  rate: number | null;
}

/** A signal whose intent places no order now (a resting entry, or nothing to do): its end is written with the batch. */
export interface Settled {
  signal: SignalRow;
  payload: StoredSignalPayload;
  run: StepRunner;
  account: ProcessingAccount;
  order: OrderRequest;
  decision: Exclude<IntentDecision, { kind: 'order' }>;
}

/** How a signal of the batch ends, with its steps' logs. */
export interface End {
  end: SignalEnd & { signal: SignalRow };
  run: StepRunner;
  /** POST_PROCESSING's own log, written with the end (not queued: a rollback must not keep it). */
  post?: StepLogRow;
}

/** What one batch gathers on its way to its transaction. */
export class BatchWork {
  readonly ready: Ready[] = [];
  readonly ends: End[] = [];
  readonly settled: Settled[] = [];
  /** Signals their accounts hold for the owner's approval (approval-hold.ts). */
  readonly held: Held[] = [];
  /** Copies whose link's rules sized or bounded them at VALIDATION (issue 37): their verdicts. */
  readonly copies = new Map<string, CopyVerdict>();
  readonly holdings = new BatchHoldings();
  private readonly leftAccounts = new Set<string>();
  private readonly leftSignals = new Set<string>();
  private readonly seenAccounts = new Set<string>();

  /** Whether this is the batch's first signal of its account (reads before it are current). */
  first(signal: SignalRow): boolean {
    if (this.seenAccounts.has(signal.accountId)) return false;
    this.seenAccounts.add(signal.accountId);
    return true;
  }

  /** Leaves the signal, and every later one of its account, to a batch of its own. */
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

  end(end: End['end'], run: StepRunner, post?: StepLogRow): void {
    this.ends.push({ end, run, ...(post ? { post } : {}) });
  }

  /** Every log of the batch, for the statement that ends its signals. */
  steps(): StepLogRow[] {
    return this.ends.flatMap((e) => [...e.run.pending(), ...(e.post ? [e.post] : [])]);
  }

  left(signals: readonly SignalRow[]): SignalRow[] {
    return signals.filter((s) => this.leftSignals.has(s.id));
  }
}

/** A signal refused by a step for good. */
export const failedEnd = (signal: SignalRow, error: SignalFailed): End['end'] => ({
  signal,
  status: 'failed',
  error: error.message,
  log: {
    status: 'failed',
    message: `${error.step}: ${error.message}`,
    durationMs: elapsed(signal),
  },
  // A copy's ledger row names the step that failed (issue 37).
  copy: { outcome: 'failed', rule: error.step, message: error.message, figures: {} },
});
