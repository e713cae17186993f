import { describe, expect, it } from 'vitest';
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
