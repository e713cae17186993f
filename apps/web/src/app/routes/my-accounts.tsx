import { useTranslation } from 'react-i18next';
import { WalletIcon } from '../../components/ui/icons';
import { PageHeader } from '../../components/ui/page-header';

/** Placeholder: the accounts feature fills this page in a later issue. */
export default function MyAccountsPage() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
      <PageHeader
        title={t('myAccounts.title')}
        lead={t('myAccounts.lead')}
        icon={<WalletIcon className="size-5" />}
      />
      <div className="mt-8 flex flex-col items-center rounded-2xl border border-dashed border-slate-300 bg-white/50 px-6 py-16 text-center dark:border-white/10 dark:bg-white/[0.02]">
        <span className="inline-flex size-12 items-center justify-center rounded-full bg-emerald-500/10 text-emerald-600 dark:text-emerald-400">
          <WalletIcon className="size-6" />
        </span>
        <h2 className="mt-4 font-semibold text-slate-900 dark:text-white">
          {t('myAccounts.emptyTitle')}
        </h2>
        <p className="mt-1 max-w-md text-sm text-slate-500 dark:text-slate-400">
          {t('myAccounts.emptyBody')}
        </p>
      </div>
    </div>
  );
}
