/**
 * The extended alert (issue 36): the optional webhook fields beyond TradingView's spec payload,
 * the rules between them, and the OrderIntent they make. An alert with none of them is read and
 * stored exactly as before. Field names are the webhook's (flat, snake_case); README documents them.
 */
import Decimal from 'decimal.js';
import { z } from 'zod';
import {
  INTENT_ORDER_TYPES,
  MARGIN_MODES,
  MAX_ALERT_LAG_SECONDS,
  MAX_EXPIRE_AFTER_SECONDS,
  MAX_LEVERAGE,
  MAX_TAKE_PROFITS,
  PERCENT_SIZE_MODES,
  RISK_SIZE_MODES,
  SIZE_MODES,
  TARGET_POSITIONS,
  TIMES_IN_FORCE,
  offsetPrice,
  type OrderIntent,
  type PriceOffset,
  type SizeMode,
} from '../order-intent';
import { boundedInteger, flag, lowerEnum, percentDecimal, positiveDecimal } from './signal-numbers';

const OFFSET_KEYS = ['price', 'percent', 'amount'] as const;

const offsetFields = {
  price: positiveDecimal.optional(),
  percent: percentDecimal.optional(),
  amount: positiveDecimal.optional(),
};

function oneOffset(field: string) {
  return (value: PriceOffset, c: z.core.$RefinementCtx) => {
    if (OFFSET_KEYS.filter((k) => value[k] !== undefined).length !== 1) {
      c.addIssue({
        code: 'custom',
        message: `El campo ${field} necesita exactamente uno de price, percent o amount`,
      });
    }
  };
}

/** A bare number or text is a price. */
const priceShorthand = (v: unknown) =>
  typeof v === 'number' || typeof v === 'string' ? { price: v } : v;

const stopLoss = z.preprocess(
  priceShorthand,
  z.strictObject(offsetFields).superRefine(oneOffset('stop_loss')),
);

const takeProfitTarget = z
  .strictObject({ ...offsetFields, share: percentDecimal.optional() })
  .superRefine(oneOffset('take_profit'));

/**
 * One target (a price, or an object) or a list of up to MAX_TAKE_PROFITS. The list's length is
 * checked before any element is read, so a thousand targets cost nothing. A missing share is 100
 * for a single target; with several, each names its share, and the shares add up to 100 at most.
 */
const takeProfit = z.preprocess(
  (v) => (Array.isArray(v) ? v : [priceShorthand(v)]),
  z
    .array(z.unknown())
    .min(1, 'El campo take_profit no puede ser una lista vacía')
    .max(MAX_TAKE_PROFITS, `El campo take_profit admite como mucho ${MAX_TAKE_PROFITS} objetivos`)
    .pipe(z.array(takeProfitTarget))
    .transform((targets, c) => {
      if (targets.length === 1 && targets[0]!.share === undefined) {
        return [{ ...targets[0]!, share: '100' }];
      }
      if (targets.some((t) => t.share === undefined)) {
        c.addIssue({
          code: 'custom',
          message: 'El campo take_profit con varios objetivos necesita share en cada uno',
        });
        return z.NEVER;
      }
      const total = targets.reduce((sum, t) => sum.plus(t.share!), new Decimal(0));
      if (total.gt(100)) {
        c.addIssue({
          code: 'custom',
          message: `Los share del campo take_profit suman ${total.toFixed()}: no pueden pasar de 100`,
        });
        return z.NEVER;
      }
      return targets as (PriceOffset & { share: string })[];
    }),
);

const trailingStop = z
  .strictObject({
    distance: positiveDecimal.optional(),
    distance_percent: percentDecimal.optional(),
    activation_price: positiveDecimal.optional(),
    activation_percent: percentDecimal.optional(),
  })
  .superRefine((t, c) => {
    if ((t.distance === undefined) === (t.distance_percent === undefined)) {
      c.addIssue({
        code: 'custom',
        message: 'El campo trailing_stop necesita exactamente uno de distance o distance_percent',
      });
    }
    if (t.activation_price !== undefined && t.activation_percent !== undefined) {
      c.addIssue({
        code: 'custom',
        message:
          'El campo trailing_stop admite como mucho uno de activation_price o activation_percent',
      });
    }
  });

/** The optional webhook fields, merged into the payload's object (so `.shape` lists them). */
export const alertIntentFields = {
  size_type: lowerEnum(SIZE_MODES).optional(),
  size: positiveDecimal.optional(),
  target: lowerEnum(TARGET_POSITIONS).optional(),
  reduce_only: flag.optional(),
  order_type: lowerEnum(INTENT_ORDER_TYPES).optional(),
  limit_price: positiveDecimal.optional(),
  stop_price: positiveDecimal.optional(),
  time_in_force: lowerEnum(TIMES_IN_FORCE).optional(),
  expire_after: boundedInteger(1, MAX_EXPIRE_AFTER_SECONDS).optional(),
  stop_loss: stopLoss.optional(),
  take_profit: takeProfit.optional(),
  trailing_stop: trailingStop.optional(),
  breakeven: flag.optional(),
  leverage: boundedInteger(1, MAX_LEVERAGE).optional(),
  margin_mode: lowerEnum(MARGIN_MODES).optional(),
  max_slippage: percentDecimal.optional(),
  max_lag: boundedInteger(1, MAX_ALERT_LAG_SECONDS).optional(),
};
type AlertIntentFields = z.output<z.ZodObject<typeof alertIntentFields>>;

/** What the rules between fields read: the new fields and the spec fields they depend on. */
export type AlertIntentInput = AlertIntentFields & {
  action: 'buy' | 'sell';
  close: string;
  contracts?: string | undefined;
};

/** order_type as sent, or implied by the prices given (none: a market order, as today). */
function orderTypeOf(a: AlertIntentInput): OrderIntent['order_type'] {
  if (a.order_type) return a.order_type;
  if (a.limit_price && a.stop_price) return 'stop_limit';
  if (a.limit_price) return 'limit';
  if (a.stop_price) return 'stop';
  return undefined;
}

/** A closing alert: it trades the position down, so entry brackets make no sense on it. */
const closes = (a: AlertIntentInput) => a.target === 'flat' || a.reduce_only === true;

/**
 * The rules between fields (zod superRefine of the payload). Each refusal names its field, and
 * its path is that webhook field. Decisions: an order_type implied by the prices is not refused;
 * brackets (stop_loss, take_profit, trailing_stop, breakeven) belong to entries, so a closing
 * alert (target flat or reduce_only) may not carry them; the side of a bracket PRICE is judged
 * against the expected entry — limit_price, else stop_price, else close.
 */
export function checkAlertIntent(a: AlertIntentInput, c: z.core.$RefinementCtx): void {
  // Only an alert whose every field reads well is judged as a whole (a field's own refinement
  // does not stop zod from running this one, with that field's value unchecked).
  if (c.issues.length > 0) return;
  const issue = (field: string, message: string) =>
    c.addIssue({ code: 'custom', path: [field], message });

  if (
    a.contracts === undefined &&
    a.size === undefined &&
    a.target !== 'flat' &&
    !(a.reduce_only === true && a.size_type === 'position_pct')
  ) {
    issue(
      'contracts',
      'El campo contracts es obligatorio salvo que la alerta traiga size, target flat, o reduce_only con size_type position_pct',
    );
  }
  const mode: SizeMode | undefined = a.size_type ?? (a.size ? 'base' : undefined);
  const sizeValue = a.size ?? a.contracts;
  if (
    mode &&
    sizeValue &&
    (PERCENT_SIZE_MODES as readonly string[]).includes(mode) &&
    new Decimal(sizeValue).gt(100)
  ) {
    issue(
      a.size ? 'size' : 'contracts',
      `El campo ${a.size ? 'size' : 'contracts'} es un porcentaje (size_type ${mode}): no puede pasar de 100`,
    );
  }
  if (a.target === 'flat' && a.size_type && a.size_type !== 'position_pct') {
    issue(
      'size_type',
      'El campo size_type solo puede ser position_pct cuando target es flat (se cierra una parte de la posición)',
    );
  }
  if (mode && (RISK_SIZE_MODES as readonly string[]).includes(mode) && !a.stop_loss) {
    issue(
      'stop_loss',
      `El campo stop_loss es obligatorio con size_type ${mode}: el tamaño sale de la distancia al stop`,
    );
  }

  const type = orderTypeOf(a);
  if ((type === 'limit' || type === 'stop_limit') && !a.limit_price) {
    issue('limit_price', `El campo limit_price es obligatorio con order_type ${type}`);
  }
  if ((type === 'stop' || type === 'stop_limit') && !a.stop_price) {
    issue('stop_price', `El campo stop_price es obligatorio con order_type ${type}`);
  }
  if (a.limit_price && (type === 'market' || type === 'stop')) {
    issue('limit_price', `El campo limit_price no vale con order_type ${type}`);
  }
  if (a.stop_price && (type === 'market' || type === 'limit')) {
    issue('stop_price', `El campo stop_price no vale con order_type ${type}`);
  }
  // A buy stop below the market (a sell stop above it) would trigger at once.
  if (a.stop_price && (type === 'stop' || type === 'stop_limit')) {
    const stop = new Decimal(a.stop_price);
    if (a.action === 'buy' ? stop.lte(a.close) : stop.gte(a.close)) {
      issue(
        'stop_price',
        `El campo stop_price de una orden stop de ${a.action === 'buy' ? 'compra debe estar por encima' : 'venta debe estar por debajo'} de close (${a.close})`,
      );
    }
  }

  for (const field of ['stop_loss', 'take_profit', 'trailing_stop', 'breakeven'] as const) {
    if (a[field] !== undefined && a[field] !== false && closes(a)) {
      issue(
        field,
        `El campo ${field} no vale en una alerta que cierra (target flat o reduce_only)`,
      );
    }
  }
  if (a.breakeven === true && !a.take_profit) {
    issue(
      'breakeven',
      'El campo breakeven necesita take_profit: el stop pasa a la entrada al tocar el primer objetivo',
    );
  }
  if (closes(a)) return;

  const entry = new Decimal(a.limit_price ?? a.stop_price ?? a.close);
  const reference = a.limit_price ? 'limit_price' : a.stop_price ? 'stop_price' : 'close';
  const buy = a.action === 'buy';
  const sideIssue = (field: string, what: string, offset: PriceOffset, kind: 'stop' | 'target') => {
    const price = offsetPrice(offset, entry, a.action, kind);
    const wantAbove = buy === (kind === 'target');
    const ok = price.gt(0) && (wantAbove ? price.gt(entry) : price.lt(entry));
    if (!ok) {
      issue(
        field,
        `El campo ${field}${what} de una ${buy ? 'compra' : 'venta'} debe quedar ${wantAbove ? 'por encima' : 'por debajo'} de ${reference} (${entry.toFixed()}) y por encima de 0`,
      );
    }
  };
  if (a.stop_loss) sideIssue('stop_loss', '', a.stop_loss, 'stop');
  a.take_profit?.forEach((t) => sideIssue('take_profit', '', t, 'target'));
  const activation = a.trailing_stop?.activation_price;
  if (activation)
    sideIssue('trailing_stop', ' (activation_price)', { price: activation }, 'target');
}

/** The OrderIntent of a read alert; undefined when it has none of the new fields. */
export function toOrderIntent(a: AlertIntentInput): OrderIntent | undefined {
  const intent: OrderIntent = {};
  if (a.size !== undefined) intent.size = { mode: a.size_type ?? 'base', value: a.size };
  else if (a.size_type !== undefined) {
    // contracts is the value; without it (a closing position_pct alert) the whole position.
    intent.size = { mode: a.size_type, value: a.contracts ?? '100' };
  }
  if (a.target !== undefined) intent.target = a.target;
  if (a.reduce_only !== undefined) intent.reduce_only = a.reduce_only;
  const type = orderTypeOf(a);
  if (type !== undefined) intent.order_type = type;
  if (a.limit_price !== undefined) intent.limit_price = a.limit_price;
  if (a.stop_price !== undefined) intent.stop_price = a.stop_price;
  if (a.time_in_force !== undefined) intent.time_in_force = a.time_in_force;
  if (a.expire_after !== undefined) intent.expire_after_seconds = a.expire_after;
  if (a.stop_loss !== undefined) intent.stop_loss = compact(a.stop_loss);
  if (a.take_profit !== undefined) intent.take_profits = a.take_profit.map((t) => compact(t));
  if (a.trailing_stop !== undefined) intent.trailing_stop = compact(a.trailing_stop);
  if (a.breakeven !== undefined) intent.breakeven = a.breakeven;
  if (a.leverage !== undefined) intent.leverage = a.leverage;
  if (a.margin_mode !== undefined) intent.margin_mode = a.margin_mode;
  if (a.max_slippage !== undefined) intent.max_slippage_percent = a.max_slippage;
  if (a.max_lag !== undefined) intent.max_lag_seconds = a.max_lag;
  return Object.keys(intent).length > 0 ? intent : undefined;
}

/** Without the keys zod left undefined, so the stored JSON holds only what was sent. */
function compact<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}
