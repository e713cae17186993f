/**
 * The orders that protect a position once its entry fills (issue 36): the intent's stop-loss,
 * take-profits (with breakeven) and trailing stop, as working orders for `evaluateBar`. Pure and in
 * the domain, so the paper exchange (the server's signal pipeline) and the backtest place the same.
 */
import Decimal from 'decimal.js';
import { offsetPrice, type OrderIntent } from './order-intent';

/** The protection an entry's fill hangs on its position: the intent's stop, targets and trailing stop. */
export interface ProtectionPlan {
  side: 'buy' | 'sell';
  kind: 'stop_loss' | 'take_profit' | 'trailing_stop';
  quantity: string;
  triggerPrice?: string;
  trail?: {
    distance?: string;
    distancePercent?: string;
    activationPrice?: string;
    activated: boolean;
    extreme?: string;
  };
  moveStopTo?: string;
}

/** Whether an intent asks for protection to be placed once its entry fills. */
export const hasProtection = (intent: OrderIntent | undefined): intent is OrderIntent =>
  !!intent && (!!intent.stop_loss || !!intent.take_profits?.length || !!intent.trailing_stop);

/**
 * The orders that protect a position after an entry at `entry` (the fill's price) on `entrySide`:
 * they close on the other side; each take-profit closes its share of the position (to the lot
 * step, the last one whatever remains of the shares), the stop and the trailing stop the whole of
 * it; with breakeven the first target moves the stop to the position's average entry.
 */
export function protectionFor(
  intent: OrderIntent,
  entrySide: 'buy' | 'sell',
  entry: Decimal,
  averageEntry: Decimal,
  position: Decimal,
  limits: { step: string; min: string } | undefined,
): ProtectionPlan[] {
  const side = entrySide === 'buy' ? 'sell' : 'buy';
  const size = position.abs();
  const step = limits ? new Decimal(limits.step) : undefined;
  const floor = (q: Decimal) => (step && step.gt(0) ? q.div(step).floor().times(step) : q);
  const plans: ProtectionPlan[] = [];
  if (intent.stop_loss) {
    plans.push({
      side,
      kind: 'stop_loss',
      quantity: size.toString(),
      triggerPrice: offsetPrice(intent.stop_loss, entry, entrySide, 'stop').toString(),
    });
  }
  for (const [i, tp] of (intent.take_profits ?? []).entries()) {
    const quantity = floor(size.times(tp.share).div(100));
    if (quantity.lte(0)) continue;
    plans.push({
      side,
      kind: 'take_profit',
      quantity: quantity.toString(),
      triggerPrice: offsetPrice(tp, entry, entrySide, 'target').toString(),
      ...(intent.breakeven && i === 0 ? { moveStopTo: averageEntry.toString() } : {}),
    });
  }
  const trailing = intent.trailing_stop;
  if (trailing) {
    const activation =
      trailing.activation_price ??
      (trailing.activation_percent
        ? offsetPrice(
            { percent: trailing.activation_percent },
            entry,
            entrySide,
            'target',
          ).toString()
        : undefined);
    plans.push({
      side,
      kind: 'trailing_stop',
      quantity: size.toString(),
      trail: {
        ...(trailing.distance ? { distance: trailing.distance } : {}),
        ...(trailing.distance_percent ? { distancePercent: trailing.distance_percent } : {}),
        ...(activation ? { activationPrice: activation } : {}),
        activated: !activation,
        ...(activation ? {} : { extreme: entry.toString() }),
      },
    });
  }
  return plans;
}
