import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';

export default function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto flex max-w-md flex-col items-center px-4 py-28 text-center">
      <p className="font-mono text-6xl font-bold text-emerald-500">{t('notFound.code')}</p>
      <h1 className="mt-4 text-2xl font-semibold text-slate-900 dark:text-white">
        {t('notFound.title')}
      </h1>
      <p className="mt-2 text-sm text-slate-500 dark:text-slate-400">{t('notFound.body')}</p>
      <Link
        to="/"
        className="mt-8 rounded-lg bg-emerald-500 px-4 py-2 text-sm font-semibold text-ink-950 hover:bg-emerald-400 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-500"
      >
        {t('notFound.back')}
      </Link>
    </div>
  );
}
