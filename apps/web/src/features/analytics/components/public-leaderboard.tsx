import type { TFunction } from 'i18next';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  formatDecimal,
  formatPercent,
  formatUsd,
  LEADERBOARD_RANKINGS,
  type LeaderboardRanking,
} from '@pulso/domain/core';
import type { LeaderboardEntry } from '@pulso/domain/schemas';
import { Button } from '../../../components/ui/button';
import { ToggleGroup } from '../../../components/ui/toggle-group';
import { downloadText } from '../../../lib/download';
import { useDebouncedDateRange } from '../../date-range';
import { usePublicLeaderboard } from '../api/get-public-leaderboard';
import {
  LEADERBOARD_CSV_COLUMNS,
  leaderboardCsv,
  type LeaderboardCsvLabels,
} from '../lib/leaderboard-csv';
import { num } from '../lib/use-analytics-params';
import { Skeleton } from './skeleton';

const isRanking = (value: string | null): value is LeaderboardRanking =>
  (LEADERBOARD_RANKINGS as readonly (string | null)[]).includes(value);

/**
 * Visitors' landing: the public accounts with public stats, ranked by ROI, recovery factor or
 * consistency (the `ranking` search parameter) among those with the minimum trades and days; the
 * others follow unranked. Each card says its sample, its drawdown and where its data comes from.
 */
export default function PublicLeaderboard() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const asked = params.get('ranking');
  const rankBy: LeaderboardRanking = isRanking(asked) ? asked : 'roi';
  const { timeframe } = useDebouncedDateRange();
  // A custom range needs a signed-in picker; visitors see the timeframe's default otherwise.
  const period = timeframe === 'custom' ? 'last_30_days' : timeframe;
  const board = usePublicLeaderboard(period, rankBy);
  const rows = board.data?.data ?? [];
  const choose = (value: LeaderboardRanking) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === 'roi') next.delete('ranking');
        else next.set('ranking', value);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  return (
    <section
      aria-labelledby="leaderboard-title"
      className="mx-auto max-w-7xl px-4 pb-16 sm:px-6 lg:px-8"
    >
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2
            id="leaderboard-title"
            className="text-2xl font-semibold tracking-tight text-slate-900 dark:text-white"
          >
            {t('analytics.leaderboard.title')}
          </h2>
          <p className="mt-1 text-sm text-slate-500 dark:text-slate-400">
            {/* Visitors have no range control: name the period instead of "the selected range". */}
            {t('analytics.leaderboard.lead', {
              ranking: t(`analytics.leaderboard.rankings.${rankBy}`),
              period: t(`timeframes.${period}`).toLocaleLowerCase('es-ES'),
            })}
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <ToggleGroup
            label={t('analytics.leaderboard.rankBy')}
            options={LEADERBOARD_RANKINGS.map((value) => ({
              value,
              label: t(`analytics.leaderboard.rankingButtons.${value}`),
            }))}
            value={rankBy}
            onChange={choose}
          />
          {rows.length > 0 ? (
            <Button
              variant="secondary"
              size="sm"
              onClick={() =>
                downloadText(
                  leaderboardCsv(rows, {
                    columns: Object.fromEntries(
                      LEADERBOARD_CSV_COLUMNS.map((c) => [
                        c,
                        t(`analytics.leaderboard.columns.${c}`),
                      ]),
                    ) as LeaderboardCsvLabels['columns'],
                    origin: (o) => t(`analytics.leaderboard.origins.${o}`),
                  }),
                  `${t('analytics.leaderboard.fileName')}-${period}-${rankBy}.csv`,
                )
              }
            >
              {t('analytics.leaderboard.csv')}
            </Button>
          ) : null}
        </div>
      </div>
      {board.data?.minimumTrades ? (
        <p className="mt-2 text-xs text-slate-500 dark:text-slate-400">
          {t('analytics.leaderboard.rules', {
            trades: board.data.minimumTrades,
            days: board.data.minimumDays,
          })}
        </p>
      ) : null}
      {board.isPending ? (
        <Skeleton className="mt-6 h-40" />
      ) : rows.length === 0 ? (
        <p className="mt-6 text-sm text-slate-500 dark:text-slate-400">
          {t('analytics.leaderboard.empty')}
        </p>
      ) : (
        <ol className="mt-6 grid gap-3 sm:grid-cols-2 lg:grid-cols-5" data-testid="leaderboard">
          {rows.map((entry) => (
            <li key={entry.id}>
              <LeaderboardCard entry={entry} rankBy={rankBy} />
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/** The figure an entry is ranked on, as its card shows it, and whether it reads as a gain. */
function headline(
  entry: LeaderboardEntry,
  rankBy: LeaderboardRanking,
  t: TFunction,
): { text: string; label: string; good: boolean } {
  const label = t(`analytics.leaderboard.figures.${rankBy}`);
  if (rankBy === 'consistency') {
    const share = entry.consistency;
    return {
      text: share === null ? '—' : formatPercent(share * 100, { decimals: 0 }),
      label,
      good: (share ?? 0) >= 0.5,
    };
  }
  if (rankBy === 'recovery') {
    const pnl = num(entry.totalPnL);
    if (entry.recovery !== null)
      return { text: formatDecimal(entry.recovery, 2), label, good: entry.recovery >= 0 };
    return {
      text: pnl > 0 ? '∞' : '—',
      label: pnl > 0 ? t('analytics.leaderboard.figures.noDrawdown') : label,
      good: pnl >= 0,
    };
  }
  return { text: formatPercent(entry.roi, { signed: true }), label, good: entry.roi >= 0 };
}

function LeaderboardCard({
  entry,
  rankBy,
}: {
  entry: LeaderboardEntry;
  rankBy: LeaderboardRanking;
}) {
  const { t } = useTranslation();
  const figure = headline(entry, rankBy, t);
  return (
    <Link
      to={`/public/accounts/${entry.id}`}
      className="block h-full rounded-2xl border border-slate-200 bg-white p-4 transition-colors hover:border-emerald-500/40 dark:border-white/5 dark:bg-ink-900"
    >
      <p className="text-xs text-slate-500 dark:text-slate-400">
        {entry.rank === null ? t('analytics.leaderboard.unranked') : `#${entry.rank}`} ·{' '}
        {entry.exchangeName}
      </p>
      <p className="mt-1 truncate font-semibold text-slate-900 dark:text-white">{entry.name}</p>
      <p
        className={`mt-2 font-mono text-lg font-semibold tabular-nums ${figure.good ? 'text-emerald-600 dark:text-emerald-400' : 'text-rose-600 dark:text-rose-400'}`}
      >
        {figure.text}{' '}
        <span className="font-sans text-xs font-normal text-slate-500 dark:text-slate-400">
          {figure.label}
        </span>
      </p>
      <p className="text-xs text-slate-500 dark:text-slate-400">
        {t('analytics.leaderboard.pnl', {
          pnl: formatUsd(num(entry.totalPnL), { signed: true }),
          winRate: formatPercent(entry.winRate, { decimals: 1 }),
        })}
      </p>
      <p className="text-xs text-slate-500 dark:text-slate-400">
        {t('analytics.leaderboard.sample', {
          count: entry.tradeCount,
          days: t('analytics.leaderboard.days', { count: entry.activeDays }),
        })}
      </p>
      <p className="text-xs text-slate-500 dark:text-slate-400">
        {t('analytics.leaderboard.drawdown', { drawdown: formatUsd(num(entry.maxDrawdown)) })}
      </p>
      {entry.origins.length ? (
        <ul
          aria-label={t('analytics.leaderboard.origins.label')}
          className="mt-2 flex flex-wrap gap-1"
        >
          {entry.origins.map((origin) => (
            <li
              key={origin}
              className="rounded-full bg-slate-100 px-2 py-0.5 text-[11px] font-medium text-slate-700 dark:bg-white/10 dark:text-slate-200"
            >
              {t(`analytics.leaderboard.origins.${origin}`)}
            </li>
          ))}
        </ul>
      ) : null}
      {/* DESIGN §7: a coin without a USD price is left out of these figures; say so. */}
      {entry.unpriced?.length ? (
        <p data-testid="unpriced-note" className="mt-1 text-xs text-amber-700 dark:text-amber-400">
          {t('publicAccounts.unpriced', {
            coins: entry.unpriced.map((u) => u.asset).join(', '),
          })}
        </p>
      ) : null}
    </Link>
  );
}
