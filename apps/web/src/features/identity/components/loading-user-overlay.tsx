import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../components/ui/spinner';
import { useUserStore } from '../stores/user-store';

/** Full-screen while the session loads (spec §2), so nobody acts on a half-known user. */
export function LoadingUserOverlay() {
  const { t } = useTranslation();
  const loading = useUserStore((state) => state.loading);
  if (!loading) return null;
  return (
    <div
      role="status"
      aria-live="polite"
      aria-label={t('app.loadingUser')}
      className="fixed inset-0 z-[70] flex items-center justify-center bg-slate-950/60 backdrop-blur-sm"
    >
      <div className="flex items-center gap-3 rounded-2xl border border-white/10 bg-ink-900 px-6 py-4 text-sm font-medium text-slate-100 shadow-2xl">
        <Spinner className="size-5 text-emerald-400" />
        {t('app.loadingUser')}
      </div>
    </div>
  );
}
