import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RiskLimits } from '@pulso/domain/schemas';
import { formatDecimalInput, parseDecimalInput } from '../../../lib/decimal-input';
import { useIntlLocale } from '../../../lib/intl-locale';
import { limitsBody } from '../api/update-risk-limits';
import { LimitForm } from './limit-form';
import { useLimitField } from './use-limit-field';

/**
 * Caída máxima (the account card, under its exposure limits): once the account's PnL is this many
 * USD below its best since the limit was set or the account resumed, a watch pauses its entries
 * (the switch above, which its owner turns off to resume) and, checked, closes its positions.
 * Under it, the watch's last reading, or when it paused the account.
 */
export function MaxDrawdownForm({ accountId, saved }: { accountId: string; saved: RiskLimits }) {
  const { t } = useTranslation();
  const locale = useIntlLocale();
  const [close, setClose] = useState(saved.closeAtMaxDrawdown);
  const { form, clearError } = useLimitField(accountId, {
    initial: () => formatDecimalInput(saved.maxDrawdown, locale),
    body: (text) => {
      const { maxDrawdown: _m, closeAtMaxDrawdown: _c, ...others } = limitsBody(saved);
      return text === ''
        ? { ...others, ...(close ? { closeAtMaxDrawdown: true } : {}) }
        : {
            ...others,
            maxDrawdown: parseDecimalInput(text, locale) ?? text,
            closeAtMaxDrawdown: close,
          };
    },
    shown: (next) => formatDecimalInput(next.maxDrawdown, locale),
    saved: t('entriesPause.drawdown.saved'),
    onSaved: (next) => setClose(next.closeAtMaxDrawdown),
  });

  const usd = (value: string) =>
    Number(value).toLocaleString(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const reading = saved.drawdown;

  return (
    <LimitForm
      label={t('entriesPause.drawdown.label')}
      save={t('entriesPause.drawdown.save')}
      hint={t('entriesPause.drawdown.hint')}
      inputMode="decimal"
      {...form}
    >
      <label className="flex items-center gap-2 text-sm text-slate-700 dark:text-slate-300">
        <input
          type="checkbox"
          className="size-4 accent-emerald-600"
          checked={close}
          onChange={(event) => {
            setClose(event.target.checked);
            clearError();
          }}
        />
        {t('entriesPause.drawdown.close')}
      </label>
      {reading?.stoppedAt ? (
        <p className="rounded-xl border border-amber-500/30 bg-amber-500/5 px-3 py-2 text-sm text-amber-800 dark:text-amber-200">
          {t('entriesPause.drawdown.stopped', {
            at: new Date(reading.stoppedAt).toLocaleString(locale, {
              timeZone: saved.timeZone,
              dateStyle: 'short',
              timeStyle: 'short',
            }),
            below: usd(reading.below),
          })}
        </p>
      ) : reading ? (
        <p className="break-words text-sm tabular-nums text-slate-700 dark:text-slate-300">
          {t('entriesPause.drawdown.now', {
            below: usd(reading.below),
            highWater: usd(reading.highWater),
          })}
        </p>
      ) : null}
    </LimitForm>
  );
}
