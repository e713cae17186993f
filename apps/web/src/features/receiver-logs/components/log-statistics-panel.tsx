import { useTranslation } from 'react-i18next';
import { formatPercent } from '@pulso/domain/core';
import type { ReceiverLogStatistics } from '@pulso/domain/schemas';
import { useFormatDuration, useActionLabel } from './log-status-badge';

function Card({ label, value, tone }: { label: string; value: string; tone?: string }) {
  return (
    <div className="rounded-2xl border border-slate-200 bg-white px-4 py-3 dark:border-white/5 dark:bg-ink-900">
      <dt className="text-xs font-medium uppercase tracking-wide text-slate-500 dark:text-slate-400">
        {label}
      </dt>
      <dd
        className={`mt-1 text-2xl font-semibold tabular-nums ${tone ?? 'text-slate-900 dark:text-white'}`}
      >
        {value}
      </dd>
    </div>
  );
}

/** Counts, success rate and, per step, p50/p95 durations drawn as plain bars (no chart library). */
export function LogStatisticsPanel({ stats }: { stats: ReceiverLogStatistics }) {
  const { t } = useTranslation();
  const duration = useFormatDuration();
  const actionLabel = useActionLabel();
  const max = Math.max(1, ...stats.byAction.map((a) => a.p95Ms ?? 0));
  const count = (status: string) => String(stats.byStatus[status] ?? 0);
  return (
    <section aria-label={t('receiverLogs.stats.title')} className="flex flex-col gap-4">
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-5">
        <Card label={t('receiverLogs.stats.total')} value={String(stats.total)} />
        <Card
          label={t('receiverLogs.stats.successRate')}
          value={stats.successRate === null ? '—' : formatPercent(stats.successRate)}
          tone="text-emerald-600 dark:text-emerald-400"
        />
        <Card label={t('receiverLogs.statuses.success')} value={count('success')} />
        <Card
          label={t('receiverLogs.statuses.failed')}
          value={count('failed')}
          tone="text-rose-600 dark:text-rose-400"
        />
        <Card label={t('receiverLogs.statuses.pending')} value={count('pending')} />
      </dl>
      {stats.byAction.length > 0 ? (
        <figure className="rounded-2xl border border-slate-200 bg-white p-4 dark:border-white/5 dark:bg-ink-900">
          <figcaption className="mb-3 flex flex-wrap items-center justify-between gap-2 text-sm font-semibold text-slate-900 dark:text-white">
            {t('receiverLogs.stats.durations')}
            <span className="flex gap-3 text-xs font-normal text-slate-500 dark:text-slate-400">
              <span className="inline-flex items-center gap-1">
                <span className="inline-block size-2.5 rounded-sm bg-emerald-500" /> p50
              </span>
              <span className="inline-flex items-center gap-1">
                <span className="inline-block size-2.5 rounded-sm bg-emerald-500/30" /> p95
              </span>
            </span>
          </figcaption>
          <ul className="flex flex-col gap-2">
            {stats.byAction.map((a) => (
              <li
                key={a.action}
                aria-label={t('receiverLogs.stats.row', {
                  action: actionLabel(a.action),
                  total: a.total,
                  failed: a.failed,
                  p50: duration(a.p50Ms),
                  p95: duration(a.p95Ms),
                })}
                className="grid items-center gap-3 text-xs sm:grid-cols-[10rem_minmax(0,1fr)_11rem]"
              >
                <span className="truncate font-medium text-slate-700 dark:text-slate-200">
                  {actionLabel(a.action)}
                </span>
                <span
                  aria-hidden="true"
                  className="relative h-4 rounded bg-slate-100 dark:bg-white/5"
                >
                  <span
                    className="absolute inset-y-0 left-0 rounded bg-emerald-500/30"
                    style={{ width: `${((a.p95Ms ?? 0) / max) * 100}%` }}
                  />
                  <span
                    className="absolute inset-y-0 left-0 rounded bg-emerald-500"
                    style={{ width: `${((a.p50Ms ?? 0) / max) * 100}%` }}
                  />
                </span>
                <span className="tabular-nums text-slate-500 dark:text-slate-400">
                  {duration(a.p50Ms)} / {duration(a.p95Ms)} · {a.total}
                  {a.failed > 0 ? (
                    <span className="text-rose-600 dark:text-rose-400"> ({a.failed}✗)</span>
                  ) : null}
                </span>
              </li>
            ))}
          </ul>
        </figure>
      ) : null}
    </section>
  );
}
