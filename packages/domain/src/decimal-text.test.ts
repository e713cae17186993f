import { describe, expect, it } from 'vitest';
import { readDecimalText } from './decimal-text';
import { tradeReceiverPayload } from './api/trade-receiver';

describe('readDecimalText: numbers bounded before they are expanded', () => {
  it('writes plain canonical text', () => {
    const read = (s: string) => readDecimalText(s);
    expect(read('0.01000000')).toEqual({ ok: true, value: '0.01' });
    expect(read('007')).toEqual({ ok: true, value: '7' });
    expect(read('-0.0')).toEqual({ ok: true, value: '0' });
    expect(read('1.5e-3')).toEqual({ ok: true, value: '0.0015' });
    expect(read('12E2')).toEqual({ ok: true, value: '1200' });
    expect(read('-2.50')).toEqual({ ok: true, value: '-2.5' });
    expect(read('1e-18')).toEqual({ ok: true, value: '0.000000000000000001' });
    expect(read('0e-99999999')).toEqual({ ok: true, value: '0' });
  });

  it('refuses huge exponents, over-long text and lost precision from the text alone', () => {
    expect(readDecimalText('1e-50000000')).toEqual({ ok: false, reason: 'places' });
    expect(readDecimalText('1e+50000000')).toEqual({ ok: false, reason: 'large' });
    expect(readDecimalText('1e-30')).toEqual({ ok: false, reason: 'places' });
    expect(readDecimalText(`1e${'9'.repeat(60)}`)).toEqual({ ok: false, reason: 'large' });
    expect(readDecimalText('1'.repeat(65))).toEqual({ ok: false, reason: 'long' });
    expect(readDecimalText('1'.repeat(21))).toEqual({ ok: false, reason: 'large' });
    for (const bad of ['0x10', 'NaN', 'Infinity', '', '.', 'e5', '1e', '1..2']) {
      expect(readDecimalText(bad)).toEqual({ ok: false, reason: 'format' });
    }
  });

  it('is the reader the webhook uses: no exponent, no sign there', () => {
    const alert = (contracts: string) =>
      tradeReceiverPayload.safeParse({
        symbol: 'BTCUSDT',
        time: 1_767_225_600_000,
        action: 'buy',
        contracts,
        order_id: 'x',
        close: '50000',
      }).success;
    expect(alert('0.5')).toBe(true);
    expect(alert('1e-50000000')).toBe(false);
    expect(alert('+1')).toBe(false);
    expect(alert('1'.repeat(64))).toBe(false);
  });
});
