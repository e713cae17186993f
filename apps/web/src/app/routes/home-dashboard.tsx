import { useTranslation } from 'react-i18next';
import { AccountListSelect, useAccountListStore } from '../../features/account-lists';
import { DateRangeControl, GroupingSelect } from '../../features/date-range';
import { useAnalyticsParams, AnalyticsDashboard } from '../../features/analytics';
import { ReviewCard } from '../../features/review';
import '../../locales/review';

/**
 * The signed-in home: the selected list's (or all accounts') dashboard, with the ranking, and the
 * review of the same accounts. In app/ because it composes account-lists and date-range with
 * analytics and the review.
 */
export default function HomeDashboard() {
  const { t } = useTranslation();
  const selected = useAccountListStore((state) => state.selectedList);
  const params = useAnalyticsParams('private', selected?.accountIds);
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-10 sm:px-6 lg:px-8">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight text-slate-900 dark:text-white">
            {t('analytics.home.title')}
          </h1>
          <p className="mt-1 text-sm text-slate-500 dark:text-slate-400">
            {selected
              ? t('analytics.home.leadList', { name: selected.name })
              : t('analytics.home.leadAll')}
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-3" data-testid="dashboard-controls">
          <AccountListSelect compact />
          <GroupingSelect compact />
          <DateRangeControl compact />
        </div>
      </div>
      <AnalyticsDashboard
        params={params}
        ranking={selected ? { accountListId: selected.id } : {}}
      />
      {/* A list without accounts has nothing to review (no ids would mean every account). */}
      {selected?.accountIds.length === 0 ? null : (
        <ReviewCard key={selected?.id ?? 'all'} accountIds={selected?.accountIds} />
      )}
    </div>
  );
}
