import { describe, expect, it } from 'vitest';
import { DEFAULT_COPY_SETTINGS } from '../copy-rules';
import { copySettingsSchema, createCopyTradeBody } from './copy-trades';

/** The paths of the issues a body raises ([] when it parses). */
function refused(body: unknown): string[] {
  const r = copySettingsSchema.safeParse(body);
  return r.success ? [] : r.error.issues.map((i) => i.path.join('.'));
}

describe('copySettingsSchema', () => {
  it('an empty body takes the defaults: the plain multiplier, nothing capped', () => {
    expect(copySettingsSchema.parse({})).toEqual(DEFAULT_COPY_SETTINGS);
    expect(copySettingsSchema.parse({})).toEqual({ sizing: 'multiplier', belowMinimum: 'skip' });
  });

  it('keeps every rule it is given, amounts as decimal text', () => {
    expect(
      copySettingsSchema.parse({
        sizing: 'fixed_notional',
        sizingValue: '250.5',
        maxNotionalPerOrder: 1000,
        maxAllocation: '10000',
        maxOpenPositions: '3',
        allowedSymbols: ['BTCUSDT'],
        refusedSymbols: ['DOGEUSDT'],
        maxSlippagePct: '1.5',
        belowMinimum: 'round_up',
      }),
    ).toEqual({
      sizing: 'fixed_notional',
      sizingValue: '250.5',
      maxNotionalPerOrder: '1000',
      maxAllocation: '10000',
      maxOpenPositions: 3,
      allowedSymbols: ['BTCUSDT'],
      refusedSymbols: ['DOGEUSDT'],
      maxSlippagePct: '1.5',
      belowMinimum: 'round_up',
    });
  });

  it('fixed_notional and equity_pct need a sizing value', () => {
    const r = copySettingsSchema.safeParse({ sizing: 'fixed_notional' });
    expect(r.success).toBe(false);
    expect(r.error?.issues).toEqual([
      expect.objectContaining({
        path: ['sizingValue'],
        message: 'Indica el importe fijo por orden',
      }),
    ]);
    expect(refused({ sizing: 'equity_pct' })).toEqual(['sizingValue']);
    expect(refused({ sizing: 'fixed_notional', sizingValue: '100' })).toEqual([]);
    // The multiplier and equity_ratio modes take no value.
    expect(refused({ sizing: 'equity_ratio' })).toEqual([]);
  });

  it('equity_pct is at most 100 %', () => {
    expect(refused({ sizing: 'equity_pct', sizingValue: '100' })).toEqual([]);
    const r = copySettingsSchema.safeParse({ sizing: 'equity_pct', sizingValue: '100.01' });
    expect(r.error?.issues).toEqual([
      expect.objectContaining({
        path: ['sizingValue'],
        message: 'El % del capital no puede ser mayor que 100',
      }),
    ]);
  });

  it('refuses amounts that are not positive, finite numbers', () => {
    for (const v of ['0', '-5', 'abc', 'Infinity', 1e13]) {
      expect(refused({ maxNotionalPerOrder: v })).toEqual(['maxNotionalPerOrder']);
    }
    expect(refused({ maxAllocation: '1000000000000' })).toEqual([]);
  });

  it('uppercases, trims and dedupes the symbol lists', () => {
    expect(
      copySettingsSchema.parse({
        allowedSymbols: [' btcusdt', 'BTCUSDT', 'ethusdt '],
        refusedSymbols: ['dogeusdt', 'DogeUsdt'],
      }),
    ).toMatchObject({ allowedSymbols: ['BTCUSDT', 'ETHUSDT'], refusedSymbols: ['DOGEUSDT'] });
  });

  it('refuses a symbol both allowed and refused, whatever its case', () => {
    const r = copySettingsSchema.safeParse({
      allowedSymbols: ['btcusdt', 'ETHUSDT'],
      refusedSymbols: ['BTCUSDT'],
    });
    expect(r.error?.issues).toEqual([
      expect.objectContaining({
        path: ['refusedSymbols'],
        message: 'BTCUSDT no puede estar permitido y excluido a la vez',
      }),
    ]);
  });

  it('bounds the slippage guard and the open positions', () => {
    expect(refused({ maxSlippagePct: 0 })).toEqual(['maxSlippagePct']);
    expect(refused({ maxSlippagePct: '51' })).toEqual(['maxSlippagePct']);
    expect(refused({ maxSlippagePct: '-1' })).toEqual(['maxSlippagePct']);
    expect(copySettingsSchema.parse({ maxSlippagePct: 50 }).maxSlippagePct).toBe('50');
    expect(copySettingsSchema.parse({ maxSlippagePct: '0.1' }).maxSlippagePct).toBe('0.1');
    expect(refused({ maxOpenPositions: 0 })).toEqual(['maxOpenPositions']);
    expect(refused({ maxOpenPositions: 1.5 })).toEqual(['maxOpenPositions']);
    expect(refused({ maxOpenPositions: 1001 })).toEqual(['maxOpenPositions']);
    expect(copySettingsSchema.parse({ maxOpenPositions: 1 }).maxOpenPositions).toBe(1);
  });

  it('refuses unknown keys and unknown modes', () => {
    expect(refused({ sizing: 'multiplier', martingale: 10 })).toEqual(['']);
    const r = copySettingsSchema.safeParse({ maxAlocation: '5' });
    expect(r.error?.issues[0]).toMatchObject({ code: 'unrecognized_keys', keys: ['maxAlocation'] });
    expect(refused({ sizing: 'martingale' })).toEqual(['sizing']);
    expect(refused({ belowMinimum: 'round_down' })).toEqual(['belowMinimum']);
  });

  it('refuses hostile symbols: a NUL byte, 10k characters, punctuation, too many', () => {
    expect(refused({ allowedSymbols: ['BTC\u0000USDT'] })).toEqual(['allowedSymbols.0']);
    expect(refused({ refusedSymbols: ['A'.repeat(10_000)] })).toEqual(['refusedSymbols.0']);
    expect(refused({ allowedSymbols: ['BTC/USDT'] })).toEqual(['allowedSymbols.0']);
    expect(refused({ allowedSymbols: [''] })).toEqual(['allowedSymbols.0']);
    expect(refused({ allowedSymbols: 'BTCUSDT' })).toEqual(['allowedSymbols']);
    const many = Array.from({ length: 101 }, (_, i) => `COIN${i}USDT`);
    expect(refused({ allowedSymbols: many })).toEqual(['allowedSymbols']);
  });

  it('is what a copy link body carries', () => {
    const body = createCopyTradeBody.parse({
      emitterAccountId: '20000000-0000-4000-8000-000000000001',
      receiverAccountId: '20000000-0000-4000-8000-000000000002',
      multiplier: 2,
      settings: {},
    });
    expect(body.settings).toEqual(DEFAULT_COPY_SETTINGS);
    expect(
      createCopyTradeBody.safeParse({
        emitterAccountId: '20000000-0000-4000-8000-000000000001',
        receiverAccountId: '20000000-0000-4000-8000-000000000002',
        multiplier: 2,
        settings: { sizing: 'equity_pct', sizingValue: '150' },
      }).success,
    ).toBe(false);
  });
});
