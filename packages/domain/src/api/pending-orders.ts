/**
 * The approval queue (issue 37): an account set to need its owner's approval holds each order an
 * alert, a copy or a strategy sends as a pending order, for `approvalMinutes`. Its owner (or an
 * admin) approves it — optionally with another quantity — or rejects it; approved, it goes
 * through the pipeline as a new signal at the market's price then. An order is approved or
 * rejected once: a second approval, or one after it expired, is refused and changes nothing.
 * GET /api/accounts/{id}/pending-orders, POST /api/pending-orders/{id}/approve|reject.
 * Live: `approvals.changed`.
 */
import { z } from 'zod';
import { positiveDecimal } from './signal-numbers';

export const APPROVAL_LIMITS = {
  /** The shortest and longest a pending order may wait, in minutes. */
  minMinutes: 1,
  maxMinutes: 1440,
  /** The pending orders a page lists (newest first). */
  listed: 50,
} as const;

export const approvalMinutes = z
  .int('Indica los minutos de espera como un número entero')
  .min(APPROVAL_LIMITS.minMinutes, 'La espera de aprobación va de 1 a 1440 minutos')
  .max(APPROVAL_LIMITS.maxMinutes, 'La espera de aprobación va de 1 a 1440 minutos');

export const PENDING_ORDER_STATES = ['pending', 'approved', 'rejected', 'expired'] as const;
export type PendingOrderState = (typeof PENDING_ORDER_STATES)[number];

export const pendingOrderSchema = z.object({
  id: z.uuid(),
  accountId: z.uuid(),
  /** The signal that was held. */
  signalId: z.uuid(),
  source: z.string(),
  symbol: z.string(),
  side: z.enum(['buy', 'sell']),
  /** The quantity the signal asked for (its `contracts`). */
  contracts: z.string(),
  /** The signal's price. */
  close: z.string(),
  createdAt: z.iso.datetime(),
  expiresAt: z.iso.datetime(),
  /** `expired`: still pending past its expiry (nothing executes it). */
  state: z.enum(PENDING_ORDER_STATES),
  decidedAt: z.iso.datetime().nullable(),
  /** Approved: the signal it became. */
  approvedSignalId: z.uuid().nullable(),
});
export type PendingOrder = z.infer<typeof pendingOrderSchema>;

export const pendingOrderListSchema = z.object({ data: z.array(pendingOrderSchema) });
export type PendingOrderList = z.infer<typeof pendingOrderListSchema>;

/** What waits for the signed-in user across their accounts: pending, soonest to expire first. */
export const waitingOrdersSchema = z.object({
  data: z.array(pendingOrderSchema.extend({ accountName: z.string() })),
});
export type WaitingOrders = z.infer<typeof waitingOrdersSchema>;
export type WaitingOrder = WaitingOrders['data'][number];

/** Approving: the order as held, or with another quantity. */
export const approvePendingOrderBody = z.object({ contracts: positiveDecimal.optional() }).strict();
export type ApprovePendingOrderBody = z.input<typeof approvePendingOrderBody>;

export const PENDING_ORDER_EXPIRED = 'La orden pendiente caducó: ya no se puede aprobar';
export const PENDING_ORDER_DECIDED = 'Esta orden pendiente ya se aprobó o se rechazó';
export const PENDING_ORDER_NOT_FOUND = 'Orden pendiente no encontrada';

/** The held signal's outcome. */
export const awaitingApproval = (expiresAt: string) =>
  `En espera de aprobación del propietario (caduca ${expiresAt})`;
