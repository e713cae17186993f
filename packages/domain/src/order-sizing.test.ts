import Decimal from 'decimal.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { reduceOnlyQuantity, sizeOrder, targetOrder } from './order-sizing';
import type { SizingInput } from './order-sizing';

/** Checks in the tests are exact: no figure here has anywhere near 100 digits. */
const Big = Decimal.clone({ precision: 100 });
const d = (v: Decimal.Value): Decimal => new Decimal(v);

/** SOL at 100 USDT; equity 10 000, 5 000 free, long 30 SOL. */
function solInput(over: Partial<SizingInput>): SizingInput {
  return {
    mode: 'base',
    value: '1',
    side: 'buy',
    price: d(100),
    equity: d(10000),
    available: d(5000),
    position: d(30),
    feeRate: d(0),
    limits: { step: '0.001', min: '0.001' },
    asset: 'SOL',
    exchange: 'binance',
    quote: 'USDT',
    ...over,
  };
}

type Row = {
  mode: SizingInput['mode'];
  value: string;
  side: 'buy' | 'sell';
  stop?: string;
  fee: string;
  /** Expected quantity with step 0.001 and with step 1 (min = step). */
  fine: string;
  whole: string;
  why: string;
};

// minNotional 10 passes every row; 1500 USDT refuses any quantity under 15 SOL (× 100 USDT).
const ROWS: Row[] = [
  {
    mode: 'base',
    value: '12.3456',
    side: 'buy',
    fee: '0',
    fine: '12.345',
    whole: '12',
    why: 'the value itself, floored',
  },
  {
    mode: 'quote',
    value: '1650.5',
    side: 'buy',
    fee: '0',
    fine: '16.505',
    whole: '16',
    why: '1650.5 / 100 = 16.505',
  },
  {
    mode: 'equity_pct',
    value: '12.5',
    side: 'buy',
    fee: '0',
    fine: '12.5',
    whole: '12',
    why: '10000 × 12.5 % = 1250; / 100 = 12.5',
  },
  {
    mode: 'balance_pct',
    value: '33',
    side: 'buy',
    fee: '0',
    fine: '16.5',
    whole: '16',
    why: '5000 × 33 % = 1650; / 100 = 16.5',
  },
  {
    mode: 'position_pct',
    value: '50',
    side: 'sell',
    fee: '0',
    fine: '15',
    whole: '15',
    why: '30 × 50 % = 15',
  },
  {
    mode: 'position_pct',
    value: '33.3',
    side: 'sell',
    fee: '0',
    fine: '9.99',
    whole: '9',
    why: '30 × 33.3 % = 9.99',
  },
  {
    mode: 'risk_amount',
    value: '100',
    side: 'buy',
    stop: '95',
    fee: '0',
    fine: '20',
    whole: '20',
    why: '100 / (100 − 95) = 20',
  },
  {
    mode: 'risk_amount',
    value: '100',
    side: 'buy',
    stop: '95',
    fee: '0.001',
    fine: '19.249',
    whole: '19',
    why: '100 / (5 + 0.1 + 0.095) = 100 / 5.195 = 19.2492…',
  },
  {
    mode: 'risk_amount',
    value: '3',
    side: 'buy',
    stop: '95',
    fee: '0.001',
    fine: '0.577',
    whole: '',
    why: '3 / 5.195 = 0.5774…; step 1 → 0, under the minimum',
  },
  {
    mode: 'risk_pct',
    value: '1',
    side: 'sell',
    stop: '105',
    fee: '0',
    fine: '20',
    whole: '20',
    why: '10000 × 1 % = 100; / (105 − 100) = 20',
  },
  {
    mode: 'risk_pct',
    value: '1',
    side: 'sell',
    stop: '105',
    fee: '0.001',
    fine: '19.212',
    whole: '19',
    why: '100 / (5 + 0.1 + 0.105) = 100 / 5.205 = 19.2122…',
  },
  {
    mode: 'risk_pct',
    value: '0.5',
    side: 'buy',
    stop: '90',
    fee: '0.001',
    fine: '4.906',
    whole: '4',
    why: '50 / (10 + 0.1 + 0.09) = 50 / 10.19 = 4.9067…',
  },
];

describe('sizeOrder: each mode × step × minimum notional × fee', () => {
  for (const row of ROWS) {
    // The fee only enters the risk modes: the others are checked with both fees.
    const fees = row.mode.startsWith('risk') ? [row.fee] : ['0', '0.001'];
    for (const fee of fees) {
      for (const [step, expected] of [
        ['0.001', row.fine],
        ['1', row.whole],
      ] as const) {
        for (const minNotional of ['10', '1500']) {
          const name = `${row.mode} ${row.value} ${row.side}, fee ${fee}, step ${step}, min notional ${minNotional}: ${row.why}`;
          it(name, () => {
            const r = sizeOrder(
              solInput({
                mode: row.mode,
                value: row.value,
                side: row.side,
                feeRate: d(fee),
                limits: { step, min: step },
                minNotional: d(minNotional),
                ...(row.stop ? { stopPrice: d(row.stop) } : {}),
              }),
            );
            if (expected === '') {
              expect(r).toMatchObject({ ok: false, field: 'size' });
            } else if (minNotional === '1500' && d(expected).lt(15)) {
              expect(r).toMatchObject({ ok: false, field: 'size' });
              expect(!r.ok && r.message).toContain('menos que el mínimo de binance: 1500 USDT');
            } else {
              expect(r.ok && r.quantity.toString()).toBe(expected);
            }
          });
        }
      }
    }
  }

  it('explains itself in one sentence: 10 % of 1000 USDT at 50 000 → 0.002 BTC', () => {
    const r = sizeOrder({
      ...solInput({ mode: 'equity_pct', value: '10', equity: d(1000), price: d(50000) }),
      asset: 'BTC',
      limits: { step: '0.00001', min: '0.00001' },
    });
    expect(r).toMatchObject({
      ok: true,
      explanation: '10 % del capital (1000 USDT) a 50.000 → 0,002 BTC',
      figures: { equity: '1000', budget: '100', price: '50000', raw: '0.002', rounded: '0.002' },
    });
  });

  it('says when it rounded down, and shows the risk figures it used', () => {
    const r = sizeOrder(
      solInput({ mode: 'risk_amount', value: '100', stopPrice: d(95), feeRate: d('0.001') }),
    );
    expect(r).toMatchObject({
      ok: true,
      explanation:
        'Riesgo de 100 USDT con stop en 95 desde 100 (5,195 USDT por unidad, comisiones incluidas) → 19,249 SOL (a la baja, en múltiplos de 0,001 SOL)',
      figures: {
        budget: '100',
        stopDistance: '5',
        feePerUnit: '0.195',
        lossPerUnit: '5.195',
        rounded: '19.249',
        risk: '99.998555', // 19.249 × 5.195, under the 100 budget
      },
    });
  });

  it('without the market limits, cuts to 18 decimals: 100 USDT at 3 → 33.333…(18 threes)', () => {
    const r = sizeOrder(solInput({ mode: 'quote', value: '100', price: d(3), limits: undefined }));
    expect(r.ok && r.quantity.toFixed()).toBe(`33.${'3'.repeat(18)}`);
  });
});

describe('sizeOrder refusals, each with its field', () => {
  const stop = { stopPrice: d(95) };
  const cases: [string, Partial<SizingInput>, string, string][] = [
    ['not a number', { value: 'abc' }, 'size', 'El tamaño debe ser un número (p. ej. 0,5)'],
    ['zero', { value: '0' }, 'size', 'El tamaño debe ser mayor que cero'],
    ['negative', { value: '-1' }, 'size', 'El tamaño debe ser mayor que cero'],
    [
      '19 decimals',
      { value: `0.${'1'.repeat(19)}` },
      'size',
      'El tamaño admite como mucho 18 decimales',
    ],
    ['an exponent', { value: '1e3' }, 'size', 'El tamaño debe ser un número (p. ej. 0,5)'],
    [
      'over 100 % of equity',
      { mode: 'equity_pct', value: '100.5' },
      'size',
      'El tamaño es un porcentaje: 100,5 % supera el 100 %',
    ],
    [
      'over 100 % of a risk',
      { mode: 'risk_pct', value: '101', ...stop },
      'size',
      'El tamaño es un porcentaje: 101 % supera el 100 %',
    ],
    [
      'an unknown mode',
      { mode: 'lots' as SizingInput['mode'] },
      'size_type',
      'Tipo de tamaño desconocido: «lots»',
    ],
    [
      'no price',
      { price: d(0) },
      'size',
      'No hay precio con el que calcular el tamaño de la orden',
    ],
    [
      'a share of no equity',
      { mode: 'equity_pct', value: '10', equity: d(0) },
      'size',
      'El capital de la cuenta es 0 USDT: no hay de qué tomar un 10 %',
    ],
    [
      'a share of no balance',
      { mode: 'balance_pct', value: '10', available: d(-5) },
      'size',
      'El saldo disponible es -5 USDT: no hay de qué tomar un 10 %',
    ],
    [
      'a share of a flat position',
      { mode: 'position_pct', value: '10', side: 'sell', position: d(0) },
      'size_type',
      'No hay posición abierta en SOL: el tamaño en % de la posición solo sirve para reducirla',
    ],
    [
      'buying a share of a long',
      { mode: 'position_pct', value: '10', side: 'buy' },
      'size_type',
      'El tamaño en % de la posición solo la reduce: con una posición larga de 30 SOL, la orden debe ser de venta',
    ],
    [
      'selling a share of a short',
      { mode: 'position_pct', value: '10', side: 'sell', position: d('-2.5') },
      'size_type',
      'El tamaño en % de la posición solo la reduce: con una posición corta de 2,5 SOL, la orden debe ser de compra',
    ],
    [
      'risk without a stop',
      { mode: 'risk_amount', value: '100' },
      'stop_loss',
      'El tamaño por riesgo necesita un stop loss',
    ],
    [
      'a buy with its stop above',
      { mode: 'risk_amount', value: '100', stopPrice: d(101) },
      'stop_loss',
      'El stop loss de una compra debe estar por debajo del precio (100); está en 101',
    ],
    [
      'a sell with its stop below',
      { mode: 'risk_amount', value: '100', side: 'sell', ...stop },
      'stop_loss',
      'El stop loss de una venta debe estar por encima del precio (100); está en 95',
    ],
    [
      'a stop at the price',
      { mode: 'risk_pct', value: '1', stopPrice: d(100) },
      'stop_loss',
      'El stop loss (100) es igual al precio: no hay riesgo con el que calcular el tamaño',
    ],
    [
      'a stop at zero',
      { mode: 'risk_pct', value: '1', stopPrice: d(0) },
      'stop_loss',
      'El stop loss debe ser un precio positivo',
    ],
    [
      'risk % of no equity',
      { mode: 'risk_pct', value: '1', equity: d(0), ...stop },
      'size',
      'El capital de la cuenta es 0 USDT: no hay de qué tomar un 1 %',
    ],
    [
      'under the minimum',
      { value: '0.0004', limits: { step: '0.0001', min: '0.001' } },
      'size',
      'La cantidad resultante, 0,0004 SOL, es menor que el mínimo de binance: 0,001 SOL (en múltiplos de 0,0001)',
    ],
    [
      'under the step',
      { mode: 'quote', value: '1234.5', limits: { step: '100', min: '100' } },
      'size',
      'La cantidad resultante, 12,345 SOL, es menor que el mínimo de binance: 100 SOL (en múltiplos de 100)',
    ],
    [
      'under the minimum notional',
      { value: '0.05', minNotional: d(10) },
      'size',
      'La orden de 0,05 SOL a 100 vale 5 USDT, menos que el mínimo de binance: 10 USDT',
    ],
    [
      'over the largest amount',
      { mode: 'quote', value: '1000000000000', price: d('0.0001'), limits: undefined },
      'size',
      'La cantidad resultante, 10.000.000.000.000.000 SOL, supera el máximo admitido (1.000.000.000.000.000)',
    ],
  ];
  for (const [name, over, field, message] of cases) {
    it(`${name} → ${field}`, () => {
      expect(sizeOrder(solInput(over))).toMatchObject({ ok: false, field, message });
    });
  }
});

describe('targetOrder', () => {
  const t = (p: string, target: 'long' | 'short' | 'flat', size: string, step?: string) => {
    const o = targetOrder(d(p), target, d(size), step === undefined ? undefined : d(step));
    return (
      o && {
        side: o.side,
        quantity: o.quantity.toString(),
        closes: o.closes.toString(),
        opens: o.opens.toString(),
      }
    );
  };
  it('long 2 → short 1: sells 3, closing 2 and opening 1', () => {
    expect(t('2', 'short', '1')).toEqual({ side: 'sell', quantity: '3', closes: '2', opens: '1' });
  });
  it('short 0.5 → flat: buys 0.5, all closing', () => {
    expect(t('-0.5', 'flat', '9')).toEqual({
      side: 'buy',
      quantity: '0.5',
      closes: '0.5',
      opens: '0',
    });
  });
  it('flat → long 1.5: buys 1.5, all opening', () => {
    expect(t('0', 'long', '1.5')).toEqual({
      side: 'buy',
      quantity: '1.5',
      closes: '0',
      opens: '1.5',
    });
  });
  it('long 3 → long 1: sells 2, closing', () => {
    expect(t('3', 'long', '1')).toEqual({ side: 'sell', quantity: '2', closes: '2', opens: '0' });
  });
  it('null when already there, or within the step', () => {
    expect(t('0', 'flat', '1')).toBeNull();
    expect(t('-1', 'short', '1')).toBeNull();
    expect(t('1.0004', 'long', '1', '0.001')).toBeNull();
    expect(t('1.001', 'long', '1', '0.001')).toEqual({
      side: 'sell',
      quantity: '0.001',
      closes: '0.001',
      opens: '0',
    });
  });
});

describe('reduceOnlyQuantity', () => {
  it('a sell reduces a long up to its size; a buy does not', () => {
    expect(reduceOnlyQuantity(d(2), 'sell', d(5)).toString()).toBe('2');
    expect(reduceOnlyQuantity(d(2), 'sell', d('0.5')).toString()).toBe('0.5');
    expect(reduceOnlyQuantity(d(2), 'buy', d(1)).toString()).toBe('0');
  });
  it('a buy reduces a short; nothing reduces flat', () => {
    expect(reduceOnlyQuantity(d(-2), 'buy', d(3)).toString()).toBe('2');
    expect(reduceOnlyQuantity(d(-2), 'sell', d(3)).toString()).toBe('0');
    expect(reduceOnlyQuantity(d(0), 'buy', d(3)).toString()).toBe('0');
  });
});

// ---- properties ----

/** A positive decimal n × 10^-places, exact. */
const positive = (max: number, places: number) =>
  fc
    .tuple(fc.integer({ min: 1, max }), fc.integer({ min: 0, max: places }))
    .map(([n, k]) => d(`${n}e-${k}`));
const signed = fc
  .tuple(fc.integer({ min: -1_000_000, max: 1_000_000 }), fc.integer({ min: 0, max: 6 }))
  .map(([n, k]) => d(`${n}e-${k}`));
const step = fc.constantFrom('0.00001', '0.001', '0.1', '1', '10');
const fee = fc.constantFrom('0', '0.00075', '0.001', '0.002');
const side = fc.constantFrom<'buy' | 'sell'>('buy', 'sell');
const RUNS = { numRuns: 500 };

const isWholeSteps = (q: Decimal, s: string): boolean => new Big(q).mod(s).isZero();

describe('properties', () => {
  it('a risk-sized order never loses more than its budget at the stop, both fees included, and one step more would', () => {
    fc.assert(
      fc.property(
        positive(10_000_000, 4),
        fc.integer({ min: 1, max: 9_000 }),
        side,
        positive(1_000_000, 2),
        fee,
        step,
        fc.boolean(),
        (price, away, s, budget, f, st, pct) => {
          const factor = new Big(s === 'buy' ? 10_000 - away : 10_000 + away).div(10_000);
          const stop = d(new Big(price).times(factor).toFixed());
          const equity = d(new Big(budget).times(100).toFixed());
          const r = sizeOrder(
            solInput({
              mode: pct ? 'risk_pct' : 'risk_amount',
              value: pct ? '1' : budget.toFixed(),
              side: s,
              price,
              equity,
              stopPrice: stop,
              feeRate: d(f),
              limits: { step: st, min: st },
            }),
          );
          if (!r.ok) return;
          const perUnit = new Big(price)
            .minus(stop)
            .abs()
            .plus(new Big(price).times(f))
            .plus(new Big(stop).times(f));
          expect(new Big(r.quantity).times(perUnit).lte(budget)).toBe(true);
          expect(new Big(r.quantity).plus(st).times(perUnit).gt(budget)).toBe(true);
        },
      ),
      RUNS,
    );
  });

  it('sizing never returns a quantity off the step, below the minimum or the minimum notional', () => {
    fc.assert(
      fc.property(
        fc.constantFrom<SizingInput['mode']>(
          'base',
          'quote',
          'equity_pct',
          'balance_pct',
          'position_pct',
          'risk_amount',
          'risk_pct',
        ),
        positive(100_000, 3),
        side,
        positive(1_000_000, 2),
        signed,
        step,
        fc.integer({ min: 1, max: 5 }),
        fc.option(positive(100, 0), { nil: undefined }),
        (mode, value, s, price, position, st, minSteps, minNotional) => {
          const min = new Big(st).times(minSteps).toFixed();
          const stopPrice = d(new Big(price).times(s === 'buy' ? '0.9' : '1.1').toFixed());
          const r = sizeOrder(
            solInput({
              mode,
              value: value.toFixed(),
              side: s,
              price,
              position,
              stopPrice,
              feeRate: d('0.001'),
              limits: { step: st, min },
              ...(minNotional ? { minNotional } : {}),
            }),
          );
          if (!r.ok) return;
          expect(isWholeSteps(r.quantity, st)).toBe(true);
          expect(r.quantity.gte(min)).toBe(true);
          if (minNotional) expect(new Big(r.quantity).times(price).gte(minNotional)).toBe(true);
        },
      ),
      RUNS,
    );
  });

  it('reduce-only never grows the position nor flips it', () => {
    fc.assert(
      fc.property(signed, side, positive(1_000_000, 6), (position, s, quantity) => {
        const r = reduceOnlyQuantity(position, s, quantity);
        const after = new Big(position).plus(s === 'buy' ? r : r.neg());
        expect(r.gte(0) && r.lte(quantity)).toBe(true);
        expect(after.abs().lte(position.abs())).toBe(true);
        expect(after.isZero() || after.s === position.s).toBe(true);
      }),
      RUNS,
    );
  });

  it("targetOrder's order lands exactly on the target, closing no more than the position", () => {
    fc.assert(
      fc.property(
        signed,
        fc.constantFrom<'long' | 'short' | 'flat'>('long', 'short', 'flat'),
        positive(1_000_000, 6),
        (position, target, size) => {
          const goal =
            target === 'flat' ? new Big(0) : new Big(size).times(target === 'long' ? 1 : -1);
          const o = targetOrder(position, target, size);
          if (o === null) {
            expect(new Big(position).eq(goal)).toBe(true);
            return;
          }
          const after = new Big(position).plus(o.side === 'buy' ? o.quantity : o.quantity.neg());
          expect(after.eq(goal)).toBe(true);
          expect(new Big(o.closes).plus(o.opens).eq(o.quantity)).toBe(true);
          expect(o.closes.gte(0) && o.opens.gte(0)).toBe(true);
          expect(o.closes.lte(position.abs())).toBe(true);
        },
      ),
      RUNS,
    );
  });
});
