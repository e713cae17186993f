import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BrandMark } from '../../components/ui/brand-mark';
import { Spinner } from '../../components/ui/spinner';
import { completePopupCallback, CALLBACK_PATH } from '../../features/identity';

// The popup lands here with the provider's answer. main.tsx preloads this chunk for this path,
// so the answer goes back to the opener as soon as the chunk is in, without waiting for the
// app's start-up; the opener then closes this window.
if (window.location.pathname === CALLBACK_PATH) {
  void completePopupCallback().catch((error: unknown) => console.error(error));
}

/** Give the opener a moment to close the window; after that, say what to do. */
const STUCK_AFTER_MS = 4000;

export default function AuthCallbackPage() {
  const { t } = useTranslation();
  const [stuck, setStuck] = useState(false);

  useEffect(() => {
    void completePopupCallback().catch(() => setStuck(true));
    const timer = setTimeout(() => setStuck(true), STUCK_AFTER_MS);
    return () => clearTimeout(timer);
  }, []);

  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-5 bg-slate-50 px-6 text-center dark:bg-ink-950">
      <BrandMark className="size-12" />
      {stuck ? (
        <div role="status" className="max-w-xs space-y-3">
          <h1 className="text-lg font-semibold text-slate-900 dark:text-white">
            {t('auth.callback.stuckTitle')}
          </h1>
          <p className="text-sm text-slate-500 dark:text-slate-400">
            {t('auth.callback.stuckBody')}
          </p>
          <a
            href="/"
            className="inline-flex rounded-lg bg-emerald-500 px-4 py-2 text-sm font-semibold text-ink-950 hover:bg-emerald-400 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-500"
          >
            {t('auth.callback.home')}
          </a>
        </div>
      ) : (
        <div
          role="status"
          className="flex items-center gap-3 text-sm text-slate-600 dark:text-slate-300"
        >
          <Spinner className="size-5 text-emerald-500" />
          {t('auth.callback.completing')}
        </div>
      )}
    </main>
  );
}
