import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatPercent, formatUsd } from '@pulso/domain/core';
import { useDebouncedDateRange } from '../../date-range';
import { usePublicLeaderboard } from '../api/get-public-leaderboard';
import { num } from '../lib/use-analytics-params';
import { Skeleton } from './skeleton';

/** Visitors' landing: the public accounts with public stats, best ROI first. */
export default function PublicLeaderboard() {
  const { t } = useTranslation();
  const { timeframe } = useDebouncedDateRange();
  // A custom range needs a signed-in picker; visitors see the timeframe's default otherwise.
  const period = timeframe === 'custom' ? 'last_30_days' : timeframe;
  const board = usePublicLeaderboard(period);
  const rows = board.data ?? [];
  return (
    <section
      aria-labelledby="leaderboard-title"
      className="mx-auto max-w-7xl px-4 pb-16 sm:px-6 lg:px-8"
    >
      <h2
        id="leaderboard-title"
        className="text-2xl font-semibold tracking-tight text-slate-900 dark:text-white"
      >
        {t('analytics.leaderboard.title')}
      </h2>
      <p className="mt-1 text-sm text-slate-500 dark:text-slate-400">
        {/* Visitors have no range control: name the period instead of "the selected range". */}
        {t('analytics.leaderboard.lead', {
          period: t(`timeframes.${period}`).toLocaleLowerCase('es-ES'),
        })}
      </p>
      {board.isPending ? (
        <Skeleton className="mt-6 h-40" />
      ) : rows.length === 0 ? (
        <p className="mt-6 text-sm text-slate-500 dark:text-slate-400">
          {t('analytics.leaderboard.empty')}
        </p>
      ) : (
        <ol className="mt-6 grid gap-3 sm:grid-cols-2 lg:grid-cols-5" data-testid="leaderboard">
          {rows.map((entry, index) => (
            <li key={entry.id}>
              <Link
                to={`/public/accounts/${entry.id}`}
                className="block rounded-2xl border border-slate-200 bg-white p-4 transition-colors hover:border-emerald-500/40 dark:border-white/5 dark:bg-ink-900"
              >
                <p className="text-xs text-slate-500 dark:text-slate-400">
                  #{index + 1} · {entry.exchangeName}
                </p>
                <p className="mt-1 truncate font-semibold text-slate-900 dark:text-white">
                  {entry.name}
                </p>
                <p
                  className={`mt-2 font-mono text-lg font-semibold tabular-nums ${entry.roi >= 0 ? 'text-emerald-600 dark:text-emerald-400' : 'text-rose-600 dark:text-rose-400'}`}
                >
                  {formatPercent(entry.roi, { signed: true })}
                </p>
                <p className="text-xs text-slate-500 dark:text-slate-400">
                  {t('analytics.leaderboard.pnl', {
                    pnl: formatUsd(num(entry.totalPnL), { signed: true }),
                    winRate: formatPercent(entry.winRate, { decimals: 1 }),
                  })}
                </p>
                {/* DESIGN §7: a coin without a USD price is left out of these figures; say so. */}
                {entry.unpriced?.length ? (
                  <p
                    data-testid="unpriced-note"
                    className="mt-1 text-xs text-amber-700 dark:text-amber-400"
                  >
                    {t('publicAccounts.unpriced', {
                      coins: entry.unpriced.map((u) => u.asset).join(', '),
                    })}
                  </p>
                ) : null}
              </Link>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
