/**
 * An account's risk limits (issue 37). A daily loss limit: once the account's realized loss of
 * the day (in USD, in its owner's time zone, the notification preferences') reaches it, the
 * account opens and adds to no position until the day ends — orders that reduce one still
 * execute. Trading windows: outside them, likewise, only reducing orders execute; with
 * `closeAtWindowEnd`, the account's open positions are closed at the market once at each end.
 * GET/PUT /api/accounts/{id}/risk-limits (its owner or an admin).
 */
import { z } from 'zod';
import { TRADING_WINDOW_LIMITS, WINDOW_TIME, type TradingWindow } from '../trading-windows';
import { approvalMinutes } from './pending-orders';
import { positiveDecimal } from './signal-numbers';

export const tradingWindowSchema = z
  .object({
    /** ISO weekdays: 1 Monday … 7 Sunday. */
    days: z
      .array(z.int().min(1, 'Día de la semana no válido').max(7, 'Día de la semana no válido'))
      .min(1, 'Elige al menos un día')
      .max(7)
      .refine((days) => new Set(days).size === days.length, 'Un día aparece dos veces'),
    start: z.string().regex(WINDOW_TIME, 'Hora no válida (HH:MM)'),
    end: z.string().regex(WINDOW_TIME, 'Hora no válida (HH:MM)'),
  })
  .strict()
  .refine((w) => w.start !== '24:00', { message: 'Hora no válida (HH:MM)', path: ['start'] })
  .refine((w) => w.end > w.start, {
    message: 'La hora de fin debe ser posterior a la de inicio',
    path: ['end'],
  })
  .transform((w): TradingWindow => ({ ...w, days: [...w.days].sort((a, b) => a - b) }));

/** The account's limits, replaced whole: a limit left out is removed. */
export const riskLimitsBody = z
  .object({
    /** In USD. */
    dailyLossLimit: positiveDecimal.optional(),
    /** None: the account may open at any time. */
    tradingWindows: z
      .array(tradingWindowSchema)
      .max(TRADING_WINDOW_LIMITS.maxWindows, 'Demasiadas ventanas de operación')
      .optional(),
    /** Close the account's open positions at the market at each window's end. */
    closeAtWindowEnd: z.boolean().optional(),
    /** Hold each order for its owner's approval, this many minutes at most (pending-orders.ts). */
    approvalMinutes: approvalMinutes.optional(),
  })
  .strict()
  .refine((b) => !b.closeAtWindowEnd || (b.tradingWindows?.length ?? 0) > 0, {
    message: 'Define una ventana de operación para cerrar al terminarla',
    path: ['closeAtWindowEnd'],
  });
export type RiskLimitsBody = z.input<typeof riskLimitsBody>;

export const riskLimitsSchema = z.object({
  dailyLossLimit: z.string().nullable(),
  /** The day the limit counts in: the owner's time zone. */
  timeZone: z.string(),
  /** The account's realized PnL so far today, in USD (negative: a loss). */
  realizedToday: z.string(),
  /** Whether the limit is reached now (entries refused until the day ends). */
  reached: z.boolean(),
  tradingWindows: z.array(
    z.object({ days: z.array(z.number()), start: z.string(), end: z.string() }),
  ),
  closeAtWindowEnd: z.boolean(),
  /** Whether the account is in one of its windows now (always, with none). */
  inWindow: z.boolean(),
  approvalMinutes: z.number().nullable(),
});
export type RiskLimits = z.infer<typeof riskLimitsSchema>;

/** The refusal of an entry once the day's loss reached the limit. */
export const dailyLossReached = (loss: string, limit: string) =>
  `Límite de pérdida diaria alcanzado (${loss} de ${limit} USD hoy): esta cuenta solo cierra posiciones hasta mañana`;
