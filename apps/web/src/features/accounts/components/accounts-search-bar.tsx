import { useTranslation } from 'react-i18next';
import { ACCOUNT_SORT_KEYS, type AccountSortKey } from '@pulso/domain/core';
import { listAccountsQuery } from '@pulso/domain/schemas';
import { SearchIcon } from '../../../components/ui/account-icons';
import { ChevronDownIcon } from '../../../components/ui/icons';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { useDebouncedInput } from '../../../lib/use-debounced-input';
import type { AccountsSearch } from '../hooks/use-accounts-search';

interface AccountsSearchBarProps {
  search: AccountsSearch;
  onChange: (patch: Partial<AccountsSearch>) => void;
  filtersOpen: boolean;
  activeFilters: number;
  onToggleFilters: () => void;
  filtersId: string;
}

const squareButton =
  'inline-flex h-9 shrink-0 items-center justify-center gap-1.5 rounded-lg border px-3 text-xs font-semibold shadow-sm transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-500';
const idle =
  'border-slate-200 bg-white text-slate-600 hover:border-slate-300 dark:border-white/10 dark:bg-ink-800 dark:text-slate-300 dark:hover:border-white/20';
const on = 'border-emerald-500/50 bg-emerald-500/10 text-emerald-700 dark:text-emerald-300';

/** Search (optionally a regular expression), sort key and direction, and the filters switch. */
export function AccountsSearchBar({
  search,
  onChange,
  filtersOpen,
  activeFilters,
  onToggleFilters,
  filtersId,
}: AccountsSearchBarProps) {
  const { t } = useTranslation();
  const [text, setText] = useDebouncedInput(search.search ?? '', (value) =>
    onChange({ search: value.trim() || undefined }),
  );
  const ascending = search.sortOrder === 'asc';

  return (
    <div role="search" aria-label={t('accounts.search.label')} className="flex flex-wrap gap-2">
      <TextField
        label={t('accounts.search.label')}
        hideLabel
        type="search"
        value={text}
        maxLength={listAccountsQuery.shape.search.unwrap().maxLength ?? undefined}
        placeholder={
          search.regex ? t('accounts.search.regexPlaceholder') : t('accounts.search.placeholder')
        }
        icon={<SearchIcon className="size-4" />}
        onChange={(event) => setText(event.target.value)}
        className="min-w-56 flex-1"
        inputClassName={`h-9 ${search.regex ? 'font-mono' : ''}`}
      />
      <button
        type="button"
        aria-pressed={Boolean(search.regex)}
        aria-label={t('accounts.search.regex')}
        title={t('accounts.search.regexHint')}
        onClick={() => onChange({ regex: search.regex ? undefined : true })}
        className={`${squareButton} font-mono ${search.regex ? on : idle}`}
      >
        .*
      </button>
      <SelectField
        label={t('accounts.sort.label')}
        hideLabel
        value={search.sortBy ?? 'createdAt'}
        onChange={(event) => onChange({ sortBy: event.target.value as AccountSortKey })}
        className="w-44"
      >
        {ACCOUNT_SORT_KEYS.map((key) => (
          <option key={key} value={key}>
            {t(`accounts.sort.keys.${key}`)}
          </option>
        ))}
      </SelectField>
      <button
        type="button"
        onClick={() => onChange({ sortOrder: ascending ? 'desc' : 'asc' })}
        aria-label={ascending ? t('accounts.sort.ascending') : t('accounts.sort.descending')}
        title={ascending ? t('accounts.sort.ascending') : t('accounts.sort.descending')}
        className={`${squareButton} ${idle}`}
      >
        <ChevronDownIcon
          className={`size-4 transition-transform ${ascending ? 'rotate-180' : ''}`}
        />
        {ascending ? t('accounts.sort.asc') : t('accounts.sort.desc')}
      </button>
      <button
        type="button"
        aria-expanded={filtersOpen}
        aria-controls={filtersId}
        onClick={onToggleFilters}
        className={`${squareButton} ${activeFilters ? on : idle}`}
      >
        {t('accounts.filters.toggle')}
        {activeFilters ? (
          <span className="inline-flex size-5 items-center justify-center rounded-full bg-emerald-500 text-[10px] text-ink-950">
            {activeFilters}
          </span>
        ) : null}
      </button>
    </div>
  );
}
