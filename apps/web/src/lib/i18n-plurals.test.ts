import { describe, expect, it } from 'vitest';
import i18n, { changeLanguage } from './i18n';
import '../locales/strategies';
import '../locales/receiver-logs';

// Counts read through the plural rules ("1 venta", never "1 ventas"), also inside strings that
// carry several counts (each nested with its own count).
describe('plural counts', () => {
  const t = i18n.getFixedT('es');

  it('KPI hints: wins, buys and sells', () => {
    expect(t('analytics.kpi.winRateHint', { wins: 1, closing: 1 })).toBe(
      '1 ganadora de 1 de cierre',
    );
    expect(t('analytics.kpi.winRateHint', { wins: 5, closing: 8 })).toBe(
      '5 ganadoras de 8 de cierre',
    );
    expect(t('analytics.kpi.tradesHint', { buys: 1, sells: 1 })).toBe('1 compra · 1 venta');
    expect(t('analytics.kpi.tradesHint', { buys: 0, sells: 2 })).toBe('0 compras · 2 ventas');
  });

  it('backtest summary and receiver statistics', () => {
    expect(t('strategies.backtest.summary', { candles: 1, trades: 1, ms: 3 })).toBe(
      '1 vela, 1 operación, 3 ms',
    );
    expect(t('strategies.backtest.summary', { candles: 500, trades: 2, ms: 3 })).toBe(
      '500 velas, 2 operaciones, 3 ms',
    );
    expect(
      t('receiverLogs.stats.row', { action: 'A', total: 3, failed: 1, p50: 'x', p95: 'y' }),
    ).toBe('A: 3 (1 fallido), p50 x, p95 y');
  });

  it('English follows its own rules', async () => {
    await changeLanguage('en');
    try {
      expect(i18n.t('analytics.kpi.tradesHint', { buys: 1, sells: 2 })).toBe('1 buy · 2 sells');
    } finally {
      await changeLanguage('es');
    }
  });
});
