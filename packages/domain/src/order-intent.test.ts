import { describe, expect, it } from 'vitest';
import { MAX_LEVERAGE, MAX_TAKE_PROFITS, SIZE_MODES, offsetPrice } from './order-intent';

describe('offsetPrice: a bracket’s absolute price from the entry', () => {
  // [offset, entry side, kind, expected] for an entry at 50000
  const cases: [Parameters<typeof offsetPrice>[0], 'buy' | 'sell', 'stop' | 'target', string][] = [
    [{ price: '48000' }, 'buy', 'stop', '48000'], // a price is a price, whatever the side
    [{ percent: '2' }, 'buy', 'stop', '49000'], // 50000 − 2 % = 50000 − 1000
    [{ percent: '2' }, 'buy', 'target', '51000'], // 50000 + 1000
    [{ percent: '2' }, 'sell', 'stop', '51000'], // a short's stop is above
    [{ percent: '2' }, 'sell', 'target', '49000'],
    [{ amount: '250.5' }, 'buy', 'stop', '49749.5'], // 50000 − 250.5
    [{ amount: '250.5' }, 'sell', 'target', '49749.5'],
    [{ amount: '250.5' }, 'sell', 'stop', '50250.5'],
    [{ percent: '100' }, 'buy', 'stop', '0'], // the caller refuses a stop at zero
    [{ percent: '0.125' }, 'buy', 'target', '50062.5'], // exact decimals: 50000 × 0.00125 = 62.5
  ];
  it.each(cases)('%j on a %s %s → %s', (offset, side, kind, expected) => {
    expect(offsetPrice(offset, '50000', side, kind).toFixed()).toBe(expected);
  });

  it('is exact on awkward decimals', () => {
    expect(offsetPrice({ percent: '3' }, '0.1', 'buy', 'target').toFixed()).toBe('0.103');
  });

  it('needs one of price, percent or amount', () => {
    expect(() => offsetPrice({}, 1, 'buy', 'stop')).toThrow();
  });

  it('keeps the contract others code against', () => {
    expect(SIZE_MODES).toEqual([
      'base',
      'quote',
      'equity_pct',
      'balance_pct',
      'position_pct',
      'risk_amount',
      'risk_pct',
    ]);
    expect([MAX_TAKE_PROFITS, MAX_LEVERAGE]).toEqual([6, 125]);
  });
});
