import { useTranslation } from 'react-i18next';

const TONE: Record<string, string> = {
  success: 'bg-emerald-500/10 text-emerald-700 dark:text-emerald-300',
  failed: 'bg-rose-500/10 text-rose-700 dark:text-rose-300',
  skipped: 'bg-slate-500/10 text-slate-600 dark:text-slate-400',
  pending: 'bg-amber-500/10 text-amber-700 dark:text-amber-300',
};

export function LogStatusBadge({ status }: { status: string }) {
  const { t } = useTranslation();
  return (
    <span
      className={`inline-flex rounded-full px-2 py-0.5 text-[11px] font-semibold ${TONE[status] ?? TONE.pending}`}
    >
      {t(`receiverLogs.statuses.${status}`, { defaultValue: status })}
    </span>
  );
}

/** A step or signal action in words ('VALIDATION' → 'Validación'); unknown ones as they are. */
export function useActionLabel() {
  const { t } = useTranslation();
  return (action: string) => t(`receiverLogs.actions.${action}`, { defaultValue: action });
}

export const formatDuration = (ms: number | null) =>
  ms === null ? '—' : ms < 1000 ? `${Math.round(ms)} ms` : `${(ms / 1000).toFixed(2)} s`;
