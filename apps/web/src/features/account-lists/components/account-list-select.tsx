import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { compareNames, MESSAGES } from '@pulso/domain/core';
import type { AccountList } from '@pulso/domain/schemas';
import { PencilIcon } from '../../../components/ui/account-icons';
import { ListIcon } from '../../../components/ui/icons';
import { SelectField } from '../../../components/ui/select-field';
import { Tooltip } from '../../../components/ui/tooltip';
import { useAccountLists } from '../api/get-account-lists';
import { useAccountListStore } from '../stores/account-list-store';

interface AccountListSelectProps {
  compact?: boolean;
  /** Spec §4: selecting calls an optional change callback. */
  onChange?: (list: AccountList | null) => void;
}

const ALL = 'all';

/**
 * 'Todas las cuentas' or one list (spec §2, §4). Shows the persisted lists at once and reloads
 * them from the server; the pencil edits the selected list.
 */
export function AccountListSelect({ compact = false, onChange }: AccountListSelectProps) {
  const { t } = useTranslation();
  useAccountLists();
  const lists = useAccountListStore((state) => state.lists);
  const selected = useAccountListStore((state) => state.selectedList);
  const selectList = useAccountListStore((state) => state.selectList);
  const openEdit = useAccountListStore((state) => state.openEdit);
  const sorted = useMemo(() => [...lists].sort((a, b) => compareNames(a.name, b.name)), [lists]);
  const editLabel = selected ? t('accountLists.editNamed', { name: selected.name }) : '';

  return (
    <div className={`flex items-end gap-2 ${compact ? '' : 'w-full'}`}>
      <SelectField
        label={t('controls.accountList')}
        hideLabel
        icon={<ListIcon className="size-4" />}
        value={selected?.id ?? ALL}
        onChange={(event) =>
          selectList(lists.find((l) => l.id === event.target.value) ?? null, onChange)
        }
        className={compact ? 'w-52' : 'min-w-0 flex-1'}
      >
        <option value={ALL}>{MESSAGES.accountList.allAccounts}</option>
        {sorted.length === 0 ? (
          <option disabled value="">
            {MESSAGES.accountList.noLists}
          </option>
        ) : (
          sorted.map((list) => (
            <option key={list.id} value={list.id}>
              {list.name} ({list.accountIds.length})
            </option>
          ))
        )}
      </SelectField>
      {selected ? (
        <Tooltip label={editLabel}>
          {(tooltipId) => (
            <button
              type="button"
              onClick={() => openEdit(selected)}
              aria-label={editLabel}
              aria-describedby={tooltipId}
              className="inline-flex size-9 shrink-0 items-center justify-center rounded-lg border border-slate-200 bg-white text-slate-600 shadow-sm transition-colors hover:border-emerald-500/50 hover:text-emerald-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-500 dark:border-white/10 dark:bg-ink-800 dark:text-slate-300 dark:hover:text-emerald-400"
            >
              <PencilIcon className="size-4" />
            </button>
          )}
        </Tooltip>
      ) : null}
    </div>
  );
}
