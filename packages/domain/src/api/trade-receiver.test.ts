import { describe, expect, it } from 'vitest';
import { MAX_TAKE_PROFITS } from '../order-intent';
import {
  exchangeMismatch,
  generateOrderId,
  parseTradeReceiverPayload,
  toStoredPayload,
} from './trade-receiver';

const base = {
  symbol: 'BTCUSDT',
  exchange: 'BINANCE',
  time: '2026-03-02T10:00:00Z',
  action: 'buy',
  contracts: 0.5,
  order_id: 'Long entry',
  market_position: 'long',
  close: 50_000,
};

/** The field is named in the issue's path; the message is the rule's own text, unprefixed. */
function expectRefusedOn(
  parsed: { message: string; issues: { path: string[]; message: string }[] },
  field: string,
) {
  expect(parsed.issues[0]!.path[0], parsed.message).toBe(field);
  expect(parsed.message).toBe(parsed.issues[0]!.message);
  expect(parsed.message.startsWith(`${field}:`), parsed.message).toBe(false);
}

describe('trade receiver payload', () => {
  it('reads TradingView’s payload: numbers as text, upper-case words, exchange prefixes, .P perpetuals', () => {
    const parsed = parseTradeReceiverPayload({
      ...base,
      symbol: 'BINANCE:BTCUSDT.P',
      action: 'BUY',
      contracts: '0.50',
      close: '50000.10',
      market_position: 'FLAT',
      secret: 'whsec_x',
    });
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(parsed.value.symbol).toEqual({
      symbol: 'BTCUSDT',
      base: 'BTC',
      quote: 'USDT',
      exchange: 'binance',
    });
    expect(parsed.value).toMatchObject({
      action: 'buy',
      contracts: '0.5',
      close: '50000.1',
      market_position: 'flat',
      exchange: 'binance',
      time: Date.parse('2026-03-02T10:00:00Z'),
    });
    // The stored form never carries the secret.
    expect(toStoredPayload(parsed.value)).not.toHaveProperty('secret');
  });

  it('takes time as ISO, epoch seconds or epoch milliseconds', () => {
    const ms = Date.parse('2026-03-02T10:00:00Z');
    for (const time of [ms, String(ms), ms / 1000, String(ms / 1000)]) {
      const parsed = parseTradeReceiverPayload({ ...base, time });
      expect(parsed.ok && parsed.value.time).toBe(ms);
    }
  });

  it('names an unreplaced placeholder first', () => {
    const parsed = parseTradeReceiverPayload({
      ...base,
      contracts: '{{strategy.order.contracts}}',
    });
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.message).toContain('contracts');
    expect(parsed.message).toContain('{{strategy.order.contracts}}');
    expect(parsed.issues[0]!.path).toEqual(['contracts']);
  });

  it('reads a slashed symbol by the spec’s rule; a short one is refused (issue 18)', () => {
    const slashed = parseTradeReceiverPayload({ ...base, symbol: 'eth/usdt' });
    expect(slashed.ok && slashed.value.symbol).toEqual({
      symbol: 'ETHUSDT',
      base: 'ETH',
      quote: 'USDT',
    });
    const short = parseTradeReceiverPayload({ ...base, symbol: 'A/B' });
    expect(short.ok).toBe(false);
    if (!short.ok) expect(short.message).toBe('Unable to parse symbol');
  });

  it('refuses missing and impossible fields, naming them', () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ ...base, action: 'hold' }, 'action'],
      [{ ...base, contracts: 0 }, 'contracts'],
      [{ ...base, close: 'n/a' }, 'close'],
      [{ ...base, symbol: 'BT' }, 'symbol'],
      [{ ...base, time: 'soon' }, 'time'],
      [{ ...base, order_id: undefined }, 'order_id'],
    ];
    for (const [body, field] of cases) {
      const parsed = parseTradeReceiverPayload(body);
      expect(parsed.ok, field).toBe(false);
      if (!parsed.ok) expectRefusedOn(parsed, field);
    }
  });

  it('reads only plain decimals within bounds: hex, exponents, words and huge values are refused (issue 15 L3)', () => {
    const refused = ['0x10', '0b11', '0o7', '1e3', '1E-3', 'NaN', 'Infinity', '-1', '', ' ', '+1'];
    for (const contracts of [...refused, 1e308, 1e13, 1e-19, -0.5]) {
      const parsed = parseTradeReceiverPayload({ ...base, contracts });
      expect(parsed.ok, String(contracts)).toBe(false);
      if (!parsed.ok) expectRefusedOn(parsed, 'contracts');
    }
    const close = parseTradeReceiverPayload({ ...base, close: '0x10' });
    expect(!close.ok && close.issues[0]!.path).toEqual(['close']);
    // Small numbers come out as plain decimal text, not JavaScript's exponent form.
    const tiny = parseTradeReceiverPayload({ ...base, contracts: 1e-8, close: '0.000012' });
    expect(tiny.ok && [tiny.value.contracts, tiny.value.close]).toEqual(['0.00000001', '0.000012']);
  });

  it('refuses times outside 2000–2100 and impossible dates (issue 15 L2)', () => {
    for (const time of [1e20, '1e20', -1, 0, '2026-02-30T10:00:00Z', 'Tue Feb 03 2026', '99999']) {
      const parsed = parseTradeReceiverPayload({ ...base, time });
      expect(parsed.ok, String(time)).toBe(false);
      if (!parsed.ok) expectRefusedOn(parsed, 'time');
    }
  });

  it('generates order ids of prefix, time, index and a random part', () => {
    expect(generateOrderId('web', 1_772_445_600_000, 3)).toMatch(
      /^web-1772445600000-3-[a-z0-9]{6}$/,
    );
  });
});

describe('the exchange an alert names (still open from issue 15)', () => {
  const parse = (extra: Record<string, unknown>) => {
    const parsed = parseTradeReceiverPayload({ ...base, ...extra });
    if (!parsed.ok) throw new Error(parsed.message);
    return parsed.value;
  };

  it('must be the account’s: in the exchange field or the symbol’s prefix, any case', () => {
    expect(exchangeMismatch(parse({}), 'binance')).toBeUndefined();
    expect(exchangeMismatch(parse({ exchange: undefined }), 'binance')).toBeUndefined();
    expect(exchangeMismatch(parse({ exchange: '' }), 'binance')).toBeUndefined();
    expect(exchangeMismatch(parse({ symbol: 'BINANCE:BTCUSDT.P' }), 'binance')).toBeUndefined();
    expect(exchangeMismatch(parse({ exchange: 'BYBIT' }), 'binance')).toEqual({
      path: ['exchange'],
      message:
        'El campo exchange dice bybit, pero esta cuenta opera en binance: la alerta no se ejecuta en otro exchange',
    });
    expect(
      exchangeMismatch(parse({ exchange: undefined, symbol: 'KUCOIN:BTCUSDT' }), 'binance')?.path,
    ).toEqual(['symbol']);
    // An exchange Pulso does not know is another exchange too.
    expect(exchangeMismatch(parse({ exchange: 'BINANCEUS' }), 'binance')?.path).toEqual([
      'exchange',
    ]);
    expect(exchangeMismatch(parse({ symbol: 'COINBASE:BTCUSDT' }), 'binance')?.path).toEqual([
      'symbol',
    ]);
  });
});

describe('the extended alert (issue 36)', () => {
  const read = (extra: Record<string, unknown>) => parseTradeReceiverPayload({ ...base, ...extra });
  const intentOf = (extra: Record<string, unknown>) => {
    const parsed = read(extra);
    if (!parsed.ok) throw new Error(parsed.message);
    return toStoredPayload(parsed.value).intent;
  };

  it('stores a spec-only alert exactly as before: same keys, same order, no intent', () => {
    const parsed = read({ secret: 's' });
    if (!parsed.ok) throw new Error(parsed.message);
    const stored = toStoredPayload(parsed.value);
    expect(stored).toStrictEqual({
      symbol: 'BTCUSDT',
      exchange: 'binance',
      time: Date.parse('2026-03-02T10:00:00Z'),
      action: 'buy',
      contracts: '0.5',
      order_id: 'Long entry',
      market_position: 'long',
      close: '50000',
    });
    expect(Object.keys(stored)).not.toContain('intent');
    expect(JSON.stringify(stored)).toBe(
      '{"symbol":"BTCUSDT","exchange":"binance","time":1772445600000,"action":"buy","contracts":"0.5","order_id":"Long entry","market_position":"long","close":"50000"}',
    );
  });

  // [webhook fields, the stored intent]
  const accepted: [Record<string, unknown>, unknown][] = [
    [{ size_type: 'QUOTE', size: '1000' }, { size: { mode: 'quote', value: '1000' } }],
    [{ size: 2 }, { size: { mode: 'base', value: '2' } }], // no size_type: base
    [{ size_type: 'equity_pct' }, { size: { mode: 'equity_pct', value: '0.5' } }], // contracts is the value
    [
      { size_type: 'risk_pct', size: '1', stop_loss: 49_000 },
      {
        size: { mode: 'risk_pct', value: '1' },
        stop_loss: { price: '49000' },
      },
    ],
    [{ target: ' Long ' }, { target: 'long' }],
    [
      { reduce_only: 'TRUE', size_type: 'position_pct', size: 50 },
      {
        reduce_only: true,
        size: { mode: 'position_pct', value: '50' },
      },
    ],
    [{ reduce_only: false }, { reduce_only: false }],
    [
      { order_type: 'limit', limit_price: '49500.5' },
      { order_type: 'limit', limit_price: '49500.5' },
    ],
    [{ limit_price: 49_500 }, { order_type: 'limit', limit_price: '49500' }], // implied by the price
    [{ stop_price: 50_500 }, { order_type: 'stop', stop_price: '50500' }],
    [
      { order_type: 'STOP_LIMIT', stop_price: 50_500, limit_price: 50_600 },
      {
        order_type: 'stop_limit',
        stop_price: '50500',
        limit_price: '50600',
      },
    ],
    [{ time_in_force: 'IOC' }, { time_in_force: 'ioc' }],
    [{ expire_after: '3600' }, { expire_after_seconds: 3600 }],
    [{ expire_after: 2_592_000 }, { expire_after_seconds: 2_592_000 }], // 30 days
    [{ stop_loss: '49000' }, { stop_loss: { price: '49000' } }],
    [{ stop_loss: { percent: 2 } }, { stop_loss: { percent: '2' } }],
    [{ stop_loss: { amount: '750' } }, { stop_loss: { amount: '750' } }],
    [{ take_profit: 52_000 }, { take_profits: [{ price: '52000', share: '100' }] }],
    [{ take_profit: { percent: '3' } }, { take_profits: [{ percent: '3', share: '100' }] }],
    [
      {
        take_profit: [
          { price: 51_000, share: 50 },
          { percent: 5, share: '30' },
        ],
      },
      {
        take_profits: [
          { price: '51000', share: '50' },
          { percent: '5', share: '30' },
        ],
      },
    ],
    [{ trailing_stop: { distance: 100 } }, { trailing_stop: { distance: '100' } }],
    [
      { trailing_stop: { distance_percent: 1, activation_price: 51_000 } },
      {
        trailing_stop: { distance_percent: '1', activation_price: '51000' },
      },
    ],
    [
      { breakeven: 'true', take_profit: 52_000 },
      {
        take_profits: [{ price: '52000', share: '100' }],
        breakeven: true,
      },
    ],
    [{ leverage: '10' }, { leverage: 10 }],
    [{ leverage: 125 }, { leverage: 125 }],
    [{ margin_mode: 'Isolated' }, { margin_mode: 'isolated' }],
    [{ max_slippage: '0.5' }, { max_slippage_percent: '0.5' }],
    [{ max_lag: 60 }, { max_lag_seconds: 60 }],
  ];
  it.each(accepted)('reads %j', (extra, intent) => {
    expect(intentOf(extra)).toStrictEqual(intent);
  });

  it('stores contracts when the alert leaves it out: the size text, or 0 for a closing alert', () => {
    const sized = read({ contracts: undefined, size_type: 'quote', size: '1000' });
    expect(sized.ok && toStoredPayload(sized.value).contracts).toBe('1000');
    const flat = read({ contracts: undefined, target: 'flat', action: 'sell' });
    expect(flat.ok && toStoredPayload(flat.value)).toMatchObject({
      contracts: '0',
      intent: { target: 'flat' },
    });
    const part = read({ contracts: undefined, reduce_only: true, size_type: 'position_pct' });
    expect(part.ok && toStoredPayload(part.value)).toMatchObject({
      contracts: '0',
      intent: { reduce_only: true, size: { mode: 'position_pct', value: '100' } },
    });
  });

  // [webhook fields, the field refused] — each field's own reader
  const refusedFields: [Record<string, unknown>, string][] = [
    [{ size_type: 'lots' }, 'size_type'],
    [{ size: 0 }, 'size'],
    [{ size: '1e3' }, 'size'],
    [{ target: 'up' }, 'target'],
    [{ reduce_only: 'yes' }, 'reduce_only'],
    [{ reduce_only: 1 }, 'reduce_only'],
    [{ order_type: 'trailing' }, 'order_type'],
    [{ limit_price: -1 }, 'limit_price'],
    [{ stop_price: 'NaN' }, 'stop_price'],
    [{ time_in_force: 'day' }, 'time_in_force'],
    [{ expire_after: 0 }, 'expire_after'],
    [{ expire_after: 2_592_001 }, 'expire_after'],
    [{ expire_after: 1.5 }, 'expire_after'],
    [{ stop_loss: { percent: 101 } }, 'stop_loss'],
    [{ stop_loss: { price: 1, amount: 2 } }, 'stop_loss'],
    [{ stop_loss: {} }, 'stop_loss'],
    [{ stop_loss: { points: 5 } }, 'stop_loss'],
    [{ take_profit: [] }, 'take_profit'],
    [{ take_profit: [{ price: 51_000 }, { price: 52_000 }] }, 'take_profit'], // shares required
    [
      {
        take_profit: [
          { price: 51_000, share: 60 },
          { price: 52_000, share: 41 },
        ],
      },
      'take_profit',
    ],
    [{ take_profit: { price: 51_000, share: 0 } }, 'take_profit'],
    [{ trailing_stop: {} }, 'trailing_stop'],
    [{ trailing_stop: { distance: 1, distance_percent: 1 } }, 'trailing_stop'],
    [
      { trailing_stop: { distance: 1, activation_price: 1, activation_percent: 1 } },
      'trailing_stop',
    ],
    [{ breakeven: 'sometimes' }, 'breakeven'],
    [{ leverage: 0 }, 'leverage'],
    [{ leverage: 126 }, 'leverage'],
    [{ leverage: '2.5' }, 'leverage'],
    [{ margin_mode: 'portfolio' }, 'margin_mode'],
    [{ max_slippage: 0 }, 'max_slippage'],
    [{ max_slippage: 100.5 }, 'max_slippage'],
    [{ max_lag: 86_401 }, 'max_lag'],
  ];
  it.each(refusedFields)('refuses %j on its field', (extra, field) => {
    const parsed = read(extra);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expectRefusedOn(parsed, field);
  });

  // [webhook fields, the field named] — the rules between fields
  const refusedRules: [Record<string, unknown>, string][] = [
    [{ contracts: undefined }, 'contracts'],
    [{ contracts: undefined, size_type: 'quote' }, 'contracts'],
    [{ contracts: undefined, reduce_only: true, size_type: 'quote' }, 'contracts'],
    [{ size_type: 'risk_amount', size: 100 }, 'stop_loss'],
    [{ size_type: 'risk_pct', size: 1 }, 'stop_loss'],
    [{ order_type: 'limit' }, 'limit_price'],
    [{ order_type: 'stop_limit', stop_price: 50_500 }, 'limit_price'],
    [{ order_type: 'stop' }, 'stop_price'],
    [{ order_type: 'stop_limit', limit_price: 50_500 }, 'stop_price'],
    [{ order_type: 'market', limit_price: 1 }, 'limit_price'],
    [{ order_type: 'market', stop_price: 60_000 }, 'stop_price'],
    [{ order_type: 'limit', limit_price: 1, stop_price: 60_000 }, 'stop_price'],
    [{ stop_price: 49_000 }, 'stop_price'], // a buy stop below the market fires at once
    [{ action: 'sell', stop_price: 51_000 }, 'stop_price'],
    [{ stop_loss: 50_100 }, 'stop_loss'], // a buy’s stop above close
    [{ stop_loss: 50_000 }, 'stop_loss'], // …or at it
    [{ action: 'sell', stop_loss: 49_000 }, 'stop_loss'],
    [{ stop_loss: { amount: 50_000 } }, 'stop_loss'], // the stop would be at 0
    [{ stop_loss: { percent: 100 } }, 'stop_loss'],
    [{ take_profit: 49_000 }, 'take_profit'], // a buy’s target below close
    [
      {
        action: 'sell',
        take_profit: [
          { price: 49_000, share: 50 },
          { price: 51_000, share: 50 },
        ],
      },
      'take_profit',
    ],
    [{ action: 'sell', take_profit: { amount: 60_000 } }, 'take_profit'],
    [{ limit_price: 48_000, stop_loss: 48_500 }, 'stop_loss'], // judged against the limit entry
    [{ trailing_stop: { distance: 10, activation_price: 49_000 } }, 'trailing_stop'],
    [{ breakeven: true }, 'breakeven'],
    [{ size_type: 'equity_pct', size: 101 }, 'size'],
    [{ size_type: 'position_pct', contracts: 150 }, 'contracts'],
    [{ target: 'flat', size_type: 'quote', size: 10 }, 'size_type'],
    [{ target: 'flat', stop_loss: 49_000 }, 'stop_loss'],
    [{ reduce_only: true, take_profit: 52_000 }, 'take_profit'],
    [{ reduce_only: true, trailing_stop: { distance: 5 } }, 'trailing_stop'],
  ];
  it.each(refusedRules)('refuses %j, naming %s', (extra, field) => {
    const parsed = read(extra);
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expectRefusedOn(parsed, field);
    expect(parsed.message).toContain(`campo ${field}`);
  });

  it('accepts what the rules allow at their edges', () => {
    expect(read({ size_type: 'quote', size: 1e6 }).ok).toBe(true); // quote is not a percent
    expect(read({ size_type: 'risk_amount', size: 500, stop_loss: { percent: 1 } }).ok).toBe(true);
    expect(
      read({
        take_profit: [
          { price: 51_000, share: 60 },
          { price: 52_000, share: 40 },
        ],
      }).ok,
    ).toBe(true);
    expect(read({ action: 'sell', stop_loss: 51_000, take_profit: 49_000 }).ok).toBe(true);
    expect(read({ target: 'flat', size_type: 'position_pct', size: 25 }).ok).toBe(true);
    expect(read({ breakeven: false }).ok).toBe(true);
    expect(read({ stop_loss: { amount: 49_999 } }).ok).toBe(true);
  });

  it('refuses hostile values cheaply and on the right field', () => {
    const hostile: [Record<string, unknown>, string][] = [
      [{ size: '1\u0000' }, 'size'],
      [{ target: 'long\u0000' }, 'target'],
      [{ limit_price: Infinity }, 'limit_price'], // what JSON.parse makes of 1e400
      [{ stop_loss: JSON.parse('{"price": 1e400}') }, 'stop_loss'],
      [{ leverage: JSON.parse('1e400') }, 'leverage'],
      [{ size: '9'.repeat(400) }, 'size'],
      [{ stop_loss: { price: { price: 1 } } }, 'stop_loss'],
      [{ take_profit: [[52_000]] }, 'take_profit'],
      [{ trailing_stop: [1, 2] }, 'trailing_stop'],
      [{ stop_loss: JSON.parse('{"__proto__": {"price": "1"}}') }, 'stop_loss'],
      [{ take_profit: JSON.parse('{"price": 52000, "__proto__": {"share": "1"}}') }, 'take_profit'],
      [{ trailing_stop: JSON.parse('{"distance": 1, "constructor": 1}') }, 'trailing_stop'],
    ];
    for (const [extra, field] of hostile) {
      const parsed = read(extra);
      expect(parsed.ok, JSON.stringify(extra)).toBe(false);
      if (!parsed.ok) expect(parsed.issues[0]!.path[0]).toBe(field);
    }
    // A thousand targets are refused on their count, before any is read.
    const many = Array.from({ length: 1000 }, () => ({ price: 52_000, share: 0.1 }));
    const started = Date.now();
    const parsed = read({ take_profit: many });
    expect(Date.now() - started).toBeLessThan(50);
    expect(!parsed.ok && parsed.issues).toEqual([
      {
        path: ['take_profit'],
        message: `El campo take_profit admite como mucho ${MAX_TAKE_PROFITS} objetivos`,
      },
    ]);
    // A top-level __proto__ key is not a field and changes nothing.
    const proto = parseTradeReceiverPayload(
      JSON.parse(
        `{"symbol":"BTCUSDT","time":1772445600000,"action":"buy","contracts":1,"order_id":"x","close":1,"__proto__":{"leverage":500}}`,
      ),
    );
    expect(proto.ok && toStoredPayload(proto.value).intent).toBeUndefined();
  });

  it('checks placeholders on the body as sent, foreign formats too', () => {
    const parsed = parseTradeReceiverPayload({
      ticker: 'BTCUSDT',
      action: 'buy',
      price: '{{close}}',
    });
    expect(!parsed.ok && parsed.issues[0]!.path).toEqual(['price']);
  });
});
