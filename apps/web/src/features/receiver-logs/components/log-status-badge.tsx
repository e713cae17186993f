import { EMPTY_VALUE, formatNumber } from '@pulso/domain/core';
import { useTranslation } from 'react-i18next';
import { useIntlLocale } from '../../../lib/intl-locale';

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

/** A signal whose order executed but is not recorded yet (retried until it is). */
export function ReconciliationBadge() {
  const { t } = useTranslation();
  return (
    <span
      title={t('receiverLogs.reconciliation.hint')}
      className="inline-flex rounded-full bg-orange-500/15 px-2 py-0.5 text-[11px] font-semibold text-orange-700 dark:text-orange-300"
    >
      {t('receiverLogs.reconciliation.badge')}
    </span>
  );
}

/** A step or signal action in words ('VALIDATION' → 'Validación'); unknown ones as they are. */
export function useActionLabel() {
  const { t } = useTranslation();
  return (action: string) => t(`receiverLogs.actions.${action}`, { defaultValue: action });
}

/** '120 ms' under a second, then '1,25 s', in the interface language's number format. */
export const formatDuration = (ms: number | null, locale = 'es-ES') =>
  ms === null
    ? EMPTY_VALUE
    : ms < 1000
      ? `${formatNumber(ms, 0, locale)} ms`
      : `${formatNumber(ms / 1000, 2, locale)} s`;

/** formatDuration in the current language. */
export function useFormatDuration() {
  const locale = useIntlLocale();
  return (ms: number | null) => formatDuration(ms, locale);
}
