import { EMPTY_VALUE, formatExact, readDecimalText } from '@pulso/domain/core';
import type { WorkingOrderView } from '@pulso/domain/schemas';

/**
 * A decimal as the server sends it ('0.250000000000000000'), exact and without the stored
 * trailing zeros, in the reader's format ('0,25'; '60.000' in es-ES). Never through a float.
 */
export function formatOrderDecimal(value: string | null, locale: string): string {
  if (value === null) return EMPTY_VALUE;
  const read = readDecimalText(value);
  return formatExact(read.ok ? read.value : value, locale);
}

/** What the price column says, before it is put into words. */
export type OrderPrice =
  | { kind: 'plain'; price: string }
  | { kind: 'stopLimit'; stop: string; limit: string }
  /** A trailing stop that follows the price: where its stop is now. */
  | { kind: 'trailing'; stop: string; distance: string }
  /** A trailing stop that starts following once the price reaches `activation`. */
  | { kind: 'trailingWaiting'; distance: string; activation: string }
  | { kind: 'trailingPending'; distance: string };

/**
 * The order's price: the trigger (the stop, or the limit of a limit or take-profit order), both
 * for a stop limit, and for a trailing stop its current stop and distance (an amount or a %).
 */
export function orderPrice(order: WorkingOrderView, locale: string): OrderPrice {
  const n = (value: string | null) => formatOrderDecimal(value, locale);
  if (order.kind === 'trailing_stop') {
    const trail = order.trail;
    const distance =
      trail?.distance != null
        ? n(trail.distance)
        : trail?.distancePercent != null
          ? `${n(trail.distancePercent)} %`
          : EMPTY_VALUE;
    if (order.triggerPrice !== null)
      return { kind: 'trailing', stop: n(order.triggerPrice), distance };
    if (trail && !trail.activated && trail.activationPrice !== null) {
      return { kind: 'trailingWaiting', distance, activation: n(trail.activationPrice) };
    }
    return { kind: 'trailingPending', distance };
  }
  if (order.kind === 'stop_limit' && order.triggerPrice !== null && order.limitPrice !== null) {
    return { kind: 'stopLimit', stop: n(order.triggerPrice), limit: n(order.limitPrice) };
  }
  return { kind: 'plain', price: n(order.triggerPrice ?? order.limitPrice) };
}

/** Each protection group's number as shown ("Grupo 1"), in the order the list first names it. */
export function groupNumbers(orders: readonly WorkingOrderView[]): Map<string, number> {
  const numbers = new Map<string, number>();
  for (const order of orders) {
    if (order.group !== null && !numbers.has(order.group))
      numbers.set(order.group, numbers.size + 1);
  }
  return numbers;
}
