import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  GROUPINGS,
  GROUPING_LABELS,
  formatDecimal,
  formatNumber,
  groupingIntervalMs,
  priceDisplayDecimals,
  type ExchangeCode,
  type Grouping,
  type SupportedSymbol,
} from '@pulso/domain/core';
import type { BacktestResponse } from '@pulso/domain/schemas';
import { Button } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { useIntlLocale } from '../../../lib/intl-locale';
import { ExchangePicker, PriceChart, SymbolPicker } from '../../market-data';
import type { BacktestInput } from '../api/run-backtest';
import { BacktestMetrics } from './backtest-metrics';
import { EquityChart } from './equity-chart';

export interface BacktestSettings {
  symbol: SupportedSymbol;
  exchange: ExchangeCode;
  grouping: Grouping;
}

interface BacktestPanelProps {
  settings: BacktestSettings;
  onSettingsChange: (settings: BacktestSettings) => void;
  onRun: (input: Omit<BacktestInput, 'code'>) => void;
  running: boolean;
  result: BacktestResponse | undefined;
}

const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** "Ejecutar backtest": the series and range to run over, then trades, equity and metrics. */
export function BacktestPanel({
  settings,
  onSettingsChange,
  onRun,
  running,
  result,
}: BacktestPanelProps) {
  const { t } = useTranslation();
  const [startDate, setStartDate] = useState(() => day(Date.now() - 30 * 86_400_000));
  const [endDate, setEndDate] = useState(() => day(Date.now()));
  const [capital, setCapital] = useState('10000');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onRun({ ...settings, startDate, endDate, startingCapital: Number(capital) || 10_000 });
  };

  const markers = useMemo(
    () =>
      (result?.trades ?? []).map((trade) => ({
        time: trade.timestamp,
        side: trade.action,
      })),
    [result],
  );

  return (
    <section aria-labelledby="backtest-title" className="flex flex-col gap-5">
      <h2 id="backtest-title" className="text-lg font-semibold text-slate-900 dark:text-white">
        {t('strategies.backtest.title')}
      </h2>
      <form onSubmit={submit} className="flex flex-wrap items-end gap-3">
        <SymbolPicker
          value={settings.symbol}
          onChange={(symbol) => onSettingsChange({ ...settings, symbol })}
        />
        <ExchangePicker
          value={settings.exchange}
          onChange={(exchange) => onSettingsChange({ ...settings, exchange })}
        />
        <SelectField
          label={t('strategies.grouping')}
          value={settings.grouping}
          onChange={(event) =>
            onSettingsChange({ ...settings, grouping: event.target.value as Grouping })
          }
        >
          {GROUPINGS.map((g) => (
            <option key={g} value={g}>
              {GROUPING_LABELS[g]}
            </option>
          ))}
        </SelectField>
        <TextField
          compact
          type="date"
          label={t('strategies.backtest.from')}
          value={startDate}
          max={endDate}
          onChange={(event) => setStartDate(event.target.value)}
        />
        <TextField
          compact
          type="date"
          label={t('strategies.backtest.to')}
          value={endDate}
          min={startDate}
          onChange={(event) => setEndDate(event.target.value)}
        />
        <TextField
          compact
          type="number"
          min={1}
          label={t('strategies.backtest.capital')}
          value={capital}
          onChange={(event) => setCapital(event.target.value)}
          className="w-32"
        />
        <Button type="submit" busy={running}>
          {t('strategies.backtest.run')}
        </Button>
      </form>

      {result ? (
        <div className="flex flex-col gap-5" data-testid="backtest-result">
          <BacktestMetrics metrics={result.metrics} />
          <p className="text-xs text-slate-500 dark:text-slate-400">
            {t('strategies.backtest.summary', {
              candles: result.candles.length,
              trades: result.trades.length,
              ms: result.durationMs,
            })}
            {result.simulated ? ` · ${t('strategies.backtest.simulated')}` : ''}
          </p>
          <div data-testid="backtest-chart" data-markers={markers.length}>
            <PriceChart
              candles={result.candles}
              markers={markers}
              intervalMs={groupingIntervalMs(result.grouping)}
              label={t('strategies.backtest.chartLabel', { symbol: result.symbol })}
              className="h-[360px]"
            />
          </div>
          <div>
            <h3 className="mb-2 text-sm font-semibold text-slate-700 dark:text-slate-200">
              {t('strategies.backtest.equity')}
            </h3>
            <EquityChart points={result.equityCurve} label={t('strategies.backtest.equity')} />
          </div>
          {result.logs.length > 0 ? (
            <details>
              <summary className="cursor-pointer text-sm font-semibold">
                {t('strategies.backtest.logs', { count: result.logs.length })}
              </summary>
              <pre className="mt-2 max-h-48 overflow-auto rounded-lg bg-slate-100 p-3 text-xs dark:bg-ink-800">
                {result.logs.join('\n')}
              </pre>
            </details>
          ) : null}
          <TradesTable trades={result.trades} />
          <SkippedOrders skipped={result.skipped} />
        </div>
      ) : null}
    </section>
  );
}

function TradesTable({ trades }: { trades: BacktestResponse['trades'] }) {
  const { t } = useTranslation();
  const locale = useIntlLocale();
  const shown = trades.slice(-100).reverse();
  if (trades.length === 0) {
    return (
      <p className="text-sm text-slate-500 dark:text-slate-400">
        {t('strategies.backtest.noTrades')}
      </p>
    );
  }
  return (
    // Wider than a phone: the region scrolls, so it takes focus for keyboard users.
    <div
      className="overflow-x-auto focus-visible:outline-2 focus-visible:outline-emerald-500"
      role="region"
      aria-label={t('strategies.backtest.tradesCaption', {
        shown: shown.length,
        total: trades.length,
      })}
      tabIndex={0}
    >
      <table className="w-full text-left text-sm">
        <caption className="mb-2 text-left text-sm font-semibold text-slate-700 dark:text-slate-200">
          {t('strategies.backtest.tradesCaption', { shown: shown.length, total: trades.length })}
        </caption>
        <thead className="text-xs uppercase text-slate-500 dark:text-slate-400">
          <tr>
            <th className="py-1 pr-3">{t('strategies.backtest.time')}</th>
            <th className="py-1 pr-3">{t('strategies.backtest.side')}</th>
            <th className="py-1 pr-3">{t('strategies.backtest.order')}</th>
            <th className="py-1 pr-3 text-right">{t('strategies.backtest.price')}</th>
            <th className="py-1 pr-3 text-right">{t('strategies.backtest.quantity')}</th>
            <th className="py-1 text-right">{t('strategies.backtest.realized')}</th>
          </tr>
        </thead>
        <tbody className="tabular-nums">
          {shown.map((trade, i) => (
            <tr key={i} className="border-t border-slate-100 dark:border-white/5">
              <td className="py-1 pr-3">{new Date(trade.timestamp).toLocaleString(locale)}</td>
              <td
                className={`py-1 pr-3 font-semibold ${trade.action === 'buy' ? 'text-emerald-600' : 'text-rose-600'}`}
              >
                {trade.action === 'buy'
                  ? t('strategies.backtest.buy')
                  : t('strategies.backtest.sell')}
              </td>
              <td className="py-1 pr-3" title={trade.reason}>
                {t(`strategies.backtest.kinds.${trade.kind ?? 'market'}`)}
              </td>
              <td className="py-1 pr-3 text-right">
                {formatNumber(trade.price, priceDisplayDecimals(trade.price), locale)}
              </td>
              <td className="py-1 pr-3 text-right">{formatDecimal(trade.quantity, 6, locale)}</td>
              <td className="py-1 text-right">{formatNumber(trade.realizedPnl, 2, locale)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Orders that placed nothing (a sizing refused, a target already held) and expiries, with why. */
function SkippedOrders({ skipped }: { skipped: BacktestResponse['skipped'] }) {
  const { t } = useTranslation();
  const locale = useIntlLocale();
  if (skipped.length === 0) return null;
  return (
    <details>
      <summary className="cursor-pointer text-sm font-semibold">
        {t('strategies.backtest.skipped', { count: skipped.length })}
      </summary>
      <ul className="mt-2 flex max-h-48 flex-col gap-1 overflow-auto text-xs">
        {skipped.slice(0, 100).map((s, i) => (
          <li key={i}>
            <span className="tabular-nums text-slate-500 dark:text-slate-400">
              {new Date(s.timestamp).toLocaleString(locale)}
            </span>{' '}
            {s.reason}
          </li>
        ))}
      </ul>
    </details>
  );
}
