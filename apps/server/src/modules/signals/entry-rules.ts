import {
  dailyLossReached,
  Decimal,
  describeTradingWindows,
  ENTRIES_PAUSED,
  inTradingWindow,
  localDayStart,
  lossCooldownActive,
  maxGrossExposureExceeded,
  maxOpenPositionsReached,
  outsideTradingWindows,
} from '@pulso/domain';
import { StepFailure, type OrderRequest } from './gateways/gateway';
import type { IntentReads } from './intent-steps';
import type { IntentDecision } from './order-intent';
import type { ProcessingAccount } from './signals.repository';

type Reads = Pick<IntentReads, 'db' | 'ledger'>;
interface Refusal {
  message: string;
  figures: Record<string, string>;
}

/** Whether an account has a cap that reads its positions (a batch runs its orders one by one). */
export const hasEntryCaps = (account: ProcessingAccount): boolean =>
  account.maxOpenPositions !== null ||
  account.maxGrossExposure !== null ||
  account.lossCooldown !== null;

/**
 * The account's entry rules at VALIDATION (issue 37): while its (or its owner's) pause switch is
 * set, outside its trading windows (at the signal's time, in its owner's time zone), once its
 * realized loss of the day reached its daily loss limit, past its caps on open positions or gross
 * exposure, or on an asset in its cooldown after a run of losses, an order may only reduce the
 * account's position. One that opens or adds is refused, naming the rule; one that closes and
 * would flip the position is cut to the close. Answers what it cut, for the message.
 */
export async function checkEntryRules(
  reads: Reads,
  account: ProcessingAccount,
  order: OrderRequest,
  decision: IntentDecision | undefined,
): Promise<string | undefined> {
  const windows = account.tradingWindows;
  const ruled =
    account.entriesPaused ||
    account.dailyLossLimit !== null ||
    (windows?.length ?? 0) > 0 ||
    hasEntryCaps(account);
  if (!ruled || decision?.kind === 'none') return undefined;
  // The position is read once, and only when a rule needs it.
  let read: Promise<Decimal> | undefined;
  const held = () =>
    (read ??= reads.ledger
      .position(reads.db, account.id, order.base)
      .then(({ position }) => new Decimal(position)));
  const refusal =
    (await accountRefusal(reads, account, order)) ??
    (hasEntryCaps(account) ? await capRefusal(reads, account, order, await held()) : undefined);
  if (!refusal) return undefined;
  const position = await held();
  const reduces = order.side === 'buy' ? position.lt(0) : position.gt(0);
  if (!reduces) {
    throw new StepFailure(refusal.message, { ...refusal.figures, position: position.toString() });
  }
  if (order.quantity.lte(position.abs())) return undefined;
  const asked = order.quantity;
  order.quantity = position.abs();
  return `${RULE_NAMES[refusal.figures.rule!]}: reducida al cierre, ${order.quantity.toString()} en vez de ${asked.toString()}`;
}

/** The rules on the whole account, whatever the order: its pause, its hours, its day's loss. */
async function accountRefusal(
  reads: Reads,
  account: ProcessingAccount,
  order: OrderRequest,
): Promise<Refusal | undefined> {
  const windows = account.tradingWindows;
  if (account.entriesPaused) {
    return { message: ENTRIES_PAUSED, figures: { rule: 'entries_paused' } };
  }
  if (windows && !inTradingWindow(windows, order.time, account.timeZone)) {
    const described = describeTradingWindows(windows);
    return {
      message: outsideTradingWindows(described, account.timeZone),
      figures: { rule: 'trading_window', windows: described, timeZone: account.timeZone },
    };
  }
  const limit = account.dailyLossLimit;
  if (limit === null) return undefined;
  const dayStart = localDayStart(order.time, account.timeZone);
  const realized = new Decimal(
    await reads.ledger.realizedBetween(reads.db, account.id, dayStart, order.time),
  );
  if (realized.negated().lt(limit)) return undefined;
  const loss = realized.negated().toDecimalPlaces(2).toString();
  return {
    message: dailyLossReached(loss, new Decimal(limit).toString()),
    figures: { rule: 'daily_loss', realizedToday: realized.toString(), limit },
  };
}

/**
 * The caps, for an order that opens or adds (one that only reduces passes them all): a new asset
 * past the open positions' cap, the USD held past the exposure cap (every position at its entry
 * price, this order at its price), an asset whose last trips all lost within the cooldown.
 */
async function capRefusal(
  reads: Reads,
  account: ProcessingAccount,
  order: OrderRequest,
  held: Decimal,
): Promise<Refusal | undefined> {
  const signed = order.side === 'buy' ? order.quantity : order.quantity.negated();
  const added = held.plus(signed).abs().minus(held.abs());
  if (added.lte(0)) return undefined;
  const cooldown = account.lossCooldown;
  if (cooldown) {
    const trips = await reads.ledger.lastTripNets(
      reads.db,
      account.id,
      order.base,
      order.time,
      cooldown.losses,
    );
    const lost = trips.length === cooldown.losses && trips.every((t) => new Decimal(t.net).lt(0));
    const untilMs = lost ? trips[0]!.closedAtMs + cooldown.minutes * 60_000 : 0;
    if (order.time < untilMs) {
      const until = `${localMinute(untilMs, account.timeZone)} (${account.timeZone})`;
      return {
        message: lossCooldownActive(cooldown.losses, order.base, until),
        figures: {
          rule: 'loss_cooldown',
          losses: String(cooldown.losses),
          until: new Date(untilMs).toISOString(),
        },
      };
    }
  }
  const max = account.maxOpenPositions;
  const cap = account.maxGrossExposure;
  if (max === null && cap === null) return undefined;
  const open = (await reads.ledger.positions(reads.db, [account.id])).get(account.id) ?? [];
  if (max !== null && held.isZero() && open.length >= max) {
    return {
      message: maxOpenPositionsReached(open.length, max),
      figures: { rule: 'max_open_positions', open: String(open.length), max: String(max) },
    };
  }
  if (cap === null) return undefined;
  const exposure = open
    .filter((p) => p.priced)
    .reduce(
      (sum, p) => sum.plus(new Decimal(p.position).abs().times(p.averagePrice)),
      new Decimal(0),
    );
  // An order's quote is a stablecoin (SUPPORTED_QUOTES): its price is in USD.
  const after = exposure.plus(added.times(order.close));
  if (after.lte(cap)) return undefined;
  const shown = after.toDecimalPlaces(2).toString();
  return {
    message: maxGrossExposureExceeded(shown, new Decimal(cap).toString()),
    figures: { rule: 'max_gross_exposure', exposure: exposure.toString(), after: shown, max: cap },
  };
}

/** A time as its owner reads it: "2/11, 14:35". */
const localMinute = (ms: number, timeZone: string) =>
  new Intl.DateTimeFormat('es-ES', {
    timeZone,
    day: 'numeric',
    month: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  }).format(ms);

const RULE_NAMES: Record<string, string> = {
  entries_paused: 'entradas en pausa',
  trading_window: 'fuera del horario de operación',
  daily_loss: 'límite de pérdida diaria',
  max_open_positions: 'máximo de posiciones abiertas',
  max_gross_exposure: 'exposición máxima',
  loss_cooldown: 'pausa tras pérdidas',
};
