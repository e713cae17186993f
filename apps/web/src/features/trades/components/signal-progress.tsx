import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../components/ui/spinner';
import { announceSignal } from '../../../lib/notices';
import { isSignalFinished, useSignalStatus } from '../api/get-signal-status';
import { tradesKeys } from '../api/trades-keys';

const TONE: Record<string, string> = {
  success: 'bg-emerald-500/10 text-emerald-700 dark:text-emerald-300',
  done: 'bg-emerald-500/10 text-emerald-700 dark:text-emerald-300',
  failed: 'bg-rose-500/10 text-rose-700 dark:text-rose-300',
  skipped: 'bg-slate-500/10 text-slate-600 dark:text-slate-400',
  pending: 'bg-amber-500/10 text-amber-700 dark:text-amber-300',
  processing: 'bg-sky-500/10 text-sky-700 dark:text-sky-300',
};

export function StatusBadge({ status }: { status: string }) {
  const { t } = useTranslation();
  return (
    <span
      className={`inline-flex rounded-full px-2 py-0.5 text-[11px] font-semibold ${TONE[status] ?? TONE.pending}`}
    >
      {t(`trades.status.${status}`, { defaultValue: status })}
    </span>
  );
}

/**
 * An emitted signal's way through the pipeline, polled (and refreshed by live events) until it is
 * done or failed; its end is announced, executed or failed with the step and the reason.
 */
export function SignalProgress({ signalId, orderId }: { signalId: string; orderId: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const status = useSignalStatus(signalId);
  const data = status.data;
  const done = isSignalFinished(data);

  // The trade exists once the signal is done: the table reloads to show it.
  useEffect(() => {
    if (done) void queryClient.invalidateQueries({ queryKey: tradesKeys.accounts() });
  }, [done, queryClient]);

  const announced = useRef(false);
  useEffect(() => {
    if (!data || !done || announced.current) return;
    announced.current = true;
    if (data.status === 'done') {
      announceSignal(signalId, 'success', t('live.signalExecuted'));
      return;
    }
    const failedStep = [...data.steps].reverse().find((s) => s.status === 'failed');
    announceSignal(
      signalId,
      'error',
      t('live.signalFailed', {
        step: failedStep
          ? t(`receiverLogs.actions.${failedStep.action}`, { defaultValue: failedStep.action })
          : '—',
        reason: data.error ?? failedStep?.message ?? '—',
      }),
    );
  }, [data, done, signalId, t]);

  return (
    <div
      role="status"
      aria-live="polite"
      aria-label={t('trades.progress.title')}
      className="mt-4 rounded-xl border border-slate-200 bg-slate-50 p-4 text-sm dark:border-white/5 dark:bg-white/[0.02]"
    >
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-semibold text-slate-900 dark:text-white">
          {t('trades.progress.title')}
        </span>
        <code className="text-xs text-slate-500 dark:text-slate-400">{orderId}</code>
        {data ? (
          <StatusBadge status={data.status} />
        ) : (
          <Spinner className="size-4 text-emerald-500" />
        )}
        {!done && data ? <Spinner className="size-4 text-emerald-500" /> : null}
      </div>
      {data && data.steps.length > 0 ? (
        <ol className="mt-3 flex flex-wrap gap-2">
          {data.steps.map((step, i) => (
            <li
              key={`${step.action}-${i}`}
              className="flex items-center gap-1.5 rounded-lg bg-white px-2 py-1 text-xs shadow-sm dark:bg-ink-800"
              title={step.message ?? undefined}
            >
              <span className="font-medium">
                {t(`receiverLogs.actions.${step.action}`, { defaultValue: step.action })}
              </span>
              <StatusBadge status={step.status} />
              {step.durationMs !== null ? (
                <span className="text-slate-500 dark:text-slate-400">{step.durationMs} ms</span>
              ) : null}
            </li>
          ))}
        </ol>
      ) : null}
      {data?.needsReconciliation ? (
        <p role="alert" className="mt-2 font-medium text-orange-700 dark:text-orange-300">
          {t('trades.progress.needsReconciliation')}
        </p>
      ) : null}
      {data?.status === 'failed' && data.error ? (
        <p className="mt-2 text-rose-600 dark:text-rose-400">{data.error}</p>
      ) : null}
      {data?.trade ? (
        <p className="mt-2 text-emerald-700 dark:text-emerald-300">
          {t('trades.progress.recorded', {
            type: t(`trades.types.${data.trade.type}`),
            amount: Number(data.trade.amount),
            asset: data.trade.asset,
            price: Number(data.trade.price),
          })}
        </p>
      ) : null}
    </div>
  );
}
