import { useTranslation } from 'react-i18next';
import { EXCHANGE_NAMES, EXCHANGES, type ExchangeCode } from '@pulso/domain/core';

interface ExchangePickerProps {
  value: ExchangeCode;
  onChange: (exchange: ExchangeCode) => void;
}

/**
 * A segmented control over native radio buttons: four choices fit on one line, the current one
 * stays visible, and arrow keys move between them as in any radio group.
 */
export function ExchangePicker({ value, onChange }: ExchangePickerProps) {
  const { t } = useTranslation();
  return (
    <fieldset className="flex min-w-0 flex-col gap-1.5">
      <legend className="mb-1.5 text-xs font-medium uppercase tracking-wide text-slate-500 dark:text-slate-400">
        {t('markets.exchange')}
      </legend>
      <div className="grid h-9 grid-cols-4 rounded-lg border border-slate-200 bg-slate-100 p-0.5 dark:border-white/10 dark:bg-ink-800">
        {EXCHANGES.map((code) => (
          <label key={code} className="relative flex">
            <input
              type="radio"
              name="market-exchange"
              value={code}
              checked={code === value}
              onChange={() => onChange(code)}
              className="peer sr-only"
            />
            <span className="flex flex-1 cursor-pointer items-center justify-center rounded-md px-2.5 text-xs font-semibold text-slate-600 transition-colors hover:text-slate-900 peer-checked:bg-white peer-checked:text-slate-900 peer-checked:shadow-sm peer-focus-visible:outline-2 peer-focus-visible:outline-emerald-500 sm:px-3 dark:text-slate-400 dark:hover:text-white dark:peer-checked:bg-ink-700 dark:peer-checked:text-white">
              {EXCHANGE_NAMES[code]}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
