import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CopyLedger, CopyOutcome } from '@pulso/domain/schemas';
import { PAGE_SIZES, formatNumber } from '@pulso/domain/core';
import { CopyIcon } from '../../../components/ui/icons';
import { Pagination } from '../../../components/ui/pagination';
import { SectionCard } from '../../../components/ui/section-card';
import { Spinner } from '../../../components/ui/spinner';
import { useIntlLocale } from '../../../lib/intl-locale';
import { useCopyLedger } from '../api/get-copy-ledger';
import { CopyLedgerTable } from './copy-ledger-table';

// The domain's COPY_OUTCOMES lives beside its zod schemas: listed here so the page needs no zod.
const OUTCOMES = [
  'copied',
  'scaled',
  'skipped',
  'failed',
] as const satisfies readonly CopyOutcome[];

function Counts({ counts }: { counts: CopyLedger['counts'] }) {
  const { t } = useTranslation();
  const locale = useIntlLocale();
  return (
    <dl
      aria-label={t('copyLedger.countsLabel')}
      className="mx-5 mb-4 grid grid-cols-2 gap-2 sm:mx-6 sm:grid-cols-4"
    >
      {OUTCOMES.map((outcome) => (
        <div
          key={outcome}
          data-outcome={outcome}
          className="rounded-xl border border-slate-200 px-3 py-2 dark:border-white/10"
        >
          <dt className="text-xs text-slate-500 dark:text-slate-400">
            {t(`copyLedger.counts.${outcome}`)}
          </dt>
          <dd className="mt-0.5 text-lg font-semibold tabular-nums text-slate-900 dark:text-white">
            {formatNumber(counts[outcome], 0, locale)}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * Copias recibidas (the owner's or an admin's view of a receiving account): for every trade of
 * an emitter it copies, whether the copy went through whole, reduced, skipped or failed, and
 * why. Paged, newest first; refetches on the live `copies.changed` event of this account.
 */
export function CopyLedgerCard({ accountId }: { accountId: string }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const ledger = useCopyLedger(accountId, { page, limit: PAGE_SIZES.default });
  const total = ledger.data ? Object.values(ledger.data.counts).reduce((sum, n) => sum + n, 0) : 0;

  return (
    <SectionCard
      title={t('copyLedger.title')}
      description={t('copyLedger.description')}
      icon={<CopyIcon className="size-5" />}
    >
      <div aria-busy={ledger.isFetching || undefined} className="-mx-5 sm:-mx-6">
        {ledger.isPending ? (
          <div role="status" aria-label={t('app.loadingPage')} className="flex justify-center py-4">
            <Spinner className="size-5 text-emerald-500" />
          </div>
        ) : ledger.isError ? (
          <p role="alert" className="px-5 text-sm text-rose-600 sm:px-6 dark:text-rose-400">
            {ledger.error.message || t('copyLedger.loadFailed')}
          </p>
        ) : (
          <>
            {total > 0 ? <Counts counts={ledger.data.counts} /> : null}
            {ledger.data.items.length === 0 ? (
              <p className="mx-5 rounded-xl border border-dashed border-slate-300 px-4 py-6 text-center text-sm text-slate-500 sm:mx-6 dark:border-white/10 dark:text-slate-400">
                {t('copyLedger.empty')}
              </p>
            ) : (
              <CopyLedgerTable rows={ledger.data.items} />
            )}
            {ledger.data.pagination.totalPages > 1 ? (
              <div className="mt-3 border-t border-slate-100 px-5 pt-3 sm:px-6 dark:border-white/5">
                <Pagination
                  page={ledger.data.pagination.page}
                  totalPages={ledger.data.pagination.totalPages}
                  total={ledger.data.pagination.total}
                  label={t('copyLedger.title')}
                  onPageChange={setPage}
                />
              </div>
            ) : null}
          </>
        )}
      </div>
    </SectionCard>
  );
}
