import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { relativeTime } from '@pulso/domain/core';
import type { ReceiverLogParent } from '@pulso/domain/schemas';
import { ChevronRightIcon } from '../../../components/ui/account-icons';
import { Spinner } from '../../../components/ui/spinner';
import { useChildLogs } from '../api/get-child-logs';
import type { LogDetailPurpose } from '../api/get-log-details';
import {
  useFormatDuration,
  LogStatusBadge,
  ReconciliationBadge,
  useActionLabel,
} from './log-status-badge';

const smallButton =
  'rounded-md px-2 py-1 text-xs font-semibold text-emerald-700 hover:bg-emerald-500/10 focus-visible:outline-2 focus-visible:outline-emerald-500 dark:text-emerald-300';

/** A signal's log; expanding it loads its steps (each with status, duration and metadata). */
export function ReceiverLogRow({
  log,
  now,
  onOpen,
}: {
  log: ReceiverLogParent;
  now: Date;
  onOpen: (id: string, purpose: LogDetailPurpose) => void;
}) {
  const { t, i18n } = useTranslation();
  const duration = useFormatDuration();
  const actionLabel = useActionLabel();
  const [open, setOpen] = useState(false);
  const children = useChildLogs(log.id, open);
  const panelId = `log-steps-${log.id}`;
  const created = new Date(log.createdAt);
  return (
    <li className="px-5 py-3">
      <div className="grid items-center gap-3 text-sm md:grid-cols-[2rem_9rem_minmax(0,1.2fr)_minmax(0,1fr)_6rem_5rem_4rem_auto]">
        <button
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          aria-label={t('receiverLogs.toggleSteps', { action: actionLabel(log.action) })}
          onClick={() => setOpen((o) => !o)}
          className="inline-flex size-7 items-center justify-center rounded-md hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-emerald-500 dark:hover:bg-white/5"
        >
          <ChevronRightIcon className={`size-4 transition-transform ${open ? 'rotate-90' : ''}`} />
        </button>
        <time
          dateTime={log.createdAt}
          title={created.toLocaleString()}
          className="text-slate-600 dark:text-slate-300"
        >
          {relativeTime(created, now, i18n.language === 'es' ? 'es' : 'en')}
        </time>
        <span className="truncate font-medium text-slate-900 dark:text-white">
          {actionLabel(log.action)}
        </span>
        <span className="truncate text-slate-600 dark:text-slate-300">
          {log.accountName ?? '—'}
        </span>
        <span className="flex flex-wrap gap-1">
          <LogStatusBadge status={log.status} />
          {log.needsReconciliation ? <ReconciliationBadge /> : null}
        </span>
        <span className="tabular-nums text-slate-500 dark:text-slate-400">
          {duration(log.durationMs)}
        </span>
        <span
          className="text-xs text-slate-500 dark:text-slate-400"
          title={t('receiverLogs.columns.steps')}
        >
          {t('receiverLogs.stepCount', { count: log.childCount })}
        </span>
        <button type="button" className={smallButton} onClick={() => onOpen(log.id, 'details')}>
          {t('receiverLogs.details.open')}
        </button>
      </div>
      {log.message ? (
        <p className="mt-1 pl-11 text-xs text-slate-500 dark:text-slate-400">{log.message}</p>
      ) : null}
      {open ? (
        <div id={panelId} className="mt-3 pl-11">
          {children.isPending ? (
            <Spinner className="size-5 text-emerald-500" />
          ) : children.isError ? (
            <p className="text-xs text-rose-600 dark:text-rose-400">{children.error.message}</p>
          ) : children.data.data.length === 0 ? (
            <p className="text-xs text-slate-500 dark:text-slate-400">
              {t('receiverLogs.noSteps')}
            </p>
          ) : (
            <ol
              aria-label={t('receiverLogs.stepsOf', { action: actionLabel(log.action) })}
              className="flex flex-col gap-1.5"
            >
              {children.data.data.map((step) => (
                <li
                  key={step.id}
                  className="grid items-center gap-3 rounded-lg bg-slate-50 px-3 py-2 text-xs md:grid-cols-[minmax(0,1.2fr)_6rem_5rem_minmax(0,2fr)_auto] dark:bg-white/[0.03]"
                >
                  <span className="font-medium text-slate-800 dark:text-slate-100">
                    {actionLabel(step.action)}
                  </span>
                  <LogStatusBadge status={step.status} />
                  <span className="tabular-nums text-slate-500 dark:text-slate-400">
                    {duration(step.durationMs)}
                  </span>
                  <span
                    className="truncate text-slate-500 dark:text-slate-400"
                    title={step.message ?? undefined}
                  >
                    {step.message ?? ''}
                  </span>
                  <button
                    type="button"
                    className={smallButton}
                    onClick={() => onOpen(step.id, 'metadata')}
                  >
                    {t('receiverLogs.details.metadata')}
                  </button>
                </li>
              ))}
            </ol>
          )}
        </div>
      ) : null}
    </li>
  );
}
