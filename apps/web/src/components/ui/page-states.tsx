import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from './spinner';

/** A page's spinner while what it shows is on its way. */
export function PageLoading({ className = 'py-24' }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <div
      role="status"
      aria-label={t('app.loadingPage')}
      className={`flex justify-center ${className}`}
    >
      <Spinner className="size-6 text-emerald-500" />
    </div>
  );
}

/** A page whose subject is not there (gone, private or someone else's), with the way back. */
export function PageNotFound({
  title,
  body,
  action,
  className = 'py-24',
}: {
  title: string;
  body: string;
  action: ReactNode;
  className?: string;
}) {
  return (
    <div
      className={`mx-auto flex max-w-md flex-col items-center gap-4 px-4 text-center ${className}`}
    >
      <h1 className="text-xl font-semibold text-slate-900 dark:text-white">{title}</h1>
      <p className="text-sm text-slate-500 dark:text-slate-400">{body}</p>
      {action}
    </div>
  );
}
