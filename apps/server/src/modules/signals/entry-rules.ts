import {
  dailyLossReached,
  Decimal,
  describeTradingWindows,
  ENTRIES_PAUSED,
  inTradingWindow,
  localDayStart,
  outsideTradingWindows,
} from '@pulso/domain';
import { StepFailure, type OrderRequest } from './gateways/gateway';
import type { IntentReads } from './intent-steps';
import type { IntentDecision } from './order-intent';
import type { ProcessingAccount } from './signals.repository';

/**
 * The account's entry rules at VALIDATION (issue 37): while its (or its owner's) pause switch is
 * set, outside its trading windows (at the signal's time, in its owner's time zone), or once its
 * realized loss of the day reached its daily loss limit, an order may only
 * reduce the account's position. One that opens or adds is refused, naming the rule; one that
 * closes and would flip the position is cut to the close. Answers what it cut, for the message.
 */
export async function checkEntryRules(
  reads: Pick<IntentReads, 'db' | 'ledger'>,
  account: ProcessingAccount,
  order: OrderRequest,
  decision: IntentDecision | undefined,
): Promise<string | undefined> {
  const limit = account.dailyLossLimit;
  const windows = account.tradingWindows;
  const ruled = account.entriesPaused || limit !== null || (windows?.length ?? 0) > 0;
  if (!ruled || decision?.kind === 'none') return undefined;
  let refusal: { message: string; figures: Record<string, string> } | undefined;
  if (account.entriesPaused) {
    refusal = { message: ENTRIES_PAUSED, figures: { rule: 'entries_paused' } };
  } else if (windows && !inTradingWindow(windows, order.time, account.timeZone)) {
    const described = describeTradingWindows(windows);
    refusal = {
      message: outsideTradingWindows(described, account.timeZone),
      figures: { rule: 'trading_window', windows: described, timeZone: account.timeZone },
    };
  }
  if (!refusal && limit !== null) {
    const dayStart = localDayStart(order.time, account.timeZone);
    const realized = new Decimal(
      await reads.ledger.realizedBetween(reads.db, account.id, dayStart, order.time),
    );
    if (realized.negated().gte(limit)) {
      const loss = realized.negated().toDecimalPlaces(2).toString();
      const figures = { rule: 'daily_loss', realizedToday: realized.toString(), limit };
      refusal = { message: dailyLossReached(loss, new Decimal(limit).toString()), figures };
    }
  }
  if (!refusal) return undefined;
  const { position } = await reads.ledger.position(reads.db, account.id, order.base);
  const held = new Decimal(position);
  const reduces = order.side === 'buy' ? held.lt(0) : held.gt(0);
  if (!reduces) throw new StepFailure(refusal.message, { ...refusal.figures, position });
  if (order.quantity.lte(held.abs())) return undefined;
  const asked = order.quantity;
  order.quantity = held.abs();
  return `${RULE_NAMES[refusal.figures.rule!]}: reducida al cierre, ${order.quantity.toString()} en vez de ${asked.toString()}`;
}

const RULE_NAMES: Record<string, string> = {
  entries_paused: 'entradas en pausa',
  trading_window: 'fuera del horario de operación',
  daily_loss: 'límite de pérdida diaria',
};
