/**
 * The trade receiver (spec §3 "Trade receiver payload", §7 POST /trade-receiver/{accountId};
 * DESIGN §6): the TradingView payload, how it is read (numbers may be strings, the body may be
 * text), and the receiver-log vocabulary the pipeline writes and the admin pages read.
 */
import { z } from 'zod';
import { parseDateInput } from '../date-range';
import { validationMessage } from '../errors';
import type { CopySettings } from '../copy-rules';
import type { OrderIntent } from '../order-intent';
import { parseSymbol } from '../symbols';
import { readAlertFormat } from './alert-formats';
import { alertIntentFields, checkAlertIntent, toOrderIntent } from './alert-intent';
import { positiveDecimal } from './signal-numbers';
import { alertTagsSchema } from './journal';

export { MAX_SIGNAL_NUMBER } from './signal-numbers';

export const SIGNAL_SOURCES = ['webhook', 'manual', 'copy', 'strategy'] as const;
export type SignalSource = (typeof SIGNAL_SOURCES)[number];

/** The action of a signal's own receiver log (the parent its steps hang under), by source. */
export const SIGNAL_LOG_ACTIONS = {
  webhook: 'WEBHOOK',
  manual: 'MANUAL_TRADE',
  copy: 'COPY_TRADE',
  strategy: 'STRATEGY',
} as const satisfies Record<SignalSource, string>;

/** Header of programmatic senders: `t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "t.rawBody")>`. */
export const SIGNATURE_HEADER = 'x-pulso-signature';
export const SIGNATURE_TOLERANCE_SECONDS = 300;

const PLACEHOLDER = /\{\{[^}]*\}\}/;

/** The span a signal's time may fall in: anything outside is a mistake, not a trade. */
const SIGNAL_TIME_MIN = Date.UTC(2000, 0, 1);
const SIGNAL_TIME_MAX = Date.UTC(2100, 0, 1);
const EPOCH_TEXT = /^\d{1,16}(\.\d{1,6})?$/;

/** ISO 8601 text (TradingView's {{timenow}}), or epoch seconds or milliseconds (number or text). */
const signalTime = z.union([z.number(), z.string().trim()]).transform((value, c) => {
  const numeric =
    typeof value === 'number' ? value : EPOCH_TEXT.test(value) ? Number(value) : undefined;
  const ms =
    numeric === undefined
      ? (parseDateInput(value as string)?.getTime() ?? NaN)
      : numeric < 1e12
        ? numeric * 1000
        : numeric;
  if (!Number.isFinite(ms) || ms < SIGNAL_TIME_MIN || ms >= SIGNAL_TIME_MAX) {
    c.addIssue({
      code: 'custom',
      message: 'Fecha no válida: ISO 8601 o segundos/milisegundos, entre 2000 y 2100',
    });
    return z.NEVER;
  }
  return Math.round(ms);
});

/** TradingView's ticker prefix: the exchange it charts ('BYBIT:BTCUSDT', 'COINBASE:BTCUSD'). */
const EXCHANGE_PREFIX = /^([a-z][a-z0-9_]*):/i;

/**
 * 'BINANCE:BTCUSDT', 'BTCUSDT.P' (a TradingView perpetual), 'btc/usdt' → 'BTCUSDT' and its parts,
 * and the exchange a prefix names (lower case), which must be the account's.
 */
const signalSymbol = z
  .string()
  .trim()
  .min(1)
  .transform((raw, c) => {
    try {
      const prefix = EXCHANGE_PREFIX.exec(raw)?.[1]?.toLowerCase();
      const { base, quote } = parseSymbol(raw.replace(EXCHANGE_PREFIX, '').replace(/\.P$/i, ''));
      return { symbol: `${base}${quote}`, base, quote, ...(prefix ? { exchange: prefix } : {}) };
    } catch (error) {
      c.addIssue({ code: 'custom', message: (error as Error).message });
      return z.NEVER;
    }
  });

export const tradeReceiverPayload = z
  .object({
    accountId: z.string().trim().optional(),
    symbol: signalSymbol,
    exchange: z.string().trim().toLowerCase().optional(),
    time: signalTime,
    action: z
      .string()
      .trim()
      .toLowerCase()
      .pipe(z.enum(['buy', 'sell'])),
    /** Optional when the alert sizes itself otherwise (see checkAlertIntent). */
    contracts: positiveDecimal.optional(),
    order_id: z
      .union([z.string().trim().min(1).max(200), z.number().transform(String)])
      .transform(String),
    market_position: z
      .string()
      .trim()
      .toLowerCase()
      .pipe(z.enum(['long', 'short', 'flat']))
      .optional(),
    close: positiveDecimal,
    secret: z.string().optional(),
    // Issue 36: the extended alert's optional fields (api/alert-intent).
    ...alertIntentFields,
    /** Issue 38: tags the trade's round trip carries into the review (api/journal). */
    tags: alertTagsSchema.optional(),
  })
  .superRefine(checkAlertIntent);
export type TradeReceiverPayload = z.input<typeof tradeReceiverPayload>;
/**
 * A read signal. `contracts` is always there: when the alert left it out, it is the `size` text,
 * or '0' for a closing alert (target flat, or reduce_only with size_type position_pct); the
 * quantity to trade is then in the stored `intent.size`, which wins over `contracts`.
 */
export type TradeSignal = Omit<z.output<typeof tradeReceiverPayload>, 'contracts'> & {
  contracts: string;
  /** What the alert's new fields ask for (api/alert-intent); absent on a spec-only alert. */
  intent?: OrderIntent | undefined;
};

/**
 * Where a copy signal comes from (issue 37): its link, the leader's trade it copies, and the
 * link's rules when they need the follower's state (absent: the plain multiplier, sized at
 * fan-out as before). Written by the fan-out, never from a webhook.
 */
export interface CopyOrigin {
  linkId: string;
  emitterAccountId: string;
  leaderSignalId: string;
  leaderQuantity: string;
  leaderPrice: string;
  /** The leader's signed position in the base coin before its trade. */
  leaderPositionBefore: string;
  multiplier: string;
  rules?: CopySettings;
  /** The copy's leverage and margin mode (copyLeverage: the link's, else the leader's, capped). */
  leverage?: number;
  marginMode?: 'cross' | 'isolated';
}

/** The normalised signal as stored on the signals row (never with the secret). */
export interface StoredSignalPayload {
  symbol: string;
  exchange?: string | undefined;
  /** Epoch milliseconds. */
  time: number;
  action: 'buy' | 'sell';
  contracts: string;
  order_id: string;
  market_position?: 'long' | 'short' | 'flat' | undefined;
  close: string;
  /** Copy trades only: how many copies deep (the emitter's own signal is 0). */
  copyDepth?: number;
  /** A working order's fill (issue 36): the order it executes; never from a webhook. */
  fillOf?: string;
  /** A working order that rested on the exchange (issue 36): its fill is there, nothing is sent. */
  exchangeOrderId?: string;
  /** Issue 36: what the alert asked for beyond a market order; absent on a spec-only alert. */
  intent?: OrderIntent;
  /** Copy trades (issue 37): the link and the leader's trade this copies. */
  copyOf?: CopyOrigin;
  /** Issue 38: the alert's tags, and the strategy's or leader's (journal.nameTag). */
  tags?: string[];
  /**
   * Issue 37: what approved this order before it was sent — a pending order's id (its owner
   * approved it), or the risk rule that placed it (`window_close`, `copy_stop`). An account that
   * needs approval does not hold it again. Never from a webhook.
   */
  approvedBy?: string;
}

export function toStoredPayload(signal: TradeSignal): StoredSignalPayload {
  const intent = signal.intent;
  return {
    symbol: signal.symbol.symbol,
    exchange: signal.exchange,
    time: signal.time,
    action: signal.action,
    contracts: signal.contracts,
    order_id: signal.order_id,
    market_position: signal.market_position,
    close: signal.close,
    // Only when the alert has a new field: a spec-only alert is stored exactly as before.
    ...(intent ? { intent } : {}),
    ...(signal.tags?.length ? { tags: signal.tags } : {}),
  };
}

export interface PayloadIssue {
  path: string[];
  message: string;
}

/** The first field holding an unreplaced TradingView placeholder such as "{{close}}". */
export function findPlaceholder(body: unknown): { field: string; value: string } | undefined {
  if (!body || typeof body !== 'object') return undefined;
  for (const [field, value] of Object.entries(body as Record<string, unknown>)) {
    if (typeof value === 'string' && PLACEHOLDER.test(value)) {
      return { field, value: PLACEHOLDER.exec(value)![0] };
    }
  }
  return undefined;
}

export function placeholderMessage(field: string, placeholder: string): string {
  return `El campo ${field} contiene el marcador sin reemplazar ${placeholder}: TradingView no lo sustituyó; revisa el mensaje de la alerta`;
}

/** Words that mean "close what is open" where an action is expected (TradersPost, PickMyTrade). */
const CLOSING_WORDS = new Set(['exit', 'close', 'flat']);

/**
 * A flat target needs no side: the pipeline takes it from the position. Such an alert may leave
 * `action` out or say exit/close; it is stored as 'sell' (which the target overrides) so the
 * stored signal keeps its shape and its idempotency key.
 */
function closingAction(body: unknown): unknown {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return body;
  const b = body as Record<string, unknown>;
  const flat = typeof b.target === 'string' && b.target.trim().toLowerCase() === 'flat';
  const action = typeof b.action === 'string' ? b.action.trim().toLowerCase() : b.action;
  const closing = action === undefined || (typeof action === 'string' && CLOSING_WORDS.has(action));
  return flat && closing ? { ...b, action: 'sell' } : body;
}

/**
 * Reads a payload: a clear message for placeholders first (on the body as sent), then a foreign
 * alert format (TradersPost, 3Commas, PickMyTrade) is put in Pulso's words, then field by field.
 */
export function parseTradeReceiverPayload(
  body: unknown,
): { ok: true; value: TradeSignal } | { ok: false; message: string; issues: PayloadIssue[] } {
  const placeholder = findPlaceholder(body);
  if (placeholder) {
    const message = placeholderMessage(placeholder.field, placeholder.value);
    return { ok: false, message, issues: [{ path: [placeholder.field], message }] };
  }
  const alert = readAlertFormat(body);
  // A foreign format's placeholders may sit in nested objects (3Commas' order.amount): they are
  // named by the Pulso field they land in.
  const nested = alert.format === 'pulso' ? undefined : findPlaceholder(alert.body);
  if (nested) {
    const message = placeholderMessage(nested.field, nested.value);
    return { ok: false, message, issues: [{ path: [nested.field], message }] };
  }
  const parsed = tradeReceiverPayload.safeParse(closingAction(alert.body));
  if (parsed.success) {
    const { contracts, size } = parsed.data;
    const intent = toOrderIntent(parsed.data);
    const value: TradeSignal = { ...parsed.data, contracts: contracts ?? size ?? '0' };
    return { ok: true, value: intent ? { ...value, intent } : value };
  }
  const issues = parsed.error.issues.map((i) => ({
    path: i.path.map(String),
    message: i.message,
  }));
  return { ok: false, message: validationMessage(issues), issues };
}

/**
 * An alert for one exchange must not trade on an account of another: the `exchange` field
 * (TradingView's {{exchange}}: 'BINANCE', 'BYBIT' …) and the symbol's prefix ('BYBIT:BTCUSDT'),
 * when the alert has them, must name the account's exchange. The refusal names the field.
 */
export function exchangeMismatch(
  signal: TradeSignal,
  accountExchange: string,
): PayloadIssue | undefined {
  const expected = accountExchange.toLowerCase();
  if (signal.exchange && signal.exchange !== expected) {
    return {
      path: ['exchange'],
      message: `El campo exchange dice ${signal.exchange}, pero esta cuenta opera en ${expected}: la alerta no se ejecuta en otro exchange`,
    };
  }
  const prefix = signal.symbol.exchange;
  if (prefix && prefix !== expected) {
    return {
      path: ['symbol'],
      message: `El campo symbol es de ${prefix}, pero esta cuenta opera en ${expected}: la alerta no se ejecuta en otro exchange`,
    };
  }
  return undefined;
}

/** 202: stored, processing follows. */
export const tradeReceiverAccepted = z.object({ receiverLogId: z.string(), signalId: z.string() });
/** 200: a redelivery of a signal already stored; nothing new was created. */
export const tradeReceiverDuplicate = z.object({
  receiverLogId: z.string(),
  signalId: z.string(),
  duplicate: z.literal(true),
});

/** Spec §3: generated order ids are prefix, time, index and a random part. */
export function generateOrderId(prefix: string, time: number, index: number): string {
  const random = Math.random().toString(36).slice(2, 8).padEnd(6, '0');
  return `${prefix}-${time}-${index}-${random}`;
}
