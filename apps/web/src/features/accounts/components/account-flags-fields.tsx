import { useTranslation } from 'react-i18next';

export const FLAG_KEYS = [
  'isActive',
  'isPublic',
  'publicStats',
  'publicTrades',
  'isTestAccount',
  'isEmitter',
  'isReceiver',
] as const;
export type FlagKey = (typeof FLAG_KEYS)[number];
export type Flags = Record<FlagKey, boolean>;

export const defaultFlags = (): Flags => ({
  isActive: true,
  isPublic: false,
  publicStats: false,
  publicTrades: false,
  isTestAccount: false,
  isEmitter: false,
  isReceiver: false,
});

/** The account's switches as checkboxes, each with a line saying what it does. */
export function AccountFlagsFields({
  value,
  onChange,
}: {
  value: Flags;
  onChange: (value: Flags) => void;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className="rounded-xl border border-slate-200 p-4 dark:border-white/10">
      <legend className="px-1 text-xs font-medium uppercase tracking-wide text-slate-500 dark:text-slate-400">
        {t('accounts.form.flags')}
      </legend>
      <div className="grid gap-3 sm:grid-cols-2">
        {FLAG_KEYS.map((key) => (
          <label key={key} className="flex cursor-pointer items-start gap-2.5">
            <input
              type="checkbox"
              checked={value[key]}
              onChange={(event) => onChange({ ...value, [key]: event.target.checked })}
              className="mt-0.5 size-4 shrink-0 accent-emerald-500"
            />
            <span>
              <span className="block text-sm font-medium text-slate-800 dark:text-slate-100">
                {t(`accounts.flags.${key}.label`)}
              </span>
              <span className="block text-xs text-slate-500 dark:text-slate-400">
                {t(`accounts.flags.${key}.hint`)}
              </span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
