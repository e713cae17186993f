import { useTranslation } from 'react-i18next';
import type { BacktestMetricsView } from '@pulso/domain/schemas';

const money = (v: number) =>
  v.toLocaleString('es-ES', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const pct = (v: number) => `${v.toLocaleString('es-ES', { maximumFractionDigits: 2 })} %`;
const ratio = (v: number | null) =>
  v === null ? '—' : v.toLocaleString('es-ES', { maximumFractionDigits: 2 });

/** The analytics of DESIGN §7 plus max drawdown, profit factor and Sharpe. */
export function BacktestMetrics({ metrics }: { metrics: BacktestMetricsView }) {
  const { t } = useTranslation();
  const items: [string, string, 'up' | 'down' | null][] = [
    [t('strategies.metrics.finalEquity'), money(metrics.finalEquity), null],
    [
      t('strategies.metrics.totalPnL'),
      money(metrics.totalPnL),
      metrics.totalPnL >= 0 ? 'up' : 'down',
    ],
    [t('strategies.metrics.roi'), pct(metrics.roi), metrics.roi >= 0 ? 'up' : 'down'],
    [t('strategies.metrics.winRate'), pct(metrics.winRate), null],
    [t('strategies.metrics.trades'), String(metrics.tradeCount), null],
    [t('strategies.metrics.volume'), money(metrics.totalVolume), null],
    [t('strategies.metrics.fees'), money(metrics.fees), null],
    [
      t('strategies.metrics.maxDrawdown'),
      `${money(metrics.maxDrawdown)} (${pct(metrics.maxDrawdownPct)})`,
      metrics.maxDrawdown > 0 ? 'down' : null,
    ],
    [
      t('strategies.metrics.profitFactor'),
      metrics.profitFactor === null && metrics.wins > 0 ? '∞' : ratio(metrics.profitFactor),
      null,
    ],
    [t('strategies.metrics.sharpe'), ratio(metrics.sharpe), null],
  ];
  return (
    <dl
      aria-label={t('strategies.metrics.title')}
      className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5"
    >
      {items.map(([label, value, tone]) => (
        <div
          key={label}
          className="rounded-xl border border-slate-200 px-3 py-2 dark:border-white/10"
        >
          <dt className="text-xs uppercase tracking-wide text-slate-500 dark:text-slate-400">
            {label}
          </dt>
          <dd
            className={`mt-1 font-semibold tabular-nums ${
              tone === 'up'
                ? 'text-emerald-600 dark:text-emerald-400'
                : tone === 'down'
                  ? 'text-rose-600 dark:text-rose-400'
                  : 'text-slate-900 dark:text-white'
            }`}
          >
            {value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
