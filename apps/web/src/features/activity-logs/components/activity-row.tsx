import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { relativeTime } from '@pulso/domain/core';
import type { ActivityLog } from '@pulso/domain/schemas';
import { ChevronDownIcon } from '../../../components/ui/icons';

const SCOPE_TONES: Record<ActivityLog['scope'], string> = {
  user: 'bg-sky-500/10 text-sky-700 dark:text-sky-300',
  backoffice: 'bg-violet-500/10 text-violet-700 dark:text-violet-300',
  system: 'bg-slate-500/10 text-slate-600 dark:text-slate-300',
};

/** One entry; its details (JSON) open below it. */
export function ActivityRow({ entry }: { entry: ActivityLog }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language === 'en' ? 'en' : 'es';
  const [open, setOpen] = useState(false);
  const detailsId = useId();
  const at = new Date(entry.createdAt);
  const hasDetails = Object.keys(entry.details).length > 0;

  return (
    <li className="px-4 py-3 md:px-5">
      <div className="grid gap-2 md:grid-cols-[9.5rem_6.5rem_minmax(0,1.3fr)_minmax(0,1.2fr)_minmax(0,1.2fr)_auto] md:items-center md:gap-4">
        <time
          dateTime={entry.createdAt}
          title={at.toLocaleString(locale)}
          className="text-xs text-slate-500 tabular-nums dark:text-slate-400"
        >
          <span className="block font-medium text-slate-700 dark:text-slate-200">
            {at.toLocaleString(locale, { dateStyle: 'short', timeStyle: 'medium' })}
          </span>
          {relativeTime(at, new Date(), locale)}
        </time>
        <span>
          <span
            className={`inline-flex rounded-full px-2 py-0.5 text-[11px] font-semibold ${SCOPE_TONES[entry.scope]}`}
          >
            {t(`admin.activity.scopes.${entry.scope}`)}
          </span>
        </span>
        <code className="truncate font-mono text-xs font-semibold text-slate-900 dark:text-white">
          {entry.action}
        </code>
        <span className="min-w-0 truncate text-xs text-slate-600 dark:text-slate-300">
          <span className="font-mono">{entry.entityType}</span>
          {entry.entityId ? (
            <span className="font-mono text-slate-400"> · {entry.entityId}</span>
          ) : null}
        </span>
        <span className="min-w-0 truncate text-xs text-slate-600 dark:text-slate-300">
          {entry.actorEmail ?? (entry.actorId ? entry.actorId : t('admin.activity.noActor'))}
          {entry.ip ? <span className="block font-mono text-slate-400">{entry.ip}</span> : null}
        </span>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={detailsId}
          disabled={!hasDetails}
          onClick={() => setOpen((value) => !value)}
          className="inline-flex items-center gap-1 justify-self-start rounded-lg px-2 py-1 text-xs font-semibold text-emerald-700 hover:bg-emerald-500/10 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-500 disabled:cursor-default disabled:text-slate-400 disabled:hover:bg-transparent md:justify-self-end dark:text-emerald-300"
        >
          {hasDetails ? t('admin.activity.details') : t('admin.activity.noDetails')}
          {hasDetails ? (
            <ChevronDownIcon
              className={`size-3.5 transition-transform ${open ? 'rotate-180' : ''}`}
            />
          ) : null}
        </button>
      </div>
      <pre
        id={detailsId}
        hidden={!open}
        className="mt-3 max-h-80 overflow-auto rounded-xl bg-slate-950 p-4 font-mono text-xs leading-relaxed text-emerald-100"
      >
        {open ? JSON.stringify(entry.details, null, 2) : null}
      </pre>
    </li>
  );
}
