import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { compareNames, MESSAGES } from '@pulso/domain/core';
import type { Account } from '@pulso/domain/schemas';
import { Spinner } from '../../../components/ui/spinner';
import { AccountBadges } from '../../accounts';

interface AccountChecklistProps {
  accounts: Account[] | undefined;
  exchangeName: (exchangeId: string, fallback: string) => string;
  selected: ReadonlySet<string>;
  onChange: (next: Set<string>) => void;
  error?: string | undefined;
}

const byName = (a: Account, b: Account) => compareNames(a.name, b.name);

const smallButton =
  'rounded-md px-2 py-1 text-xs font-semibold text-emerald-700 hover:bg-emerald-500/10 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-emerald-500 disabled:opacity-50 dark:text-emerald-300';

/**
 * The list's accounts (spec §2): alphabetical, 'Todas' / 'Ninguna', 'n de m seleccionadas',
 * scrollable at a maximum height, each row with its badges, type and exchange.
 */
export function AccountChecklist({
  accounts,
  exchangeName,
  selected,
  onChange,
  error,
}: AccountChecklistProps) {
  const { t } = useTranslation();
  const legendId = useId();
  const errorId = useId();
  const sorted = useMemo(() => [...(accounts ?? [])].sort(byName), [accounts]);
  const total = sorted.length;
  const count = sorted.filter((a) => selected.has(a.id)).length;

  const toggle = (id: string) => {
    const next = new Set(selected);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    onChange(next);
  };

  return (
    <div role="group" aria-labelledby={legendId} aria-describedby={error ? errorId : undefined}>
      <div className="flex flex-wrap items-center gap-2">
        <span
          id={legendId}
          className="text-xs font-medium uppercase tracking-wide text-slate-500 dark:text-slate-400"
        >
          {t('accountLists.accounts')}
        </span>
        <span
          aria-live="polite"
          className="text-xs tabular-nums text-slate-500 dark:text-slate-400"
        >
          {MESSAGES.accountList.selectedCount(count, total)}
        </span>
        <span className="ml-auto flex gap-1">
          <button
            type="button"
            className={smallButton}
            disabled={total === 0}
            onClick={() => onChange(new Set(sorted.map((a) => a.id)))}
          >
            {MESSAGES.accountList.selectAll}
          </button>
          <button
            type="button"
            className={smallButton}
            disabled={total === 0}
            onClick={() => onChange(new Set())}
          >
            {MESSAGES.accountList.selectNone}
          </button>
        </span>
      </div>
      <div
        className={`mt-2 max-h-64 overflow-y-auto rounded-xl border bg-slate-50/60 dark:bg-white/[0.02] ${
          error ? 'border-rose-500' : 'border-slate-200 dark:border-white/10'
        }`}
      >
        {accounts === undefined ? (
          <p role="status" className="flex items-center justify-center gap-2 px-4 py-8 text-sm">
            <Spinner className="size-4 text-emerald-500" />
            {t('accountLists.loadingAccounts')}
          </p>
        ) : total === 0 ? (
          <p className="px-4 py-8 text-center text-sm text-slate-500 dark:text-slate-400">
            {MESSAGES.accountList.noAccounts}
          </p>
        ) : (
          <ul className="divide-y divide-slate-100 dark:divide-white/5">
            {sorted.map((account) => (
              <li key={account.id}>
                <label className="flex cursor-pointer items-center gap-3 px-3 py-2.5 hover:bg-slate-100/70 dark:hover:bg-white/[0.03]">
                  <input
                    type="checkbox"
                    checked={selected.has(account.id)}
                    onChange={() => toggle(account.id)}
                    className="size-4 shrink-0 rounded accent-emerald-500"
                  />
                  <span className="min-w-0 flex-1">
                    <span className="flex flex-wrap items-center gap-1.5">
                      <span className="truncate text-sm font-medium text-slate-900 dark:text-white">
                        {account.name}
                      </span>
                      <AccountBadges isTest={account.isTestAccount} isActive={account.isActive} />
                    </span>
                    <span className="mt-0.5 block text-xs text-slate-500 dark:text-slate-400">
                      {t(`accountTypes.${account.accountType}`)} ·{' '}
                      {exchangeName(account.exchangeId, account.exchangeName)}
                    </span>
                  </span>
                </label>
              </li>
            ))}
          </ul>
        )}
      </div>
      {error ? (
        <p
          id={errorId}
          role="alert"
          className="mt-1.5 text-xs font-medium text-rose-600 dark:text-rose-400"
        >
          {error}
        </p>
      ) : null}
    </div>
  );
}
