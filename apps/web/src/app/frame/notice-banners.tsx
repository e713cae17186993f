import { useTranslation } from 'react-i18next';
import { CloseIcon } from '../../components/ui/icons';
import { useNoticeStore } from '../../lib/notices';

const TONE = {
  error:
    'border-rose-200 bg-rose-50 text-rose-800 dark:border-rose-500/20 dark:bg-rose-500/10 dark:text-rose-200',
  info: 'border-sky-200 bg-sky-50 text-sky-800 dark:border-sky-500/20 dark:bg-sky-500/10 dark:text-sky-200',
} as const;

/**
 * The long-lived messages (lib/notices.ts useNoticeStore) as banners under the navigation: in
 * the page's flow, so they push the page down instead of covering a button, each with its close.
 */
export function NoticeBanners() {
  const { t } = useTranslation();
  const notices = useNoticeStore((state) => state.notices);
  const dismiss = useNoticeStore((state) => state.dismiss);
  if (notices.length === 0) return null;
  return (
    <section
      aria-label={t('notices.label')}
      className="mx-auto w-full max-w-7xl px-4 pt-4 sm:px-6 lg:px-8"
    >
      <ul className="flex flex-col gap-2">
        {notices.map((notice) => (
          <li
            key={notice.id}
            role={notice.tone === 'error' ? 'alert' : 'status'}
            data-testid="notice-banner"
            className={`flex items-start gap-3 rounded-xl border px-4 py-3 text-sm ${TONE[notice.tone]}`}
          >
            <p className="min-w-0 flex-1 break-words">{notice.message}</p>
            <button
              type="button"
              onClick={() => dismiss(notice.id)}
              aria-label={t('notices.dismiss')}
              className="-m-1 inline-flex size-7 shrink-0 items-center justify-center rounded-lg hover:bg-black/5 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-500 dark:hover:bg-white/10"
            >
              <CloseIcon className="size-4" />
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
