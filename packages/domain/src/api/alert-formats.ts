/**
 * Alert messages written for other bridges, read as Pulso's (issue 36), so a user can point an
 * existing TradingView alert at Pulso unchanged. Each format is put in Pulso's field names; the
 * values pass through as sent, so the payload's parser judges them and names the field. A fact
 * the format does not give (a price, a side) is left out, and the parser reports it.
 *
 * Sources (the formats' public docs):
 * - TradersPost: docs.traderspost.io "Signal Message Reference" and "Webhook Reference".
 * - 3Commas signal bots: help.3commas.io articles 9374557 (strategy type) and 8894481 (custom).
 * - PickMyTrade: docs.pickmytrade.trade "TradingView JSON alert configuration".
 * Pure: no clock, no I/O.
 */

export const ALERT_FORMATS = ['pulso', 'traderspost', '3commas', 'pickmytrade'] as const;
export type AlertFormat = (typeof ALERT_FORMATS)[number];

type Body = Record<string, unknown>;

const isRecord = (v: unknown): v is Body =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** A key the body itself holds (never one inherited, such as __proto__ or constructor). */
const own = (b: Body, key: string): unknown =>
  Object.prototype.hasOwnProperty.call(b, key) ? b[key] : undefined;

const lower = (v: unknown): unknown => (typeof v === 'string' ? v.trim().toLowerCase() : v);

/** The bridges write 0 (or "0", "") for "not set". */
const isUnset = (v: unknown) =>
  v === undefined ||
  v === null ||
  v === false ||
  (typeof v === 'number' && v === 0) ||
  (typeof v === 'string' && /^\s*(0*(\.0*)?|false)\s*$/i.test(v));
const setOrUndefined = (v: unknown) => (isUnset(v) ? undefined : v);

/** The body without undefined values, so the parser sees only what the alert said. */
function defined(fields: Body): Body {
  return Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined));
}
/** A sub-object of what is set, or undefined when nothing is. */
function definedOrNone(fields: Body): Body | undefined {
  const out = defined(fields);
  return Object.keys(out).length > 0 ? out : undefined;
}

const SECRET_KEYS = new Set(['secret', 'token', 'password']);

/**
 * A stable order id for formats without one: a 53-bit hash (cyrb53) of the body's JSON, secrets
 * left out. The same delivery (TradingView fills {{timenow}} once) gives the same id, so a
 * redelivery is recognised as one.
 */
export function alertOrderId(format: AlertFormat, body: unknown): string | undefined {
  let text: string;
  try {
    text = JSON.stringify(body, (key, value: unknown) =>
      SECRET_KEYS.has(key.toLowerCase()) ? undefined : value,
    );
  } catch {
    return undefined; // too deep or cyclic: no id, and the parser says order_id is missing
  }
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  const hash = 4294967296 * (2097151 & h2) + (h1 >>> 0);
  return `${format}-${hash.toString(16).padStart(14, '0')}`;
}

/** Which format a body is in, and the body in Pulso's words (a Pulso body is returned as is). */
export function readAlertFormat(body: unknown): { format: AlertFormat; body: unknown } {
  if (!isRecord(body)) return { format: 'pulso', body };
  const has = (key: string) => own(body, key) !== undefined;
  if (has('symbol') && has('action')) return { format: 'pulso', body };
  if (has('tv_instrument') || has('bot_uuid')) {
    return { format: '3commas', body: fromThreeCommas(body) };
  }
  if (has('ticker')) return { format: 'traderspost', body: fromTradersPost(body) };
  if (has('symbol') && has('data')) return { format: 'pickmytrade', body: fromPickMyTrade(body) };
  return { format: 'pulso', body };
}

const SENTIMENT_TARGETS: Record<string, string> = {
  long: 'long',
  bullish: 'long',
  short: 'short',
  bearish: 'short',
  flat: 'flat',
};

/** TradersPost quantityType → Pulso size_type; fixed_quantity is contracts. */
const TRADERSPOST_SIZE: Record<string, string> = {
  dollar_amount: 'quote',
  percent_of_equity: 'equity_pct',
  percent_of_position: 'position_pct',
  risk_dollar_amount: 'risk_amount',
  risk_percent: 'risk_pct',
};

/**
 * TradersPost: action buy/sell; exit is a flat target (its side comes from the position: see
 * closingAction); add and cancel have no Pulso counterpart and are refused by the parser;
 * sentiment is the position after the order; percent_of_position sizes exits, so reduce_only.
 */
function fromTradersPost(b: Body): Body {
  const action = lower(own(b, 'action'));
  const sentiment = lower(own(b, 'sentiment'));
  const quantityType = lower(own(b, 'quantityType'));
  const quantity = own(b, 'quantity');
  const sizeType =
    quantityType === undefined || quantityType === 'fixed_quantity'
      ? undefined
      : typeof quantityType === 'string'
        ? (TRADERSPOST_SIZE[quantityType] ?? quantityType)
        : quantityType;
  const stop = own(b, 'stopLoss');
  const take = own(b, 'takeProfit');
  let stopLoss: unknown;
  let trailing: unknown;
  if (isRecord(stop)) {
    if (lower(own(stop, 'type')) === 'trailing_stop') {
      trailing = definedOrNone({
        distance: own(stop, 'trailAmount') ?? own(stop, 'amount'),
        distance_percent: own(stop, 'trailPercent') ?? own(stop, 'percent'),
      });
    } else {
      // A stop_limit stop's limitPrice has no Pulso counterpart: the stop is a stop market.
      stopLoss = definedOrNone({
        price: own(stop, 'stopPrice'),
        amount: own(stop, 'amount'),
        percent: own(stop, 'percent'),
      });
    }
  } else stopLoss = stop;
  const takeProfit = isRecord(take)
    ? definedOrNone({
        price: own(take, 'limitPrice'),
        amount: own(take, 'amount'),
        percent: own(take, 'percent'),
      })
    : take;
  return defined({
    symbol: own(b, 'ticker'),
    action,
    time: own(b, 'time') ?? own(b, 'timestamp'),
    close: own(b, 'price') ?? own(b, 'signalPrice'),
    order_id: alertOrderId('traderspost', b),
    // TradersPost authenticates by its URL; on Pulso the account's secret goes in the body.
    secret: own(b, 'secret'),
    // An exit closes whatever is open: Pulso takes its side from the position.
    target:
      action === 'exit' && sentiment === undefined
        ? 'flat'
        : typeof sentiment === 'string'
          ? (SENTIMENT_TARGETS[sentiment] ?? sentiment)
          : sentiment,
    ...(sizeType === undefined ? { contracts: quantity } : { size_type: sizeType, size: quantity }),
    reduce_only: sizeType === 'position_pct' ? true : undefined,
    order_type: lower(own(b, 'orderType')),
    limit_price: own(b, 'limitPrice'),
    stop_price: own(b, 'stopPrice'),
    time_in_force: lower(own(b, 'timeInForce')),
    stop_loss: stopLoss,
    take_profit: takeProfit,
    trailing_stop: trailing,
  });
}

/** 3Commas custom-signal actions → the side and the position after it. */
const THREE_COMMAS_ACTIONS: Record<string, { action: string; target: string }> = {
  enter_long: { action: 'buy', target: 'long' },
  exit_long: { action: 'sell', target: 'flat' },
  enter_short: { action: 'sell', target: 'short' },
  exit_short: { action: 'buy', target: 'flat' },
};

/** 3Commas order.currency_type → Pulso size_type; base is contracts. */
const THREE_COMMAS_SIZE: Record<string, string> = {
  quote: 'quote',
  margin_percent: 'balance_pct',
  position_percent: 'position_pct',
};

/**
 * 3Commas signal bots: the strategy type sends buy/sell with strategy_info; the custom type
 * enter_/exit_ long/short. bot_uuid names the bot, not the signal, so the order id is derived.
 */
function fromThreeCommas(b: Body): Body {
  const raw = lower(own(b, 'action'));
  const mapped = typeof raw === 'string' ? THREE_COMMAS_ACTIONS[raw] : undefined;
  const info = own(b, 'strategy_info');
  const order = own(b, 'order');
  const amount = isRecord(order) ? own(order, 'amount') : undefined;
  const currency = isRecord(order) ? lower(own(order, 'currency_type')) : undefined;
  const sizeType =
    currency === undefined || currency === 'base'
      ? undefined
      : typeof currency === 'string'
        ? (THREE_COMMAS_SIZE[currency] ?? currency)
        : currency;
  return defined({
    symbol: own(b, 'tv_instrument'),
    exchange: own(b, 'tv_exchange'),
    action: mapped?.action ?? raw,
    time: own(b, 'timestamp'),
    close: own(b, 'trigger_price'),
    order_id: alertOrderId('3commas', b),
    secret: own(b, 'secret'),
    max_lag: own(b, 'max_lag'),
    market_position: isRecord(info) ? lower(own(info, 'market_position')) : undefined,
    target: mapped?.target,
    ...(sizeType === undefined ? { contracts: amount } : { size_type: sizeType, size: amount }),
    reduce_only: sizeType === 'position_pct' ? true : undefined,
  });
}

const PICKMYTRADE_ORDER_TYPES: Record<string, string> = {
  mkt: 'market',
  market: 'market',
  lmt: 'limit',
  limit: 'limit',
  stp: 'stop',
  stop: 'stop',
};

/**
 * PickMyTrade: data buy/sell/close (close is a flat target, its side from the position); 0 means "not set" in every field. tp/sl are prices and percentage_tp/_sl percents of
 * the entry; dollar_tp/_sl (money, not a price distance), trailing (in its own units), breakeven
 * (a distance, where Pulso's is a switch) and update_tp/_sl (edits of open orders) have no Pulso
 * counterpart: they are passed on so the parser refuses the alert rather than trade without them.
 */
function fromPickMyTrade(b: Body): Body {
  const data = lower(own(b, 'data'));
  const risk = setOrUndefined(own(b, 'risk_percentage'));
  const orderType = lower(own(b, 'order_type'));
  const type =
    typeof orderType === 'string' ? (PICKMYTRADE_ORDER_TYPES[orderType] ?? orderType) : orderType;
  const price = own(b, 'price');
  const updates = !isUnset(lower(own(b, 'update_tp'))) || !isUnset(lower(own(b, 'update_sl')));
  const trail = !isUnset(lower(own(b, 'trail')));
  return defined({
    symbol: own(b, 'symbol'),
    action: updates ? 'update' : data,
    time: own(b, 'date'),
    close: price,
    order_id: alertOrderId('pickmytrade', b),
    secret: own(b, 'token'),
    target: data === 'close' ? 'flat' : undefined,
    ...(risk === undefined
      ? { contracts: setOrUndefined(own(b, 'quantity')) }
      : { size_type: 'risk_pct', size: risk }),
    order_type: type,
    limit_price: type === 'limit' ? price : undefined,
    stop_price: type === 'stop' ? price : undefined,
    stop_loss: definedOrNone({
      price: setOrUndefined(own(b, 'sl')),
      percent: setOrUndefined(own(b, 'percentage_sl')),
      dollar_sl: setOrUndefined(own(b, 'dollar_sl')),
    }),
    take_profit: definedOrNone({
      price: setOrUndefined(own(b, 'tp')),
      percent: setOrUndefined(own(b, 'percentage_tp')),
      dollar_tp: setOrUndefined(own(b, 'dollar_tp')),
    }),
    trailing_stop: trail
      ? (definedOrNone({
          trail_stop: own(b, 'trail_stop'),
          trail_trigger: own(b, 'trail_trigger'),
        }) ?? { trail: own(b, 'trail') })
      : undefined,
    breakeven: setOrUndefined(own(b, 'breakeven')),
  });
}
