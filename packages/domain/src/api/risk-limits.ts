/**
 * An account's risk limits (issue 37). A daily loss limit: once the account's realized loss of
 * the day (in USD, in its owner's time zone, the notification preferences') reaches it, the
 * account opens and adds to no position until the day ends — orders that reduce one still
 * execute. Trading windows: outside them, likewise, only reducing orders execute; with
 * `closeAtWindowEnd`, the account's open positions are closed at the market once at each end.
 * Exposure caps: at most `maxOpenPositions` assets held at once and `maxGrossExposure` USD held
 * (each position at its entry price); past either, an order that opens a new position or adds
 * is refused. A loss cooldown: after `lossCooldown.losses` losing round trips in a row on one
 * asset, entries on that asset are refused for `lossCooldown.minutes` after the last one closed.
 * A maximum drawdown: once the account's PnL (unrealized included, USD) is `maxDrawdown` below its
 * best since the limit was set or the account last resumed, a watch pauses its entries (the pause
 * switch) — and with `closeAtMaxDrawdown` closes its open positions — and tells its owner.
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

export const LOSS_COOLDOWN_LIMITS = { maxLosses: 20, maxMinutes: 10_080 } as const;
export const MAX_OPEN_POSITIONS_LIMIT = 500;

export const lossCooldownSchema = z
  .object({
    /** Losing round trips in a row on one asset. */
    losses: z
      .int('Indica las pérdidas seguidas como un número entero')
      .min(1, `Las pérdidas seguidas van de 1 a ${LOSS_COOLDOWN_LIMITS.maxLosses}`)
      .max(
        LOSS_COOLDOWN_LIMITS.maxLosses,
        `Las pérdidas seguidas van de 1 a ${LOSS_COOLDOWN_LIMITS.maxLosses}`,
      ),
    /** How long entries on that asset wait after the last one closed. */
    minutes: z
      .int('Indica la pausa en minutos como un número entero')
      .min(1, `La pausa tras pérdidas va de 1 a ${LOSS_COOLDOWN_LIMITS.maxMinutes} minutos`)
      .max(
        LOSS_COOLDOWN_LIMITS.maxMinutes,
        `La pausa tras pérdidas va de 1 a ${LOSS_COOLDOWN_LIMITS.maxMinutes} minutos`,
      ),
  })
  .strict();
export type LossCooldown = z.infer<typeof lossCooldownSchema>;

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
    /** Assets held at once; an order that opens one more is refused. */
    maxOpenPositions: z
      .int('Indica el máximo de posiciones como un número entero')
      .min(1, `El máximo de posiciones abiertas va de 1 a ${MAX_OPEN_POSITIONS_LIMIT}`)
      .max(
        MAX_OPEN_POSITIONS_LIMIT,
        `El máximo de posiciones abiertas va de 1 a ${MAX_OPEN_POSITIONS_LIMIT}`,
      )
      .optional(),
    /** In USD, every open position at its entry price. */
    maxGrossExposure: positiveDecimal.optional(),
    lossCooldown: lossCooldownSchema.optional(),
    /** In USD below the best PnL since set or resumed. */
    maxDrawdown: positiveDecimal.optional(),
    /** Close the open positions too when the drawdown pauses the account. */
    closeAtMaxDrawdown: z.boolean().optional(),
  })
  .strict()
  .refine((b) => !b.closeAtMaxDrawdown || b.maxDrawdown !== undefined, {
    message: 'Define una caída máxima para cerrar al alcanzarla',
    path: ['closeAtMaxDrawdown'],
  })
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
  maxOpenPositions: z.number().nullable(),
  /** Assets the account holds now. */
  openPositions: z.number(),
  maxGrossExposure: z.string().nullable(),
  /** USD the account holds now, each position at its entry price (unpriced quotes left out). */
  grossExposure: z.string(),
  lossCooldown: z.object({ losses: z.number(), minutes: z.number() }).nullable(),
  /** Assets whose entries wait now after a run of losses, and until when (ISO). */
  coolingDown: z.array(z.object({ asset: z.string(), until: z.string() })),
  maxDrawdown: z.string().nullable(),
  closeAtMaxDrawdown: z.boolean(),
  /** With a maximum drawdown: the watch's last reading (null before its first). */
  drawdown: z
    .object({
      /** The best PnL (USD) since the limit was set or the account resumed. */
      highWater: z.string(),
      /** How far below it the PnL was (USD). */
      below: z.string(),
      /** When the watch paused the account for it (ISO); null: not paused by it. */
      stoppedAt: z.string().nullable(),
    })
    .nullable(),
});
export type RiskLimits = z.infer<typeof riskLimitsSchema>;

/** The refusal of an entry once the day's loss reached the limit. */
export const dailyLossReached = (loss: string, limit: string) =>
  `Límite de pérdida diaria alcanzado (${loss} de ${limit} USD hoy): esta cuenta solo cierra posiciones hasta mañana`;

/** The refusal of an order that would open one position more than the cap. */
export const maxOpenPositionsReached = (open: number, max: number) =>
  `Máximo de posiciones abiertas alcanzado (${open} de ${max}): esta cuenta no abre posiciones nuevas hasta cerrar alguna`;

/** The refusal of an order that would take the account's exposure past its cap. */
export const maxGrossExposureExceeded = (after: string, max: string) =>
  `Exposición máxima superada (${after} de ${max} USD con esta orden): esta cuenta solo abre o añade dentro de su límite`;

/** An entry on an asset that closed its last `losses` trips at a loss, before the pause ends. */
export const lossCooldownActive = (losses: number, asset: string, until: string) =>
  `Pausa tras ${losses} pérdidas seguidas en ${asset} hasta ${until}: esta cuenta solo cierra posiciones en ${asset} hasta entonces`;
