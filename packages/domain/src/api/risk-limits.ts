/**
 * An account's risk limits (issue 37). A daily loss limit: once the account's realized loss of
 * the day (in USD, in its owner's time zone, the notification preferences') reaches it, the
 * account opens and adds to no position until the day ends — orders that reduce one still
 * execute. GET/PUT /api/accounts/{id}/risk-limits (its owner or an admin).
 */
import { z } from 'zod';
import { positiveDecimal } from './signal-numbers';

/** The account's limits, replaced whole: a limit left out is removed. */
export const riskLimitsBody = z
  .object({
    /** In USD. */
    dailyLossLimit: positiveDecimal.optional(),
  })
  .strict();
export type RiskLimitsBody = z.input<typeof riskLimitsBody>;

export const riskLimitsSchema = z.object({
  dailyLossLimit: z.string().nullable(),
  /** The day the limit counts in: the owner's time zone. */
  timeZone: z.string(),
  /** The account's realized PnL so far today, in USD (negative: a loss). */
  realizedToday: z.string(),
  /** Whether the limit is reached now (entries refused until the day ends). */
  reached: z.boolean(),
});
export type RiskLimits = z.infer<typeof riskLimitsSchema>;

/** The refusal of an entry once the day's loss reached the limit. */
export const dailyLossReached = (loss: string, limit: string) =>
  `Límite de pérdida diaria alcanzado (${loss} de ${limit} USD hoy): esta cuenta solo cierra posiciones hasta mañana`;
