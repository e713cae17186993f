import { useTranslation } from 'react-i18next';
import { WarningIcon } from '../../components/ui/icons';

/** A page that failed to render (often a chunk gone after a deploy): offer a reload. */
export function RouteError() {
  const { t } = useTranslation();
  return (
    <div
      role="alert"
      className="mx-auto flex max-w-md flex-col items-center px-4 py-24 text-center"
    >
      <span className="mb-4 inline-flex size-12 items-center justify-center rounded-full bg-amber-500/10 text-amber-500">
        <WarningIcon className="size-6" />
      </span>
      <h1 className="text-xl font-semibold text-slate-900 dark:text-white">
        {t('routeError.title')}
      </h1>
      <p className="mt-2 text-sm text-slate-500 dark:text-slate-400">{t('routeError.body')}</p>
      <button
        type="button"
        onClick={() => window.location.reload()}
        className="mt-6 rounded-lg bg-emerald-500 px-4 py-2 text-sm font-semibold text-ink-950 hover:bg-emerald-400 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-500"
      >
        {t('routeError.reload')}
      </button>
    </div>
  );
}
