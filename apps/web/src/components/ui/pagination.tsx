import { useTranslation } from 'react-i18next';
import { ChevronLeftIcon, ChevronRightIcon } from './account-icons';

interface PaginationProps {
  page: number;
  totalPages: number;
  total: number;
  onPageChange: (page: number) => void;
  /** What the list holds, for the screen-reader name of the navigation. */
  label: string;
}

const pageButton =
  'inline-flex h-8 items-center gap-1 rounded-lg border border-slate-200 px-2.5 text-xs font-semibold text-slate-700 transition-colors hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-500 disabled:cursor-not-allowed disabled:opacity-50 disabled:hover:bg-transparent dark:border-white/10 dark:text-slate-200 dark:hover:bg-white/5';

/** Previous / next with "page n of m" (the API's `{ page, totalPages, total }`). */
export function Pagination({ page, totalPages, total, onPageChange, label }: PaginationProps) {
  const { t } = useTranslation();
  return (
    <nav
      aria-label={t('pagination.label', { what: label })}
      className="flex flex-wrap items-center justify-between gap-3 text-xs text-slate-500 dark:text-slate-400"
    >
      <p aria-live="polite">
        {t('pagination.summary', { page, totalPages: Math.max(1, totalPages), count: total })}
      </p>
      <div className="flex gap-2">
        <button
          type="button"
          className={pageButton}
          disabled={page <= 1}
          onClick={() => onPageChange(page - 1)}
        >
          <ChevronLeftIcon className="size-3.5" />
          {t('pagination.previous')}
        </button>
        <button
          type="button"
          className={pageButton}
          disabled={page >= totalPages}
          onClick={() => onPageChange(page + 1)}
        >
          {t('pagination.next')}
          <ChevronRightIcon className="size-3.5" />
        </button>
      </div>
    </nav>
  );
}
