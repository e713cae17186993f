/**
 * An account's working orders (issue 36): limit and stop entries waiting for their price, and a
 * position's protection (stop-loss, take-profits, trailing stop). The paper exchange fills them
 * against each new 1-minute candle; the owner sees and cancels them on the account page.
 * GET /api/accounts/{id}/orders, DELETE /api/accounts/{id}/orders/{orderId},
 * DELETE /api/accounts/{id}/orders; the live event `orders.changed` says a list moved.
 */
import { z } from 'zod';

export const WORKING_ORDER_STATUSES = [
  'open',
  'triggered',
  'filled',
  'cancelled',
  'expired',
  'failed',
] as const;
export type WorkingOrderStatus = (typeof WORKING_ORDER_STATUSES)[number];

const decimal = z.string();
export const workingOrderSchema = z.object({
  id: z.string(),
  accountId: z.string(),
  /** The signal that placed it (the alert, copy or strategy order). */
  signalId: z.string(),
  symbol: z.string(),
  side: z.enum(['buy', 'sell']),
  kind: z.enum(['limit', 'stop', 'stop_limit', 'stop_loss', 'take_profit', 'trailing_stop']),
  quantity: decimal,
  /** The stop (stop, stop_limit, stop_loss), the limit (limit, take_profit), or a trailing stop's current stop. */
  triggerPrice: decimal.nullable(),
  limitPrice: decimal.nullable(),
  trail: z
    .object({
      distance: decimal.nullable(),
      distancePercent: decimal.nullable(),
      activationPrice: decimal.nullable(),
      activated: z.boolean(),
      extreme: decimal.nullable(),
    })
    .nullable(),
  /** Orders protecting one position share a group: the stop that fills cancels the rest. */
  group: z.string().nullable(),
  /** Whether this take-profit, when filled, moves the group's stop to the entry price. */
  breakeven: z.boolean(),
  status: z.enum(WORKING_ORDER_STATUSES),
  /** Why it ended (cancelled by the owner, a flat alert, the stop that closed the position…). */
  reason: z.string().nullable(),
  createdAt: z.iso.datetime(),
  expiresAt: z.iso.datetime().nullable(),
  updatedAt: z.iso.datetime(),
});
export type WorkingOrderView = z.infer<typeof workingOrderSchema>;

export const workingOrderListSchema = z.object({ items: z.array(workingOrderSchema) });
export const cancelledOrdersSchema = z.object({ cancelled: z.number().int() });
export type CancelledOrders = z.infer<typeof cancelledOrdersSchema>;
