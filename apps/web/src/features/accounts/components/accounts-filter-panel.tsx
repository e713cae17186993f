import { useTranslation } from 'react-i18next';
import { ACCOUNT_TYPES, type AccountType } from '@pulso/domain/core';
import type { Exchange } from '@pulso/domain/schemas';
import { Button } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { useDebouncedInput } from '../../../lib/use-debounced-input';
import type { AccountsSearch } from '../hooks/use-accounts-search';
import { ChipToggle } from './chip-toggle';

interface AccountsFilterPanelProps {
  id: string;
  search: AccountsSearch;
  exchanges: Exchange[];
  onChange: (patch: Partial<AccountsSearch>) => void;
  onClear: () => void;
}

function toggled<T>(values: T[] | undefined, value: T): T[] | undefined {
  const next = values?.includes(value)
    ? values.filter((v) => v !== value)
    : [...(values ?? []), value];
  return next.length ? next : undefined;
}

const groupLabel = 'text-xs font-medium uppercase tracking-wide text-slate-500 dark:text-slate-400';

function RoiField({
  label,
  value,
  onSettled,
}: {
  label: string;
  value: number | undefined;
  onSettled: (value: number | undefined) => void;
}) {
  const [text, setText] = useDebouncedInput(value === undefined ? '' : String(value), (raw) => {
    const parsed = raw.trim() === '' ? undefined : Number(raw);
    onSettled(parsed !== undefined && Number.isFinite(parsed) ? parsed : undefined);
  });
  return (
    <TextField
      label={label}
      type="number"
      inputMode="decimal"
      step="any"
      value={text}
      placeholder="%"
      onChange={(event) => setText(event.target.value)}
      inputClassName="h-9"
    />
  );
}

/** The filters of spec §3: types, exchanges, active or inactive, emitters or receivers, ROI. */
export function AccountsFilterPanel({
  id,
  search,
  exchanges,
  onChange,
  onClear,
}: AccountsFilterPanelProps) {
  const { t } = useTranslation();
  return (
    <div
      id={id}
      role="group"
      aria-label={t('accounts.filters.label')}
      className="grid gap-5 rounded-2xl border border-slate-200 bg-white p-4 sm:p-5 lg:grid-cols-[1.2fr_1fr] dark:border-white/5 dark:bg-ink-900"
    >
      <div className="space-y-4">
        <div role="group" aria-label={t('accounts.filters.types')} className="space-y-2">
          <p className={groupLabel}>{t('accounts.filters.types')}</p>
          <div className="flex flex-wrap gap-2">
            {ACCOUNT_TYPES.map((type: AccountType) => (
              <ChipToggle
                key={type}
                pressed={Boolean(search.types?.includes(type))}
                onClick={() => onChange({ types: toggled(search.types, type) })}
              >
                {t(`accountTypes.${type}`)}
              </ChipToggle>
            ))}
          </div>
        </div>
        <div role="group" aria-label={t('accounts.filters.exchanges')} className="space-y-2">
          <p className={groupLabel}>{t('accounts.filters.exchanges')}</p>
          <div className="flex flex-wrap gap-2">
            {exchanges.map((exchange) => (
              <ChipToggle
                key={exchange.id}
                pressed={Boolean(search.exchanges?.includes(exchange.code))}
                onClick={() => onChange({ exchanges: toggled(search.exchanges, exchange.code) })}
              >
                {exchange.name}
              </ChipToggle>
            ))}
          </div>
        </div>
        <ChipToggle
          pressed={Boolean(search.isTestAccount)}
          onClick={() => onChange({ isTestAccount: search.isTestAccount ? undefined : true })}
        >
          {t('accounts.filters.testOnly')}
        </ChipToggle>
      </div>
      <div className="grid grid-cols-2 gap-3 self-start">
        <SelectField
          label={t('accounts.filters.status')}
          value={search.status ?? ''}
          onChange={(event) =>
            onChange({ status: (event.target.value || undefined) as AccountsSearch['status'] })
          }
        >
          <option value="">{t('accounts.filters.any')}</option>
          <option value="active">{t('accounts.filters.active')}</option>
          <option value="inactive">{t('accounts.filters.inactive')}</option>
        </SelectField>
        <SelectField
          label={t('accounts.filters.role')}
          value={search.role ?? ''}
          onChange={(event) =>
            onChange({ role: (event.target.value || undefined) as AccountsSearch['role'] })
          }
        >
          <option value="">{t('accounts.filters.any')}</option>
          <option value="emitter">{t('accounts.filters.emitters')}</option>
          <option value="receiver">{t('accounts.filters.receivers')}</option>
        </SelectField>
        <RoiField
          label={t('accounts.filters.roiMin')}
          value={search.roiMin}
          onSettled={(roiMin) => onChange({ roiMin })}
        />
        <RoiField
          label={t('accounts.filters.roiMax')}
          value={search.roiMax}
          onSettled={(roiMax) => onChange({ roiMax })}
        />
        <div className="col-span-2 flex justify-end">
          <Button variant="ghost" size="sm" onClick={onClear}>
            {t('accounts.filters.clear')}
          </Button>
        </div>
      </div>
    </div>
  );
}
