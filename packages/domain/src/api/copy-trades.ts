import { z } from 'zod';
import { PAGE_SIZES } from '../constants';
import { paginationQuery, paginationSchema } from './pagination';
import { boundedInteger, percentDecimal, positiveDecimal } from './signal-numbers';
import {
  BELOW_MINIMUM_ACTIONS,
  COPY_SIZING_MODES,
  COPY_STOP_ACTIONS,
  DEFAULT_COPY_SETTINGS,
} from '../copy-rules';
import { MARGIN_MODES, MAX_LEVERAGE } from '../order-intent';

const multiplier = z.coerce
  .number()
  .finite()
  .gt(0, 'El multiplicador debe ser mayor que 0')
  .max(1000, 'El multiplicador no puede ser mayor que 1000');

const symbols = (label: string) =>
  z
    .array(
      z
        .string()
        .trim()
        .toUpperCase()
        .regex(/^[A-Z0-9]{2,20}$/, `${label}: cada símbolo es como BTCUSDT`),
    )
    .max(100, `${label}: como mucho 100 símbolos`)
    .transform((list) => [...new Set(list)]);

/**
 * A copy link's rules (issue 37; ../copy-rules.ts says what each does). Every field is optional
 * in a body: what is absent keeps the default (the plain multiplier, nothing capped).
 */
export const copySettingsSchema = z
  .object({
    sizing: z.enum(COPY_SIZING_MODES).default(DEFAULT_COPY_SETTINGS.sizing),
    // Amounts in the quote coin, read exactly like an alert's numbers (plain decimal text or a
    // number; never "0x10", "1e3" or true), kept as decimal text.
    sizingValue: positiveDecimal.optional(),
    maxNotionalPerOrder: positiveDecimal.optional(),
    maxAllocation: positiveDecimal.optional(),
    maxOpenPositions: boundedInteger(1, 1000).optional(),
    allowedSymbols: symbols('Símbolos permitidos').optional(),
    refusedSymbols: symbols('Símbolos excluidos').optional(),
    maxSlippagePct: percentDecimal
      .refine((p) => Number(p) <= 50, 'El deslizamiento máximo no puede ser mayor que 50 %')
      .optional(),
    belowMinimum: z.enum(BELOW_MINIMUM_ACTIONS).default(DEFAULT_COPY_SETTINGS.belowMinimum),
    stopDrawdownPct: percentDecimal
      .refine((p) => Number(p) >= 1, 'La caída máxima debe ser de al menos 1 %')
      .refine((p) => Number(p) <= 95, 'La caída máxima no puede ser mayor que 95 %')
      .optional(),
    stopAction: z.enum(COPY_STOP_ACTIONS).optional(),
    leverage: boundedInteger(1, MAX_LEVERAGE).optional(),
    maxLeverage: boundedInteger(1, MAX_LEVERAGE).optional(),
    marginMode: z.enum(MARGIN_MODES).optional(),
  })
  .strict()
  .superRefine((s, ctx) => {
    const needsValue = s.sizing === 'fixed_notional' || s.sizing === 'equity_pct';
    if (needsValue && s.sizingValue === undefined)
      ctx.addIssue({
        code: 'custom',
        path: ['sizingValue'],
        message:
          s.sizing === 'fixed_notional'
            ? 'Indica el importe fijo por orden'
            : 'Indica el % del capital por orden',
      });
    if (s.sizing === 'equity_pct' && s.sizingValue !== undefined && Number(s.sizingValue) > 100)
      ctx.addIssue({
        code: 'custom',
        path: ['sizingValue'],
        message: 'El % del capital no puede ser mayor que 100',
      });
    if (s.stopAction !== undefined && s.stopDrawdownPct === undefined)
      ctx.addIssue({
        code: 'custom',
        path: ['stopDrawdownPct'],
        message: 'Indica la caída máxima que detiene la copia',
      });
    if (s.leverage !== undefined && s.maxLeverage !== undefined && s.leverage > s.maxLeverage)
      ctx.addIssue({
        code: 'custom',
        path: ['leverage'],
        message: `El apalancamiento de la copia (${s.leverage}x) supera el máximo (${s.maxLeverage}x)`,
      });
    const both = (s.allowedSymbols ?? []).filter((x) => s.refusedSymbols?.includes(x));
    if (both.length > 0)
      ctx.addIssue({
        code: 'custom',
        path: ['refusedSymbols'],
        message: `${both.join(', ')} no puede estar permitido y excluido a la vez`,
      });
  });
export type CopySettingsInput = z.input<typeof copySettingsSchema>;

export const createCopyTradeBody = z
  .object({
    emitterAccountId: z.uuid(),
    receiverAccountId: z.uuid(),
    multiplier,
    isActive: z.boolean().default(true),
    settings: copySettingsSchema.optional(),
  })
  .strict();
export type CreateCopyTrade = z.input<typeof createCopyTradeBody>;

/**
 * Spec §5: the id is required ('Copy trade id is required'). The id is optional here so the
 * server can answer that exact message itself, rather than a schema error naming the field.
 */
export const updateCopyTradeBody = z
  .object({
    id: z.string().max(100).optional(),
    multiplier: multiplier.optional(),
    isActive: z.boolean().optional(),
    /** Replaces the link's rules whole (absent fields take their defaults). */
    settings: copySettingsSchema.optional(),
  })
  .strict();
export type UpdateCopyTrade = z.input<typeof updateCopyTradeBody>;

export const deleteCopyTradeQuery = z.object({ id: z.string().max(100).optional() });
export const listCopyTradesQuery = paginationQuery(PAGE_SIZES.default);

const side = z.object({ id: z.string(), name: z.string(), exchange: z.string() });
export const copyTradeSchema = z.object({
  id: z.string(),
  ownerId: z.string(),
  emitterAccountId: z.string(),
  receiverAccountId: z.string(),
  emitter: side,
  receiver: side,
  multiplier: z.string(),
  isActive: z.boolean(),
  /** The link's rules (the defaults when never set). */
  settings: z.object({
    sizing: z.enum(COPY_SIZING_MODES),
    sizingValue: z.string().optional(),
    maxNotionalPerOrder: z.string().optional(),
    maxAllocation: z.string().optional(),
    maxOpenPositions: z.number().int().optional(),
    allowedSymbols: z.array(z.string()).optional(),
    refusedSymbols: z.array(z.string()).optional(),
    maxSlippagePct: z.string().optional(),
    belowMinimum: z.enum(BELOW_MINIMUM_ACTIONS),
    stopDrawdownPct: z.string().optional(),
    stopAction: z.enum(COPY_STOP_ACTIONS).optional(),
    leverage: z.number().int().optional(),
    maxLeverage: z.number().int().optional(),
    marginMode: z.enum(MARGIN_MODES).optional(),
  }),
  /**
   * Set when the stop-copy rule stopped the link (cleared when it resumes or its rules change):
   * when, what it did, and the figures it read (equity and high-water mark in US$).
   */
  stopped: z
    .object({
      at: z.iso.datetime(),
      action: z.enum(COPY_STOP_ACTIONS),
      drawdownPct: z.string(),
      equity: z.string(),
      highWater: z.string(),
      /** The copied positions it closed (their symbols). */
      closed: z.array(z.string()),
    })
    .nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type CopyTrade = z.infer<typeof copyTradeSchema>;

/**
 * The copy ledger (issue 37): for every leader trade, one row per receiver active then, saying
 * what its copy did and why. GET /api/accounts/{id}/copy-ledger: the receiving account's rows
 * for its owner (and admins); the emitting account's owner gets `counts` only when the rows are
 * other users' (GET /api/accounts/{id}/copy-ledger?as=emitter). Live: `copies.changed`.
 */
export const COPY_OUTCOMES = ['copied', 'scaled', 'skipped', 'failed'] as const;
export type CopyOutcome = (typeof COPY_OUTCOMES)[number];
export const copyLedgerRowSchema = z.object({
  id: z.string(),
  copyTradeId: z.string().nullable(),
  emitterAccountId: z.string(),
  emitterName: z.string(),
  receiverAccountId: z.string(),
  /** The leader's signal, and the receiver's copy of it. */
  leaderSignalId: z.string(),
  signalId: z.string(),
  symbol: z.string(),
  side: z.enum(['buy', 'sell']),
  outcome: z.enum(COPY_OUTCOMES),
  /** The rule that scaled or skipped it (COPY_RULES); for a failure, the step that failed. */
  rule: z.string().nullable(),
  message: z.string(),
  /** The leader's quantity and price, the sized and the final quantity, each rule's figures. */
  figures: z.record(z.string(), z.string()),
  createdAt: z.iso.datetime(),
});
export type CopyLedgerRow = z.infer<typeof copyLedgerRowSchema>;
export const copyLedgerCountsSchema = z.object(
  Object.fromEntries(COPY_OUTCOMES.map((o) => [o, z.number().int()])) as Record<
    CopyOutcome,
    z.ZodNumber
  >,
);
export const copyLedgerSchema = z.object({
  /** Newest first; empty for an emitter reading other users' rows. */
  items: z.array(copyLedgerRowSchema),
  counts: copyLedgerCountsSchema,
  pagination: paginationSchema,
});
export type CopyLedger = z.infer<typeof copyLedgerSchema>;
export const copyLedgerQuery = paginationQuery(PAGE_SIZES.default).extend({
  as: z.enum(['receiver', 'emitter']).default('receiver'),
});
