import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { MESSAGES } from '@pulso/domain/core';
import type { PublicAccount } from '@pulso/domain/schemas';
import { ArrowRightIcon } from '../../../components/ui/icons';

const COLUMNS = ['account', 'exchange', 'type', 'shared', 'since'] as const;
const grid =
  'sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)_minmax(0,1.3fr)_minmax(0,0.9fr)]';

export function formatSince(iso: string, language: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(iso),
  );
}

/** The rows of Cuentas Públicas; each name opens the public account page. */
export function PublicAccountsTable({ accounts }: { accounts: PublicAccount[] }) {
  const { t, i18n } = useTranslation();
  return (
    <>
      <div
        aria-hidden="true"
        className={`hidden gap-4 border-b border-slate-100 px-5 py-3 text-[11px] font-semibold uppercase tracking-wider text-slate-500 sm:grid dark:border-white/5 dark:text-slate-400 ${grid}`}
      >
        {COLUMNS.map((column) => (
          <span key={column}>{t(`publicAccounts.columns.${column}`)}</span>
        ))}
      </div>
      <ul>
        {accounts.map((account) => (
          <li
            key={account.id}
            className={`grid grid-cols-2 items-center gap-x-4 gap-y-1.5 border-b border-slate-100 px-5 py-4 text-sm last:border-0 sm:grid ${grid} dark:border-white/5`}
          >
            <span className="col-span-2 flex min-w-0 items-center gap-2 sm:col-span-1">
              <Link
                to={`/public/accounts/${account.id}`}
                className="group inline-flex min-w-0 items-center gap-1.5 rounded font-semibold text-slate-900 hover:text-emerald-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-500 dark:text-white dark:hover:text-emerald-400"
              >
                <span className="truncate">{account.name}</span>
                <ArrowRightIcon className="size-3.5 shrink-0 opacity-0 transition-opacity group-hover:opacity-100" />
              </Link>
              {account.isTestAccount ? (
                <span className="rounded-full bg-sky-500/10 px-2 py-0.5 text-[11px] font-semibold text-sky-700 dark:text-sky-300">
                  {MESSAGES.accountList.testBadge}
                </span>
              ) : null}
            </span>
            <span className="text-slate-700 dark:text-slate-300">{account.exchangeName}</span>
            <span className="text-slate-500 dark:text-slate-400">
              {t(`accountTypes.${account.accountType}`)}
            </span>
            <span className="flex flex-wrap gap-1.5">
              {account.publicStats ? (
                <span className="rounded-md bg-emerald-500/10 px-1.5 py-0.5 text-[11px] font-medium text-emerald-700 dark:text-emerald-300">
                  {t('publicAccounts.sharesStats')}
                </span>
              ) : null}
              {account.publicTrades ? (
                <span className="rounded-md bg-emerald-500/10 px-1.5 py-0.5 text-[11px] font-medium text-emerald-700 dark:text-emerald-300">
                  {t('publicAccounts.sharesTrades')}
                </span>
              ) : null}
              {!account.publicStats && !account.publicTrades ? (
                <span className="text-xs text-slate-400">{t('publicAccounts.sharesNothing')}</span>
              ) : null}
            </span>
            <span className="text-xs text-slate-500 dark:text-slate-400">
              {formatSince(account.createdAt, i18n.language)}
            </span>
          </li>
        ))}
      </ul>
    </>
  );
}
