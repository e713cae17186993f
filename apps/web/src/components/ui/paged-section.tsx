import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Pagination } from './pagination';
import { Spinner } from './spinner';

/** One page of a paged list, as the API returns it. */
interface Page<T> {
  data: T[];
  pagination: { page: number; totalPages: number; total: number };
}

interface PageStatesProps<T> {
  /** Names the list's pagination for screen readers (and, in PagedSection, the section). */
  label: string;
  query: {
    isPending: boolean;
    isError: boolean;
    error: Error | null;
    isFetching: boolean;
    data: Page<T> | undefined;
  };
  /** What to say when the page holds no items. */
  empty: ReactNode;
  /** The list (or table) for a page with items. */
  renderList: (items: T[]) => ReactNode;
  onPageChange: (page: number) => void;
}

/**
 * A paged list's states: loading, error, empty or the page's items, then the pagination footer
 * once a page has loaded. For a list inside a panel of its own (a toolbar, filters above it).
 */
export function PageStates<T>({
  label,
  query,
  empty,
  renderList,
  onPageChange,
}: PageStatesProps<T>) {
  const { t } = useTranslation();
  const page = query.data;
  return (
    <>
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
    </>
  );
}

/**
 * The bordered block every paged list page shares (users, activity, signals, copy trades,
 * strategies, deployments): optional column headers above the list's states.
 */
export function PagedSection<T>({
  header,
  className,
  ...states
}: PageStatesProps<T> & {
  /** Column headers, shown above every state. */
  header?: ReactNode;
  /** Spacing from what stands above (e.g. `mt-4`). */
  className?: string;
}) {
  return (
    <section
      aria-label={states.label}
      aria-busy={states.query.isFetching || undefined}
      className={`${className ? `${className} ` : ''}overflow-hidden rounded-2xl border border-slate-200 bg-white dark:border-white/5 dark:bg-ink-900`}
    >
      {header}
      <PageStates {...states} />
    </section>
  );
}
