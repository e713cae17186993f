import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { BrandMark } from '../../components/ui/brand-mark';

export function Footer() {
  const { t } = useTranslation();
  const year = new Date().getFullYear();
  return (
    <footer className="border-t border-slate-200 dark:border-white/5">
      <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-8 text-sm text-slate-500 sm:flex-row sm:items-center sm:justify-between sm:px-6 lg:px-8 dark:text-slate-400">
        <div className="flex items-center gap-2.5">
          <BrandMark className="size-6" />
          <span>{t('footer.tagline')}</span>
        </div>
        <div className="flex items-center gap-4">
          <Link
            to="/help"
            className="font-medium text-slate-600 hover:text-emerald-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-500 dark:text-slate-300 dark:hover:text-emerald-400"
          >
            {t('help.link')}
          </Link>
          <p>{t('footer.copyright', { year })}</p>
        </div>
      </div>
    </footer>
  );
}
