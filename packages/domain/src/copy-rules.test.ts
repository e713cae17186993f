import Decimal from 'decimal.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  COPY_RULES,
  COPY_SIZING_MODES,
  copyLeverage,
  copyStop,
  DEFAULT_COPY_SETTINGS,
  decideCopy,
} from './copy-rules';
import type { CopyDecision, CopySettings, FollowerState, LeaderEvent } from './copy-rules';

const d = (v: Decimal.Value) => new Decimal(v);
/** Enough digits that the checks below are exact. */
const Big = Decimal.clone({ precision: 80 });

const settings = (o: Partial<CopySettings> = {}): CopySettings => ({
  ...DEFAULT_COPY_SETTINGS,
  ...o,
});
/** The leader buys 0.5 BTC at 50000, from flat. */
const leader = (o: Partial<LeaderEvent> = {}): LeaderEvent => ({
  symbol: 'BTCUSDT',
  side: 'buy',
  quantity: d('0.5'),
  price: d('50000'),
  positionBefore: d(0),
  ...o,
});
/** A flat follower at the leader's price, multiplier 1. */
const follower = (o: Partial<FollowerState> = {}): FollowerState => ({
  price: d('50000'),
  position: d(0),
  openPositions: 0,
  exposure: d(0),
  multiplier: d(1),
  ...o,
});

type Placed = Extract<CopyDecision, { quantity: Decimal }>;
function placed(decision: CopyDecision): Placed {
  if (decision.outcome === 'skipped') {
    throw new Error(`expected an order, got skipped: ${decision.rule} (${decision.message})`);
  }
  return decision;
}
/** side, quantity, closing, opening as plain text. */
const parts = (decision: CopyDecision) => {
  const p = placed(decision);
  return [p.side, p.quantity.toFixed(), p.closing.toFixed(), p.opening.toFixed()];
};

describe('decideCopy: the default settings (legacy)', () => {
  it('copies the leader quantity times the multiplier, exactly', () => {
    const r = decideCopy(
      settings(),
      leader({ quantity: d('0.123456789012345678') }),
      follower({ multiplier: d('2.5') }),
    );
    expect(r.outcome).toBe('copied');
    expect(parts(r)).toEqual(['buy', '0.308641972530864195', '0', '0.308641972530864195']);
    expect(r.message).toBe('Copiada: buy 0,308641972530864195 BTCUSDT');
    expect(r.figures).toMatchObject({
      leaderQuantity: '0.123456789012345678',
      leaderPrice: '50000',
      followerPrice: '50000',
      multiplier: '2.5',
      requested: '0.308641972530864195',
      quantity: '0.308641972530864195',
    });
  });

  it('floors to the market step when the limits are known', () => {
    const r = decideCopy(
      settings(),
      leader({ quantity: d('0.123456') }),
      follower({ limits: { step: '0.001', min: '0.001' } }),
    );
    expect(parts(r)).toEqual(['buy', '0.123', '0', '0.123']);
    expect(r.outcome).toBe('copied');
    expect(r.figures).toMatchObject({ step: '0.001', min: '0.001', requested: '0.123456' });
  });

  it('splits a copy that flips the follower into its closing and opening parts', () => {
    const r = decideCopy(
      settings(),
      leader({ side: 'sell', positionBefore: d('0.5') }),
      follower({ position: d('0.3'), multiplier: d(1) }),
    );
    expect(parts(r)).toEqual(['sell', '0.5', '0.3', '0.2']);
  });

  it('writes tiny amounts without exponents', () => {
    const r = decideCopy(settings(), leader({ quantity: d('0.00000001') }), follower());
    expect(r.message).toBe('Copiada: buy 0,00000001 BTCUSDT');
    expect(r.figures.quantity).toBe('0.00000001');
  });

  it('property: any quantity × multiplier is copied as Decimal multiplies it', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 999_999_999 }),
        fc.integer({ min: 0, max: 12 }),
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.integer({ min: 0, max: 4 }),
        fc.constantFrom<'buy' | 'sell'>('buy', 'sell'),
        (n, k, m, j, side) => {
          const q = d(`${n}e-${k}`);
          const multiplier = d(`${m}e-${j}`);
          const r = placed(
            decideCopy(settings(), leader({ quantity: q, side }), follower({ multiplier })),
          );
          expect(r.quantity.eq(q.times(multiplier))).toBe(true);
          expect(r.outcome).toBe('copied');
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('decideCopy: sizing modes', () => {
  it('fixed_notional opens the amount over the follower price', () => {
    const r = decideCopy(
      settings({ sizing: 'fixed_notional', sizingValue: '1000' }),
      leader(),
      follower({ price: d('40000') }),
    );
    expect(parts(r)).toEqual(['buy', '0.025', '0', '0.025']);
    expect(r.figures).toMatchObject({ sizing: 'fixed_notional', sizingValue: '1000' });
  });

  it('equity_pct opens a share of the follower equity', () => {
    const r = decideCopy(
      settings({ sizing: 'equity_pct', sizingValue: '10' }),
      leader(),
      follower({ equity: d('20000') }),
    );
    expect(parts(r)).toEqual(['buy', '0.04', '0', '0.04']);
    expect(r.figures.equity).toBe('20000');
  });

  it('equity_ratio scales the leader opening by the equities', () => {
    const r = decideCopy(
      settings({ sizing: 'equity_ratio' }),
      leader({ equity: d('100000') }),
      follower({ equity: d('10000') }),
    );
    expect(parts(r)).toEqual(['buy', '0.05', '0', '0.05']);
    expect(r.figures).toMatchObject({ equity: '10000', leaderEquity: '100000' });
  });

  it('the equity modes skip without a positive equity', () => {
    const pct = decideCopy(
      settings({ sizing: 'equity_pct', sizingValue: '10' }),
      leader(),
      follower({ equity: d(0) }),
    );
    expect(pct).toMatchObject({
      outcome: 'skipped',
      rule: 'no_equity',
      message: 'Copia omitida: no hay capital con el que dimensionar',
    });
    const noLeader = decideCopy(
      settings({ sizing: 'equity_ratio' }),
      leader(),
      follower({ equity: d('10000') }),
    );
    expect(noLeader).toMatchObject({ outcome: 'skipped', rule: 'no_equity' });
  });

  it('without equity a flip still closes, scaled by no_equity', () => {
    const r = decideCopy(
      settings({ sizing: 'equity_pct', sizingValue: '10' }),
      leader({ side: 'sell', positionBefore: d('0.2') }),
      follower({ position: d('0.1') }),
    );
    expect(parts(r)).toEqual(['sell', '0.1', '0.1', '0']);
    expect(r).toMatchObject({ outcome: 'scaled', rule: 'no_equity' });
  });
});

describe('decideCopy: proportional closes (outside multiplier)', () => {
  const fixed = settings({ sizing: 'fixed_notional', sizingValue: '1000' });

  it('the leader closes half: the follower closes half', () => {
    const r = decideCopy(
      fixed,
      leader({ side: 'sell', quantity: d('0.5'), positionBefore: d(1) }),
      follower({ position: d('0.3') }),
    );
    expect(parts(r)).toEqual(['sell', '0.15', '0.15', '0']);
    expect(r.outcome).toBe('copied');
  });

  it('the leader goes flat: the follower goes flat, exactly', () => {
    const r = decideCopy(
      fixed,
      leader({ side: 'buy', quantity: d(3), positionBefore: d(-3) }),
      follower({ position: d('-0.123456789') }),
    );
    expect(parts(r)).toEqual(['buy', '0.123456789', '0.123456789', '0']);
  });

  it('the leader flips: the follower closes everything and opens by its own sizing', () => {
    const r = decideCopy(
      fixed,
      leader({ side: 'sell', quantity: d('1.5'), positionBefore: d(1) }),
      follower({ position: d('0.3') }),
    );
    expect(parts(r)).toEqual(['sell', '0.32', '0.3', '0.02']);
  });

  it('a third is floored, then cut to the step', () => {
    const r = decideCopy(
      fixed,
      leader({ side: 'sell', quantity: d(1), positionBefore: d(3) }),
      follower({ position: d(1) }),
    );
    expect(parts(r)).toEqual(['sell', '0.333333333333333333', '0.333333333333333333', '0']);
    const stepped = decideCopy(
      fixed,
      leader({ side: 'sell', quantity: d(1), positionBefore: d(3) }),
      follower({ position: d(1), limits: { step: '0.001', min: '0.001' } }),
    );
    expect(parts(stepped)).toEqual(['sell', '0.333', '0.333', '0']);
  });

  it('the leader adds while the follower holds the other side: the order reduces the follower', () => {
    const r = decideCopy(
      settings({ sizing: 'fixed_notional', sizingValue: '1000', maxSlippagePct: '1' }),
      leader({ side: 'buy', positionBefore: d(1) }),
      follower({ position: d('-1'), price: d('60000') }),
    );
    // 1000 / 60000 buys back part of the short: a close, never refused for price.
    expect(parts(r)).toEqual(['buy', '0.016666666666666666', '0.016666666666666666', '0']);
    expect(r.outcome).toBe('copied');
  });

  it('nothing to copy when the leader closes and the follower holds nothing', () => {
    const r = decideCopy(
      fixed,
      leader({ side: 'sell', positionBefore: d(1) }),
      follower({ position: d(0) }),
    );
    expect(r).toEqual({
      outcome: 'skipped',
      rule: 'nothing_to_copy',
      message: 'Nada que copiar: la cuenta no tiene posición que cerrar',
      figures: expect.objectContaining({ requested: '0', quantity: '0' }),
    });
    // Same side as the leader's close: the follower has nothing to reduce either.
    const sameSide = decideCopy(
      fixed,
      leader({ side: 'sell', positionBefore: d(1) }),
      follower({ position: d(-2) }),
    );
    expect(sameSide).toMatchObject({ outcome: 'skipped', rule: 'nothing_to_copy' });
  });
});

describe('decideCopy: the slippage guard', () => {
  const guard = settings({ maxSlippagePct: '1' });

  it('skips an opening copy 2 % away', () => {
    const r = decideCopy(guard, leader(), follower({ price: d('51000') }));
    expect(r).toMatchObject({
      outcome: 'skipped',
      rule: 'slippage',
      message: 'Copia omitida: el precio se alejó 2,00 % del precio del emisor (máximo 1 %)',
    });
    expect(r.figures).toMatchObject({ slippagePct: '2', maxSlippagePct: '1', quantity: '0' });
  });

  it('copies an opening copy within the guard', () => {
    const r = decideCopy(guard, leader(), follower({ price: d('50400') }));
    expect(r.outcome).toBe('copied');
    expect(r.figures.slippagePct).toBe('0.8');
  });

  it('still copies a close 2 % away', () => {
    const r = decideCopy(
      guard,
      leader({ side: 'sell', positionBefore: d('0.5') }),
      follower({ price: d('49000'), position: d('0.5') }),
    );
    expect(r.outcome).toBe('copied');
    expect(parts(r)).toEqual(['sell', '0.5', '0.5', '0']);
  });

  it('keeps the closing part of a flip 2 % away and drops its opening', () => {
    const r = decideCopy(
      guard,
      leader({ side: 'sell', positionBefore: d('0.5') }),
      follower({ price: d('49000'), position: d('0.2') }),
    );
    expect(parts(r)).toEqual(['sell', '0.2', '0.2', '0']);
    expect(r).toMatchObject({
      outcome: 'scaled',
      rule: 'slippage',
      message:
        'Copia reducida al cierre porque el precio se alejó 2,00 % del precio del emisor (máximo 1 %): 0,2 en vez de 0,5',
    });
  });
});

describe('decideCopy: symbol lists and open positions', () => {
  it('only copies the allowed symbols', () => {
    const r = decideCopy(settings({ allowedSymbols: ['ETHUSDT'] }), leader(), follower());
    expect(r).toMatchObject({
      outcome: 'skipped',
      rule: 'symbol_allowed',
      message: 'Copia omitida: BTCUSDT no está entre los símbolos permitidos',
    });
    const ok = decideCopy(
      settings({ allowedSymbols: ['ETHUSDT', 'BTCUSDT'] }),
      leader(),
      follower(),
    );
    expect(ok.outcome).toBe('copied');
    expect(decideCopy(settings({ allowedSymbols: [] }), leader(), follower()).outcome).toBe(
      'copied',
    );
  });

  it('never opens a refused symbol, but still closes it', () => {
    const refused = settings({ refusedSymbols: ['BTCUSDT'] });
    expect(decideCopy(refused, leader(), follower())).toMatchObject({
      outcome: 'skipped',
      rule: 'symbol_refused',
      message: 'Copia omitida: BTCUSDT está entre los símbolos excluidos',
    });
    const close = decideCopy(
      refused,
      leader({ side: 'sell', positionBefore: d(1) }),
      follower({ position: d(1) }),
    );
    expect(close.outcome).toBe('copied');
    expect(parts(close)).toEqual(['sell', '0.5', '0.5', '0']);
  });

  it('the allowed list is checked before the refused one', () => {
    const r = decideCopy(
      settings({ allowedSymbols: ['ETHUSDT'], refusedSymbols: ['BTCUSDT'] }),
      leader(),
      follower(),
    );
    expect(r).toMatchObject({ outcome: 'skipped', rule: 'symbol_allowed' });
  });

  it('refuses a new position at the maximum of open positions', () => {
    const capped = settings({ maxOpenPositions: 3 });
    expect(decideCopy(capped, leader(), follower({ openPositions: 3 }))).toMatchObject({
      outcome: 'skipped',
      rule: 'max_open_positions',
      message: 'Copia omitida: ya hay 3 posiciones abiertas (máximo 3)',
      figures: expect.objectContaining({ openPositions: '3', maxOpenPositions: '3' }),
    });
    expect(decideCopy(capped, leader(), follower({ openPositions: 2 })).outcome).toBe('copied');
  });

  it('lets a held position grow or flip at the maximum (the count does not grow)', () => {
    const capped = settings({ maxOpenPositions: 3 });
    const adds = decideCopy(capped, leader(), follower({ openPositions: 3, position: d('0.1') }));
    expect(parts(adds)).toEqual(['buy', '0.5', '0', '0.5']);
    const flips = decideCopy(capped, leader(), follower({ openPositions: 3, position: d('-0.1') }));
    expect(parts(flips)).toEqual(['buy', '0.5', '0.1', '0.4']);
    expect(flips.outcome).toBe('copied');
  });
});

describe('decideCopy: notional and allocation caps', () => {
  it('scales an opening to the maximum per order', () => {
    const r = decideCopy(
      settings({ maxNotionalPerOrder: '500' }),
      leader({ quantity: d('0.05') }),
      follower(),
    );
    expect(parts(r)).toEqual(['buy', '0.01', '0', '0.01']);
    expect(r).toMatchObject({
      outcome: 'scaled',
      rule: 'max_notional',
      message: 'Copia reducida al máximo por orden (500): 0,01 en vez de 0,05',
    });
    expect(r.figures).toMatchObject({ maxNotional: '500', requested: '0.05', quantity: '0.01' });
  });

  it('does not bound the closing part by the maximum per order', () => {
    const r = decideCopy(
      settings({ maxNotionalPerOrder: '500' }),
      leader({ side: 'sell', quantity: d(1), positionBefore: d(1) }),
      follower({ position: d(1) }),
    );
    expect(parts(r)).toEqual(['sell', '1', '1', '0']);
    expect(r.outcome).toBe('copied');
  });

  it('scales an opening to what the allocation has left', () => {
    const r = decideCopy(
      settings({ maxAllocation: '10000' }),
      leader({ quantity: d('0.05') }),
      follower({ exposure: d('9000'), openPositions: 1 }),
    );
    expect(parts(r)).toEqual(['buy', '0.02', '0', '0.02']);
    expect(r).toMatchObject({
      outcome: 'scaled',
      rule: 'max_allocation',
      message: 'Copia reducida a la asignación máxima (10.000): 0,02 en vez de 0,05',
    });
    expect(r.figures).toMatchObject({ maxAllocation: '10000', exposure: '9000' });
  });

  it('skips when the allocation is full, and counts what the close frees', () => {
    const full = decideCopy(
      settings({ maxAllocation: '10000' }),
      leader({ quantity: d('0.05') }),
      follower({ exposure: d('12000') }),
    );
    expect(full).toMatchObject({
      outcome: 'skipped',
      rule: 'max_allocation',
      message:
        'Copia omitida: la exposición (12.000) no deja sitio en la asignación máxima (10.000)',
    });
    // Short 0.01 (500 of the 10000): buying 0.05 closes it, then 500 of room opens 0.01.
    const freed = decideCopy(
      settings({ maxAllocation: '10000' }),
      leader({ quantity: d('0.05') }),
      follower({ exposure: d('10000'), position: d('-0.01') }),
    );
    expect(parts(freed)).toEqual(['buy', '0.02', '0.01', '0.01']);
    expect(freed).toMatchObject({ outcome: 'scaled', rule: 'max_allocation' });
  });

  it('names the first rule that cut the opening', () => {
    const r = decideCopy(
      settings({ maxNotionalPerOrder: '1000', maxAllocation: '10000' }),
      leader({ quantity: d('0.05') }),
      follower({ exposure: d('9800') }),
    );
    // 0.05 → 0.02 by the order cap, then → 0.004 by the allocation.
    expect(parts(r)).toEqual(['buy', '0.004', '0', '0.004']);
    expect(r).toMatchObject({ outcome: 'scaled', rule: 'max_notional' });
    expect(r.figures).toMatchObject({ maxNotional: '1000', maxAllocation: '10000' });
  });
});

describe("decideCopy: the market's minimum", () => {
  const limits = { step: '0.0001', min: '0.001' };

  it('skips below the minimum', () => {
    const r = decideCopy(settings(), leader({ quantity: d('0.0004') }), follower({ limits }));
    expect(r).toMatchObject({
      outcome: 'skipped',
      rule: 'below_minimum',
      message: 'Copia omitida: la cantidad 0,0004 queda por debajo del mínimo del mercado (0,001)',
    });
    expect(r.figures).toMatchObject({ min: '0.001', step: '0.0001', quantity: '0' });
  });

  it('rounds up to the minimum when asked and the caps allow it', () => {
    const r = decideCopy(
      settings({ belowMinimum: 'round_up', maxNotionalPerOrder: '60', maxAllocation: '1000' }),
      leader({ quantity: d('0.0004') }),
      follower({ limits }),
    );
    expect(parts(r)).toEqual(['buy', '0.001', '0', '0.001']);
    expect(r).toMatchObject({
      outcome: 'scaled',
      rule: 'below_minimum',
      message: 'Copia ajustada al mínimo del mercado (0,001): 0,001 en vez de 0,0004',
    });
  });

  it('refuses to round up when the minimum breaks a cap', () => {
    const leader4 = leader({ quantity: d('0.0004') });
    const perOrder = decideCopy(
      settings({ belowMinimum: 'round_up', maxNotionalPerOrder: '40' }),
      leader4,
      follower({ limits }),
    );
    expect(perOrder).toMatchObject({ outcome: 'skipped', rule: 'below_minimum' });
    const allocation = decideCopy(
      settings({ belowMinimum: 'round_up', maxAllocation: '1000' }),
      leader4,
      follower({ limits, exposure: d('980') }),
    );
    expect(allocation).toMatchObject({ outcome: 'skipped', rule: 'below_minimum' });
  });

  it('does not round up a close-only copy', () => {
    const r = decideCopy(
      settings({ belowMinimum: 'round_up' }),
      leader({ side: 'sell', quantity: d('0.0004'), positionBefore: d(1) }),
      follower({ limits, position: d('0.0004') }),
    );
    expect(r).toMatchObject({ outcome: 'skipped', rule: 'below_minimum' });
  });

  it('floors the opening first, keeping closing + opening = quantity', () => {
    const r = decideCopy(
      settings(),
      leader({ side: 'sell', quantity: d('0.50009') }),
      follower({ limits, position: d('0.3') }),
    );
    expect(parts(r)).toEqual(['sell', '0.5', '0.3', '0.2']);
    const closeOnly = decideCopy(
      settings(),
      leader({ side: 'sell', quantity: d('0.30009') }),
      follower({ limits, position: d('0.30009') }),
    );
    expect(parts(closeOnly)).toEqual(['sell', '0.3', '0.3', '0']);
  });
});

// ---- property: a simulated follower under random leader trades ----

const SYMBOLS = { BTCUSDT: 50_000, ETHUSDT: 3_000 } as const;
type Sym = keyof typeof SYMBOLS;

const trade = fc.record({
  symbol: fc.constantFrom<Sym>('BTCUSDT', 'ETHUSDT'),
  side: fc.constantFrom<'buy' | 'sell'>('buy', 'sell'),
  /** Thousandths of a coin. */
  quantity: fc.integer({ min: 1, max: 3_000 }),
  /** The leader's price move from the base, in basis points. */
  move: fc.integer({ min: -2_000, max: 2_000 }),
  /** The follower's price off the leader's fill, in basis points. */
  off: fc.integer({ min: -300, max: 300 }),
});
const rules = fc.record({
  sizing: fc.constantFrom(...COPY_SIZING_MODES),
  value: fc.integer({ min: 1, max: 100 }),
  maxNotionalPerOrder: fc.option(fc.integer({ min: 10, max: 5_000 }), { nil: undefined }),
  maxAllocation: fc.option(fc.integer({ min: 50, max: 20_000 }), { nil: undefined }),
  maxOpenPositions: fc.option(fc.integer({ min: 1, max: 2 }), { nil: undefined }),
  maxSlippagePct: fc.option(fc.constantFrom('0.5', '1', '2'), { nil: undefined }),
  refuseEth: fc.boolean(),
  belowMinimum: fc.constantFrom<'skip' | 'round_up'>('skip', 'round_up'),
  limits: fc.option(
    fc.constantFrom({ step: '0.001', min: '0.01' }, { step: '0.0001', min: '0.0001' }),
    {
      nil: undefined,
    },
  ),
  multiplier: fc.constantFrom('0.1', '1', '3'),
  equity: fc.constantFrom(0, 5_000, 50_000),
});

describe('decideCopy: property', () => {
  it('a follower copying random trades never breaks its caps, and every decision adds up', () => {
    fc.assert(
      fc.property(rules, fc.array(trade, { minLength: 1, maxLength: 40 }), (r, trades) => {
        const s: CopySettings = {
          sizing: r.sizing,
          sizingValue:
            r.sizing === 'fixed_notional'
              ? String(r.value * 50)
              : r.sizing === 'equity_pct'
                ? String(r.value)
                : undefined,
          maxNotionalPerOrder: r.maxNotionalPerOrder?.toString(),
          maxAllocation: r.maxAllocation?.toString(),
          maxOpenPositions: r.maxOpenPositions,
          maxSlippagePct: r.maxSlippagePct,
          refusedSymbols: r.refuseEth ? ['ETHUSDT'] : undefined,
          belowMinimum: r.belowMinimum,
        };
        const leaderPos: Record<Sym, Decimal> = { BTCUSDT: d(0), ETHUSDT: d(0) };
        const pos: Record<Sym, Decimal> = { BTCUSDT: d(0), ETHUSDT: d(0) };
        const price: Record<Sym, Decimal> = {
          BTCUSDT: d(SYMBOLS.BTCUSDT),
          ETHUSDT: d(SYMBOLS.ETHUSDT),
        };
        const exposure = () =>
          (Object.keys(pos) as Sym[]).reduce(
            (sum, k) => sum.plus(pos[k].abs().times(price[k])),
            new Big(0),
          );
        const open = () => (Object.keys(pos) as Sym[]).filter((k) => !pos[k].isZero()).length;

        for (const t of trades) {
          const lp = new Big(SYMBOLS[t.symbol]).times(10_000 + t.move).div(10_000);
          const fp = lp.times(10_000 + t.off).div(10_000);
          price[t.symbol] = d(fp);
          const q = new Big(t.quantity).div(1000);
          const decision = decideCopy(
            s,
            {
              symbol: t.symbol,
              side: t.side,
              quantity: d(q),
              price: d(lp),
              positionBefore: leaderPos[t.symbol],
              equity: d(100_000),
            },
            {
              price: price[t.symbol],
              position: pos[t.symbol],
              openPositions: open(),
              exposure: d(exposure()),
              equity: d(r.equity),
              multiplier: d(r.multiplier),
              limits: r.limits,
            },
          );
          const sign = t.side === 'buy' ? 1 : -1;
          leaderPos[t.symbol] = leaderPos[t.symbol].plus(q.times(sign));
          expect(typeof decision.message).toBe('string');
          expect(decision.message.length).toBeGreaterThan(0);
          if (decision.outcome === 'skipped') {
            expect(COPY_RULES).toContain(decision.rule);
            expect(decision.figures.quantity).toBe('0');
            continue;
          }
          const { quantity, closing, opening } = decision;
          expect(decision.side).toBe(t.side);
          expect(quantity.gt(0)).toBe(true);
          expect(closing.gte(0) && opening.gte(0)).toBe(true);
          expect(quantity.eq(closing.plus(opening))).toBe(true);
          expect(decision.figures.quantity).toBe(quantity.toFixed());
          // The closing part only reduces what the follower holds.
          const reduces = pos[t.symbol].times(sign).lt(0);
          expect(closing.lte(reduces ? pos[t.symbol].abs() : 0)).toBe(true);
          if (opening.gt(0)) expect(closing.eq(reduces ? pos[t.symbol].abs() : 0)).toBe(true);
          if (r.limits) {
            expect(new Big(quantity).mod(r.limits.step).isZero()).toBe(true);
            expect(quantity.gte(r.limits.min)).toBe(true);
          }
          if (s.maxNotionalPerOrder && opening.gt(0)) {
            expect(new Big(opening).times(fp).lte(s.maxNotionalPerOrder)).toBe(true);
          }
          if (r.refuseEth && t.symbol === 'ETHUSDT') expect(opening.isZero()).toBe(true);
          if (s.maxSlippagePct && new Big(t.off).abs().div(100).gt(s.maxSlippagePct)) {
            expect(opening.isZero()).toBe(true);
          }
          pos[t.symbol] = pos[t.symbol].plus(quantity.times(sign));
          if (s.maxAllocation && opening.gt(0)) {
            expect(exposure().lte(s.maxAllocation)).toBe(true);
          }
          if (s.maxOpenPositions !== undefined) {
            expect(open()).toBeLessThanOrEqual(s.maxOpenPositions);
          }
        }
      }),
      { numRuns: 150 },
    );
  }, 60_000);
});

describe('copyStop (the stop-copy rule on one reading)', () => {
  it('raises the high-water mark with the equity and measures the fall from it', () => {
    const first = copyStop('10', '10000', undefined);
    expect(first).toMatchObject({ reached: false });
    expect(first.highWater.toString()).toBe('10000');
    expect(first.drawdownPct.toString()).toBe('0');
    const higher = copyStop('10', '12000', '10000');
    expect(higher.highWater.toString()).toBe('12000');
    const below = copyStop('10', '10801', '12000');
    expect(below).toMatchObject({ reached: false });
    expect(below.drawdownPct.toString()).toBe('9.9916');
    const at = copyStop('10', '10800', '12000');
    expect(at.reached).toBe(true);
    expect(at.drawdownPct.toString()).toBe('10');
  });

  it('reads equity at or below zero as a 100 % fall, and nothing without a positive mark', () => {
    expect(copyStop('50', '-5', '100').drawdownPct.toString()).toBe('100');
    expect(copyStop('50', '-5', undefined)).toMatchObject({ reached: false });
    expect(copyStop('50', '0', '0').reached).toBe(false);
  });
});

describe('copyLeverage (a link’s leverage and margin mode)', () => {
  it('takes the link’s own, else the leader’s, never above the link’s maximum', () => {
    expect(copyLeverage(undefined, { leverage: 20, margin_mode: 'cross' })).toEqual({
      leverage: 20,
      marginMode: 'cross',
    });
    expect(copyLeverage({ maxLeverage: 5 }, { leverage: 20 })).toEqual({ leverage: 5 });
    expect(copyLeverage({ maxLeverage: 5 }, { leverage: 3 })).toEqual({ leverage: 3 });
    expect(copyLeverage({ leverage: 3, marginMode: 'isolated' }, { leverage: 20 })).toEqual({
      leverage: 3,
      marginMode: 'isolated',
    });
    // Nothing asked by either: the follower's market keeps its own setting.
    expect(copyLeverage({ maxLeverage: 5 }, undefined)).toEqual({});
  });
});
