import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import type { RiskLimits } from '@pulso/domain/schemas';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { firstRefusal } from '../../../lib/server-errors';
import { CLOCK_FIELD, normalizeClock } from '../../../lib/clock-input';
import { limitsBody, useUpdateRiskLimits } from '../api/update-risk-limits';
import { FormError } from '../../../components/ui/form-error';

interface WindowDraft {
  key: number;
  days: number[];
  start: string;
  end: string;
}

const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;
/** What "Añadir ventana" offers: weekdays, 09:00–22:00. */
const SUGGESTED = { days: [1, 2, 3, 4, 5], start: '09:00', end: '22:00' };
let nextKey = 0;
const draftOf = (w: { days: number[]; start: string; end: string }): WindowDraft => ({
  key: nextKey++,
  days: [...w.days],
  start: w.start,
  // Midnight ends a window as 24:00; the field reads 00:00 (a start is never 24:00).
  end: w.end === '24:00' ? '00:00' : w.end,
});

/**
 * Horario de operación (the account card, under the daily loss limit): the hours, in its owner's
 * time zone, when the account may open or add to a position — outside them it only closes — and
 * whether its open positions are closed at each window's end. Each window is a set of weekdays
 * and a start and end the same day (00:00 as the end is midnight); a night is two windows. The
 * server judges them and its refusal shows under the form.
 */
export function TradingWindowsForm({ accountId, saved }: { accountId: string; saved: RiskLimits }) {
  const { t } = useTranslation();
  const update = useUpdateRiskLimits(accountId);
  const [windows, setWindows] = useState(() => saved.tradingWindows.map(draftOf));
  const [closeAtEnd, setCloseAtEnd] = useState(saved.closeAtWindowEnd);
  const [error, setError] = useState<string | null>(null);
  const headingId = useId();
  const errorId = useId();

  const change = (key: number, next: Partial<WindowDraft>) => {
    setWindows((all) => all.map((w) => (w.key === key ? { ...w, ...next } : w)));
    setError(null);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (update.isPending) return;
    const tradingWindows = windows.map((w) => {
      const end = normalizeClock(w.end);
      return { days: w.days, start: normalizeClock(w.start), end: end === '00:00' ? '24:00' : end };
    });
    const { tradingWindows: _replaced, closeAtWindowEnd: _too, ...others } = limitsBody(saved);
    const body =
      tradingWindows.length > 0
        ? { ...others, tradingWindows, closeAtWindowEnd: closeAtEnd }
        : others;
    setError(null);
    update.mutate(body, {
      onSuccess: (next) => {
        setWindows(next.tradingWindows.map(draftOf));
        setCloseAtEnd(next.closeAtWindowEnd);
        toast.success(t('entriesPause.windows.saved'));
      },
      onError: (failure) => setError(firstRefusal(failure)),
    });
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-labelledby={headingId}
      aria-describedby={error ? errorId : undefined}
      className="flex flex-col gap-3 border-t border-slate-100 pt-3 dark:border-white/5"
    >
      <div>
        <h3 id={headingId} className="text-sm font-semibold text-slate-900 dark:text-white">
          {t('entriesPause.windows.title')}
        </h3>
        <p className="text-xs text-slate-500 dark:text-slate-400">
          {t('entriesPause.windows.hint', { timeZone: saved.timeZone })}
        </p>
      </div>
      {windows.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-300">
          {t('entriesPause.windows.none')}
        </p>
      ) : null}
      <ul className="flex flex-col gap-3">
        {windows.map((w, index) => (
          <li
            key={w.key}
            className="flex flex-col gap-2 rounded-xl border border-slate-200 p-3 dark:border-white/10"
          >
            <div
              role="group"
              aria-label={t('entriesPause.windows.days', { n: index + 1 })}
              className="flex flex-wrap gap-1"
            >
              {WEEKDAYS.map((day) => {
                const on = w.days.includes(day);
                return (
                  <button
                    key={day}
                    type="button"
                    aria-pressed={on}
                    aria-label={t(`entriesPause.windows.dayNames.${day}`)}
                    onClick={() =>
                      change(w.key, {
                        days: on
                          ? w.days.filter((d) => d !== day)
                          : [...w.days, day].sort((a, b) => a - b),
                      })
                    }
                    className={`size-8 rounded-lg text-xs font-semibold ${
                      on
                        ? 'bg-emerald-500 text-white'
                        : 'bg-slate-100 text-slate-600 hover:text-slate-900 dark:bg-white/10 dark:text-slate-300'
                    }`}
                  >
                    {t(`entriesPause.windows.dayLetters.${day}`)}
                  </button>
                );
              })}
            </div>
            <div className="flex items-end gap-2">
              <TextField
                {...CLOCK_FIELD}
                className="w-24"
                label={t('entriesPause.windows.from')}
                value={w.start}
                onChange={(e) => change(w.key, { start: e.target.value })}
                onBlur={(e) => change(w.key, { start: normalizeClock(e.target.value) })}
              />
              <TextField
                {...CLOCK_FIELD}
                className="w-24"
                label={t('entriesPause.windows.to')}
                value={w.end}
                onChange={(e) => change(w.key, { end: e.target.value })}
                onBlur={(e) => change(w.key, { end: normalizeClock(e.target.value) })}
              />
              <Button
                type="button"
                variant="ghost"
                onClick={() => setWindows((all) => all.filter((x) => x.key !== w.key))}
              >
                {t('entriesPause.windows.remove')}
              </Button>
            </div>
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap items-center gap-2">
        <Button
          type="button"
          variant="secondary"
          onClick={() => setWindows((all) => [...all, draftOf(SUGGESTED)])}
        >
          {t('entriesPause.windows.add')}
        </Button>
        <Button type="submit" busy={update.isPending}>
          {t('entriesPause.windows.save')}
        </Button>
      </div>
      <label className="flex items-center gap-2 text-sm">
        <input
          type="checkbox"
          className="size-4 accent-emerald-500"
          checked={closeAtEnd && windows.length > 0}
          disabled={windows.length === 0}
          onChange={(e) => setCloseAtEnd(e.target.checked)}
        />
        {t('entriesPause.windows.closeAtEnd')}
      </label>
      {error ? <FormError id={errorId}>{error}</FormError> : null}
      {saved.tradingWindows.length > 0 ? (
        <p
          className={`rounded-xl border px-3 py-2 text-sm ${
            saved.inWindow
              ? 'border-emerald-500/30 bg-emerald-500/5 text-emerald-800 dark:text-emerald-200'
              : 'border-amber-500/30 bg-amber-500/5 text-amber-800 dark:text-amber-200'
          }`}
        >
          {t(saved.inWindow ? 'entriesPause.windows.open' : 'entriesPause.windows.closed')}
        </p>
      ) : null}
    </form>
  );
}
