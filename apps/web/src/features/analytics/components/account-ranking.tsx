import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { AccountSortKey } from '@pulso/domain/core';
import { useAccountRanking } from '../api/get-account-ranking';
import type { AnalyticsParams } from '../api/analytics-request';
import { Skeleton } from './skeleton';

const KEYS = ['pnl', 'roi', 'winRate', 'trades', 'volume'] as const satisfies AccountSortKey[];

/** The caller's accounts (of the selected list) ranked by a sort key over the selected range. */
export function AccountRanking({
  params,
  accountListId,
}: {
  params: AnalyticsParams;
  accountListId?: string;
}) {
  const { t } = useTranslation();
  const [sortBy, setSortBy] = useState<(typeof KEYS)[number]>('pnl');
  const ranking = useAccountRanking({
    sortBy,
    ...(accountListId ? { accountListId } : {}),
    range: { timeframe: params.timeframe, customDateRange: params.customDateRange },
  });
  return (
    <div className="flex flex-col gap-3">
      <label className="flex items-center gap-2 text-sm text-slate-600 dark:text-slate-400">
        {t('analytics.ranking.sortBy')}
        <select
          value={sortBy}
          onChange={(event) => setSortBy(event.target.value as (typeof KEYS)[number])}
          className="rounded-lg border border-slate-300 bg-white px-2 py-1 text-sm dark:border-white/10 dark:bg-ink-950"
          data-testid="ranking-sort"
        >
          {KEYS.map((key) => (
            <option key={key} value={key}>
              {t(`analytics.ranking.keys.${key}`)}
            </option>
          ))}
        </select>
      </label>
      {ranking.isPending ? (
        <Skeleton className="h-32" />
      ) : ranking.data && ranking.data.length > 0 ? (
        <ol
          className="flex flex-col divide-y divide-slate-100 dark:divide-white/5"
          data-testid="ranking"
        >
          {ranking.data.map((account, index) => (
            <li key={account.id} className="flex items-center gap-3 py-2 text-sm">
              <span className="w-6 text-right font-mono text-slate-400">{index + 1}</span>
              <Link
                to={`/accounts/${account.id}`}
                className="font-medium text-slate-900 hover:text-emerald-600 dark:text-white"
              >
                {account.name}
              </Link>
              <span className="ml-auto text-xs text-slate-500 dark:text-slate-400">
                {account.exchangeName}
              </span>
            </li>
          ))}
        </ol>
      ) : (
        <p className="text-sm text-slate-500 dark:text-slate-400">{t('analytics.ranking.empty')}</p>
      )}
    </div>
  );
}
