import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { exchangeName, GROUPING_LABELS, relativeTime } from '@pulso/domain/core';
import type { Deployment } from '@pulso/domain/schemas';
import { Button } from '../../../components/ui/button';
import { useIntlLocale } from '../../../lib/intl-locale';

interface DeploymentsTableProps {
  deployments: Deployment[];
  onTogglePause: (deployment: Deployment) => void;
  onDelete: (deployment: Deployment) => void;
  busyId?: string | undefined;
  now?: Date;
}

/** Each deployment: status, last run (and its error), next run, trades emitted, pause and delete. */
export function DeploymentsTable({
  deployments,
  onTogglePause,
  onDelete,
  busyId,
  now = new Date(),
}: DeploymentsTableProps) {
  const { t } = useTranslation();
  const locale = useIntlLocale();
  return (
    // relative: the header's sr-only label (absolutely placed) scrolls with the table instead of
    // widening the page on a phone.
    <div className="relative overflow-x-auto">
      <table className="w-full text-left text-sm">
        <thead className="text-xs uppercase tracking-wide text-slate-500 dark:text-slate-400">
          <tr>
            <th className="px-5 py-3">{t('deployments.strategy')}</th>
            <th className="px-3 py-3">{t('deployments.account')}</th>
            <th className="px-3 py-3">{t('deployments.status')}</th>
            <th className="px-3 py-3">{t('deployments.lastRun')}</th>
            <th className="px-3 py-3">{t('deployments.nextRun')}</th>
            <th className="px-3 py-3 text-right">{t('deployments.emitted')}</th>
            <th className="px-5 py-3 text-right">
              <span className="sr-only">{t('deployments.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {deployments.map((d) => (
            <tr
              key={d.id}
              data-testid="deployment-row"
              className="border-t border-slate-100 align-top dark:border-white/5"
            >
              <td className="px-5 py-3">
                <Link
                  to={`/deployments/${d.id}`}
                  className="rounded font-semibold text-slate-900 hover:text-emerald-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-500 dark:text-white dark:hover:text-emerald-400"
                >
                  {d.strategyName}
                </Link>
                <div className="text-xs text-slate-500 dark:text-slate-400">
                  {d.symbol} · {exchangeName(d.exchange)} · {GROUPING_LABELS[d.grouping]}
                </div>
              </td>
              <td className="px-3 py-3">{d.accountName}</td>
              <td className="px-3 py-3">
                <span
                  className={`inline-flex rounded-full px-2 py-0.5 text-xs font-semibold ${
                    d.isPaused
                      ? 'bg-amber-500/15 text-amber-700 dark:text-amber-300'
                      : 'bg-emerald-500/15 text-emerald-700 dark:text-emerald-300'
                  }`}
                >
                  {d.isPaused ? t('deployments.paused') : t('deployments.running')}
                </span>
              </td>
              <td className="px-3 py-3">
                {d.lastRunAt ? (
                  <>
                    <div>
                      {relativeTime(new Date(d.lastRunAt), now, 'es')}
                      {d.lastStatus ? ` · ${t(`deployments.runStatus.${d.lastStatus}`)}` : ''}
                    </div>
                    {d.lastError ? (
                      <div
                        className={`mt-1 max-w-xs text-xs ${
                          d.lastStatus === 'error'
                            ? 'text-rose-600 dark:text-rose-400'
                            : 'text-amber-700 dark:text-amber-300'
                        }`}
                      >
                        {d.lastError}
                      </div>
                    ) : null}
                  </>
                ) : (
                  <span className="text-slate-500 dark:text-slate-400">
                    {t('deployments.never')}
                  </span>
                )}
              </td>
              <td className="px-3 py-3">
                {d.nextRunAt ? new Date(d.nextRunAt).toLocaleString(locale) : '—'}
              </td>
              <td className="px-3 py-3 text-right tabular-nums">{d.tradesEmitted}</td>
              <td className="px-5 py-3">
                <div className="flex justify-end gap-2">
                  <Button
                    size="sm"
                    variant="secondary"
                    busy={busyId === d.id}
                    onClick={() => onTogglePause(d)}
                  >
                    {d.isPaused ? t('deployments.resume') : t('deployments.pause')}
                  </Button>
                  <Button size="sm" variant="ghost" onClick={() => onDelete(d)}>
                    {t('deployments.delete')}
                  </Button>
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
