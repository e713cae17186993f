import { useTranslation } from 'react-i18next';
import { formatPercent, formatUsd } from '@pulso/domain/core';
import { usePnl } from '../api/get-pnl';
import { useAnalyticsParams, num } from '../lib/use-analytics-params';
import { Skeleton } from './skeleton';
import { UnpricedNote } from './unpriced-note';

/**
 * PnL, ROI and win rate of one account over the shared range, for account cards (Mis Cuentas:
 * scope 'private'; public account cards with publicStats: scope 'public').
 */
export function AccountKpis({
  accountId,
  scope = 'private',
}: {
  accountId: string;
  scope?: 'private' | 'public';
}) {
  const { t } = useTranslation();
  const pnl = usePnl(useAnalyticsParams(scope, [accountId]));
  if (pnl.isError) return null;
  if (!pnl.data) return <Skeleton className="h-10" />;
  const total = num(pnl.data.pnlData.totalPnL);
  const tone =
    total > 0
      ? 'text-emerald-600 dark:text-emerald-400'
      : total < 0
        ? 'text-rose-600 dark:text-rose-400'
        : '';
  return (
    <div>
      <dl className="grid grid-cols-3 gap-2 text-xs" data-testid="account-kpis">
        <div>
          <dt className="text-slate-500 dark:text-slate-400">{t('analytics.kpi.totalPnl')}</dt>
          <dd className={`font-mono font-semibold tabular-nums ${tone}`}>
            {formatUsd(total, { signed: true })}
          </dd>
        </div>
        <div>
          <dt className="text-slate-500 dark:text-slate-400">{t('analytics.kpi.roi')}</dt>
          <dd className={`font-mono font-semibold tabular-nums ${tone}`}>
            {formatPercent(pnl.data.pnlData.roi, { signed: true })}
          </dd>
        </div>
        <div>
          <dt className="text-slate-500 dark:text-slate-400">{t('analytics.kpi.winRate')}</dt>
          <dd className="font-mono font-semibold tabular-nums">
            {formatPercent(pnl.data.performanceStats.winRate)}
          </dd>
        </div>
      </dl>
      <UnpricedNote unpriced={pnl.data.unpriced} className="mt-1" />
    </div>
  );
}
