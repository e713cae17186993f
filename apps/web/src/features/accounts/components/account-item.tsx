import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Account } from '@pulso/domain/schemas';
import { KeyIcon, PencilIcon, TrashIcon } from '../../../components/ui/account-icons';
import { AccountBadges } from './account-badges';
import { AccountToggles } from './account-toggles';

interface AccountItemProps {
  account: Account;
  onEdit: (account: Account) => void;
  onRotate: (account: Account) => void;
  onDelete: (account: Account) => void;
  /** Figures shown under the account's tags (the page passes analytics' KPIs). */
  kpis: ReactNode;
}

const iconButton =
  'inline-flex size-8 items-center justify-center rounded-lg text-slate-500 transition-colors hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-500 dark:text-slate-400 dark:hover:bg-white/5 dark:hover:text-white';

const tag =
  'inline-flex items-center rounded-md bg-slate-100 px-1.5 py-0.5 text-[11px] font-medium text-slate-600 dark:bg-white/5 dark:text-slate-300';

/** One account: a card on narrow screens, a table-like row on wide ones. */
export function AccountItem({ account, onEdit, onRotate, onDelete, kpis }: AccountItemProps) {
  const { t } = useTranslation();
  const credentialsSet = Object.values(account.credentials).some(Boolean);
  return (
    <li
      aria-label={account.name}
      className="grid gap-3 rounded-2xl border border-slate-200 bg-white p-4 lg:grid-cols-[minmax(0,1.6fr)_minmax(0,1fr)_minmax(0,2.2fr)_6.5rem] lg:items-center lg:gap-4 lg:rounded-none lg:border-0 lg:border-b lg:bg-transparent lg:px-5 lg:py-3.5 lg:last:border-b-0 dark:border-white/5 dark:bg-ink-900 lg:dark:bg-transparent"
    >
      <div className="min-w-0">
        <div className="flex flex-wrap items-center gap-1.5">
          <h3 className="truncate font-semibold text-slate-900 dark:text-white">
            <Link
              to={`/accounts/${account.id}`}
              className="hover:text-emerald-600 hover:underline focus-visible:outline-2 focus-visible:outline-emerald-500 dark:hover:text-emerald-400"
            >
              {account.name}
            </Link>
          </h3>
          <AccountBadges isTest={account.isTestAccount} isActive={account.isActive} />
        </div>
        <p className="mt-1 flex flex-wrap gap-1.5">
          <span className={tag}>{t(`accounts.modes.${account.mode}`)}</span>
          {account.isEmitter ? <span className={tag}>{t('accounts.roles.emitter')}</span> : null}
          {account.isReceiver ? <span className={tag}>{t('accounts.roles.receiver')}</span> : null}
          <span className={tag} title={t('accounts.form.credentials')}>
            <KeyIcon className="mr-1 size-3" />
            {credentialsSet ? t('accounts.credentials.set') : t('accounts.credentials.none')}
          </span>
        </p>
        <div className="mt-2">{kpis}</div>
      </div>
      <dl className="grid grid-cols-2 gap-2 text-sm lg:block lg:space-y-0.5">
        <div>
          <dt className="sr-only">{t('accounts.fields.exchange')}</dt>
          <dd className="font-medium text-slate-800 dark:text-slate-200">{account.exchangeName}</dd>
        </div>
        <div>
          <dt className="sr-only">{t('accounts.fields.type')}</dt>
          <dd className="text-slate-500 dark:text-slate-400">
            {t(`accountTypes.${account.accountType}`)}
          </dd>
        </div>
      </dl>
      <AccountToggles account={account} />
      <div className="flex justify-end gap-1 border-t border-slate-100 pt-2 lg:border-0 lg:pt-0 dark:border-white/5">
        <button
          type="button"
          className={iconButton}
          aria-label={t('accounts.actions.editNamed', { name: account.name })}
          title={t('accounts.actions.edit')}
          onClick={() => onEdit(account)}
        >
          <PencilIcon className="size-4" />
        </button>
        <button
          type="button"
          className={iconButton}
          aria-label={t('accounts.actions.rotateNamed', { name: account.name })}
          title={t('accounts.actions.rotate')}
          onClick={() => onRotate(account)}
        >
          <KeyIcon className="size-4" />
        </button>
        <button
          type="button"
          className={`${iconButton} hover:text-rose-600 dark:hover:text-rose-400`}
          aria-label={t('accounts.actions.deleteNamed', { name: account.name })}
          title={t('accounts.actions.delete')}
          onClick={() => onDelete(account)}
        >
          <TrashIcon className="size-4" />
        </button>
      </div>
    </li>
  );
}
