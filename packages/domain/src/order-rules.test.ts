import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { EXCHANGES, SUPPORTED_COINS } from './constants';
import { amountLimits } from './market-limits';
import { orderQuantity } from './order-rules';

const BTC_ON_BINANCE = { step: '0.00001', min: '0.00001' };
const where = { asset: 'BTC', exchange: 'binance' };

describe('orderQuantity', () => {
  it('rounds down to the step, as the exchange does: 0.123456789 BTC → 0.12345', () => {
    const r = orderQuantity('0.123456789', BTC_ON_BINANCE, where);
    expect(r).toEqual({ ok: true, quantity: new Decimal('0.12345'), rounded: true });
  });

  it('keeps a quantity already on the step', () => {
    expect(orderQuantity('0.5', BTC_ON_BINANCE, where)).toEqual({
      ok: true,
      quantity: new Decimal('0.5'),
      rounded: false,
    });
  });

  it('refuses dust (1e-30) with the minimum in the message, instead of a zero trade', () => {
    const r = orderQuantity('1e-30', BTC_ON_BINANCE, where);
    expect(r).toEqual({
      ok: false,
      message:
        'La cantidad 1e-30 BTC es menor que el mínimo de binance: 0.00001 BTC (en múltiplos de 0.00001)',
    });
  });

  it('refuses what rounds below the minimum: 0.000019 with step 0.00001, min 0.00002', () => {
    expect(orderQuantity('0.000019', { step: '0.00001', min: '0.00002' }, where).ok).toBe(false);
  });

  it('never rounds up, however many digits: 0.999…9 (70 nines) → 0.99999', () => {
    const r = orderQuantity(`0.${'9'.repeat(70)}`, BTC_ON_BINANCE, where);
    expect(r.ok && r.quantity.toString()).toBe('0.99999');
  });

  it('refuses an absurd size and a non-positive one', () => {
    expect(orderQuantity('1e16', BTC_ON_BINANCE, where)).toMatchObject({ ok: false });
    expect(orderQuantity('0', BTC_ON_BINANCE, where)).toEqual({
      ok: false,
      message: 'La cantidad debe ser positiva',
    });
  });

  it('works with a step that is not a power of ten (ccxt can list one): 7 with step 2.5 → 5', () => {
    const r = orderQuantity('7', { step: '2.5', min: '2.5' }, where);
    expect(r.ok && r.quantity.toString()).toBe('5');
  });
});

describe('amountLimits', () => {
  it('lists every supported coin on every exchange, the minimum a whole number of steps', () => {
    for (const exchange of EXCHANGES) {
      for (const coin of SUPPORTED_COINS) {
        const limits = amountLimits(exchange, coin);
        expect(limits, `${exchange} ${coin}`).toBeDefined();
        const steps = new Decimal(limits!.min).div(limits!.step);
        expect(steps.isInteger() && steps.gte(1), `${exchange} ${coin}`).toBe(true);
      }
    }
  });

  it('knows no limits for an unlisted coin', () => {
    expect(amountLimits('binance', 'FOO')).toBeUndefined();
  });
});
