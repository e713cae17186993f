import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import type { RiskLimits, RiskLimitsBody } from '@pulso/domain/schemas';
import { Button } from '../../../components/ui/button';
import { FormError } from '../../../components/ui/form-error';
import { TextField } from '../../../components/ui/text-field';
import { firstRefusal } from '../../../lib/server-errors';
import { formatDecimalInput, parseDecimalInput } from '../../../lib/decimal-input';
import { useIntlLocale } from '../../../lib/intl-locale';
import { limitsBody, useUpdateRiskLimits } from '../api/update-risk-limits';

interface Typed {
  maxOpenPositions: string;
  maxGrossExposure: string;
  losses: string;
  minutes: string;
}

const typedOf = (saved: RiskLimits, locale: string): Typed => ({
  maxOpenPositions: saved.maxOpenPositions?.toString() ?? '',
  maxGrossExposure: formatDecimalInput(saved.maxGrossExposure, locale),
  losses: saved.lossCooldown?.losses.toString() ?? '',
  minutes: saved.lossCooldown?.minutes.toString() ?? '',
});

/** A whole number when the text reads as one, else the text, for the server to say what is wrong. */
const whole = (text: string): number | string => (/^\d+$/.test(text) ? Number(text) : text);

/**
 * Límites de exposición (the account card, under its trading hours): at most so many assets held
 * at once and so many USD held (each position at its entry price), and a pause on an asset after
 * a run of losing trips on it. Past any of them the account only reduces. Empty fields remove a
 * limit; the server judges the rest and its refusal shows under the form. Under it, what the
 * account holds now and which assets wait.
 */
export function ExposureLimitsForm({ accountId, saved }: { accountId: string; saved: RiskLimits }) {
  const { t } = useTranslation();
  const locale = useIntlLocale();
  const update = useUpdateRiskLimits(accountId);
  const [typed, setTyped] = useState(() => typedOf(saved, locale));
  const [error, setError] = useState<string | null>(null);
  const field = (name: keyof Typed) => ({
    value: typed[name],
    autoComplete: 'off',
    onChange: (event: { target: { value: string } }) => {
      setTyped((now) => ({ ...now, [name]: event.target.value }));
      setError(null);
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (update.isPending) return;
    const {
      maxOpenPositions: _p,
      maxGrossExposure: _e,
      lossCooldown: _c,
      ...others
    } = limitsBody(saved);
    const positions = typed.maxOpenPositions.trim();
    const exposure = typed.maxGrossExposure.trim();
    const losses = typed.losses.trim();
    const minutes = typed.minutes.trim();
    // Either cooldown field typed sends both (a missing one is the server's to name).
    const body = {
      ...others,
      ...(positions === '' ? {} : { maxOpenPositions: whole(positions) }),
      ...(exposure === ''
        ? {}
        : { maxGrossExposure: parseDecimalInput(exposure, locale) ?? exposure }),
      ...(losses === '' && minutes === ''
        ? {}
        : {
            lossCooldown: {
              ...(losses === '' ? {} : { losses: whole(losses) }),
              ...(minutes === '' ? {} : { minutes: whole(minutes) }),
            },
          }),
    } as RiskLimitsBody;
    setError(null);
    update.mutate(body, {
      onSuccess: (next) => {
        setTyped(typedOf(next, locale));
        toast.success(t('entriesPause.exposure.saved'));
      },
      onError: (failure) => setError(firstRefusal(failure)),
    });
  };

  const usd = Number(saved.grossExposure).toLocaleString(locale, {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  const when = new Intl.DateTimeFormat(locale, {
    timeZone: saved.timeZone,
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
  });

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-labelledby={`${accountId}-exposure-title`}
      className="flex flex-col gap-3 border-t border-slate-100 pt-3 dark:border-white/5"
    >
      <h3
        id={`${accountId}-exposure-title`}
        className="text-sm font-semibold text-slate-900 dark:text-white"
      >
        {t('entriesPause.exposure.title')}
      </h3>
      <div className="grid grid-cols-1 gap-2 sm:grid-cols-2">
        <TextField
          label={t('entriesPause.exposure.maxOpenPositions')}
          inputMode="numeric"
          aria-invalid={error ? true : undefined}
          {...field('maxOpenPositions')}
        />
        <TextField
          label={t('entriesPause.exposure.maxGrossExposure')}
          inputMode="decimal"
          aria-invalid={error ? true : undefined}
          {...field('maxGrossExposure')}
        />
        <TextField
          label={t('entriesPause.exposure.losses')}
          inputMode="numeric"
          aria-invalid={error ? true : undefined}
          {...field('losses')}
        />
        <TextField
          label={t('entriesPause.exposure.minutes')}
          inputMode="numeric"
          aria-invalid={error ? true : undefined}
          {...field('minutes')}
        />
      </div>
      {error ? <FormError>{error}</FormError> : null}
      <p className="text-xs text-slate-500 dark:text-slate-400">
        {t('entriesPause.exposure.hint')}
      </p>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="break-words text-sm tabular-nums text-slate-700 dark:text-slate-300">
          {t('entriesPause.exposure.now', { count: saved.openPositions, usd })}
        </p>
        <Button type="submit" busy={update.isPending}>
          {t('entriesPause.exposure.save')}
        </Button>
      </div>
      {saved.coolingDown.length > 0 ? (
        <ul className="flex flex-col gap-1 rounded-xl border border-amber-500/30 bg-amber-500/5 px-3 py-2 text-sm text-amber-800 dark:text-amber-200">
          {saved.coolingDown.map((c) => (
            <li key={c.asset}>
              {t('entriesPause.exposure.cooling', {
                asset: c.asset,
                until: when.format(Date.parse(c.until)),
              })}
            </li>
          ))}
        </ul>
      ) : null}
    </form>
  );
}
