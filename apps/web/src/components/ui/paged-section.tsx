import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Pagination } from './pagination';
import { Spinner } from './spinner';

/** One page of a paged list, as the API returns it. */
interface Page<T> {
  data: T[];
  pagination: { page: number; totalPages: number; total: number };
}

/**
 * The bordered block every paged list shares (users, activity, signals, copy trades, strategies,
 * deployments): optional column headers, then the loading, error or empty state or the page's
 * items, and the pagination footer once a page has loaded.
 */
export function PagedSection<T>({
  label,
  query,
  header,
  empty,
  className,
  renderList,
  onPageChange,
}: {
  /** Names the section and its pagination for screen readers. */
  label: string;
  query: {
    isPending: boolean;
    isError: boolean;
    error: Error | null;
    isFetching: boolean;
    data: Page<T> | undefined;
  };
  /** Column headers, shown above every state. */
  header?: ReactNode;
  /** What to say when the page holds no items. */
  empty: ReactNode;
  /** Spacing from what stands above (e.g. `mt-4`). */
  className?: string;
  /** The list (or table) for a page with items. */
  renderList: (items: T[]) => ReactNode;
  onPageChange: (page: number) => void;
}) {
  const { t } = useTranslation();
  const page = query.data;
  return (
    <section
      aria-label={label}
      aria-busy={query.isFetching || undefined}
      className={`${className ? `${className} ` : ''}overflow-hidden rounded-2xl border border-slate-200 bg-white dark:border-white/5 dark:bg-ink-900`}
    >
      {header}
      {query.isPending ? (
        <div role="status" aria-label={t('app.loadingPage')} className="flex justify-center py-16">
          <Spinner className="size-6 text-emerald-500" />
        </div>
      ) : query.isError ? (
        <p className="px-5 py-12 text-center text-sm text-rose-600 dark:text-rose-400">
          {query.error?.message}
        </p>
      ) : page && page.data.length > 0 ? (
        renderList(page.data)
      ) : (
        <p className="px-5 py-12 text-center text-sm text-slate-500 dark:text-slate-400">{empty}</p>
      )}
      {page ? (
        <div className="border-t border-slate-100 px-5 py-3 dark:border-white/5">
          <Pagination
            page={page.pagination.page}
            totalPages={page.pagination.totalPages}
            total={page.pagination.total}
            label={label}
            onPageChange={onPageChange}
          />
        </div>
      ) : null}
    </section>
  );
}
