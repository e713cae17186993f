import { useTranslation } from 'react-i18next';
import { ACCOUNT_TYPES } from '@pulso/domain';
import { GlobeIcon } from '../../components/ui/icons';
import { PageHeader } from '../../components/ui/page-header';

const COLUMNS = ['account', 'exchange', 'pnl', 'roi', 'winRate'] as const;
const SKELETON_ROWS = 5;

/** Placeholder: the list's shape (filters, columns) with skeleton rows until the API lands. */
export default function PublicAccountsPage() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
      <PageHeader
        title={t('publicAccounts.title')}
        lead={t('publicAccounts.lead')}
        icon={<GlobeIcon className="size-5" />}
      />

      <div
        role="group"
        aria-label={t('publicAccounts.filterLabel')}
        className="mt-8 flex flex-wrap gap-2"
      >
        {['all', ...ACCOUNT_TYPES].map((type) => (
          <button
            key={type}
            type="button"
            aria-pressed={type === 'all'}
            disabled={type !== 'all'}
            title={type === 'all' ? undefined : t('app.comingSoon')}
            className="rounded-full border border-slate-200 px-3.5 py-1.5 text-xs font-semibold text-slate-600 transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-500 disabled:cursor-not-allowed aria-pressed:border-emerald-500/50 aria-pressed:bg-emerald-500/10 aria-pressed:text-emerald-700 dark:border-white/10 dark:text-slate-400 dark:aria-pressed:text-emerald-300"
          >
            {type === 'all'
              ? t('publicAccounts.all')
              : t(`publicAccounts.types.${type as (typeof ACCOUNT_TYPES)[number]}`)}
          </button>
        ))}
      </div>

      <section
        aria-label={t('publicAccounts.listLabel')}
        className="mt-4 overflow-hidden rounded-2xl border border-slate-200 bg-white dark:border-white/5 dark:bg-ink-900"
      >
        <div className="hidden grid-cols-[2fr_1fr_1fr_1fr_1fr] gap-4 border-b border-slate-100 px-5 py-3 text-[11px] font-semibold uppercase tracking-wider text-slate-500 sm:grid dark:border-white/5 dark:text-slate-400">
          {COLUMNS.map((column) => (
            <span key={column} className={column === 'account' ? '' : 'text-right'}>
              {t(`publicAccounts.columns.${column}`)}
            </span>
          ))}
        </div>
        <ul aria-hidden="true">
          {Array.from({ length: SKELETON_ROWS }, (_, row) => (
            <li
              key={row}
              className="grid grid-cols-[2fr_1fr] gap-4 border-b border-slate-100 px-5 py-4 last:border-0 sm:grid-cols-[2fr_1fr_1fr_1fr_1fr] dark:border-white/5"
            >
              <span className="flex items-center gap-3">
                <span className="size-8 animate-pulse rounded-full bg-slate-200 dark:bg-white/5" />
                <span className="h-3 w-32 animate-pulse rounded bg-slate-200 dark:bg-white/5" />
              </span>
              {[0, 1, 2, 3].map((cell) => (
                <span
                  key={cell}
                  className={`h-3 w-16 animate-pulse self-center justify-self-end rounded bg-slate-200 dark:bg-white/5 ${cell > 0 ? 'hidden sm:block' : ''}`}
                />
              ))}
            </li>
          ))}
        </ul>
        <p className="border-t border-slate-100 px-5 py-4 text-center text-sm text-slate-500 dark:border-white/5 dark:text-slate-400">
          {t('publicAccounts.placeholder')}
        </p>
      </section>
    </div>
  );
}
