import { useTranslation } from 'react-i18next';
import { BrandMark } from '../../components/ui/brand-mark';
import { Spinner } from '../../components/ui/spinner';

/** Full screen while the shared store is prepared at start-up (spec §2). */
export function StartupScreen() {
  const { t } = useTranslation();
  return (
    <div
      role="status"
      aria-label={t('app.starting')}
      className="fixed inset-0 z-[80] flex flex-col items-center justify-center gap-5 bg-slate-50 dark:bg-ink-950"
    >
      <BrandMark className="size-12 animate-pulse" />
      <Spinner className="size-6 text-emerald-500" />
    </div>
  );
}

/** Suspense fallback while a page chunk downloads. */
export function PageLoading() {
  const { t } = useTranslation();
  return (
    <div role="status" aria-label={t('app.loadingPage')} className="flex justify-center py-24">
      <Spinner className="size-6 text-emerald-500" />
    </div>
  );
}
