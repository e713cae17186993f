import { describe, expect, it } from 'vitest';
import { generateOrderId, parseTradeReceiverPayload, toStoredPayload } from './trade-receiver';

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
    expect(parsed.value.symbol).toEqual({ symbol: 'BTCUSDT', base: 'BTC', quote: 'USDT' });
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
      if (!parsed.ok) expect(parsed.message.startsWith(`${field}:`), parsed.message).toBe(true);
    }
  });

  it('generates order ids of prefix, time, index and a random part', () => {
    expect(generateOrderId('web', 1_772_445_600_000, 3)).toMatch(
      /^web-1772445600000-3-[a-z0-9]{6}$/,
    );
  });
});
