import { useTranslation } from 'react-i18next';
import { EMPTY_VALUE, NOTIFICATION_EVENT_LABELS } from '@pulso/domain/core';
import type { NotificationDelivery } from '@pulso/domain/schemas';
import { useIntlLocale } from '../../../lib/intl-locale';

const STATUS_TONE: Record<NotificationDelivery['status'], string> = {
  pending: 'bg-amber-500/10 text-amber-700 dark:text-amber-300',
  sent: 'bg-emerald-500/10 text-emerald-700 dark:text-emerald-300',
  failed: 'bg-rose-500/10 text-rose-700 dark:text-rose-300',
};

const shortDateTime = { dateStyle: 'short', timeStyle: 'short' } as const;
const fullDateTime = { dateStyle: 'short', timeStyle: 'medium' } as const;

/** An event's name; one added on the server before the web knows it, as it is. */
export function eventLabel(event: string): string {
  return (NOTIFICATION_EVENT_LABELS as Record<string, string | undefined>)[event] ?? event;
}

// From sm up, a table. Below it, each row reflows into a small card (title and status, then
// date, channel, event and attempts, then the answer): seven columns do not fit a phone, and a
// table scrolled sideways would hide the status, the column that matters most.
const cell = 'max-sm:p-0 sm:px-3 sm:py-2.5';
const meta = 'max-sm:text-xs text-slate-600 dark:text-slate-300';
/** A label shown only in the phone card, where there is no header above the value. */
const phoneLabel = 'sm:hidden text-slate-500 dark:text-slate-400';

/** One page of deliveries; `highlightId` marks the row just asked for (a test message). */
export function DeliveryTable({
  deliveries,
  highlightId,
}: {
  deliveries: NotificationDelivery[];
  highlightId?: string | null;
}) {
  const { t } = useTranslation();
  const locale = useIntlLocale();
  const th = 'px-3 py-2.5 font-medium first:pl-4 last:pr-4';
  return (
    // relative: the phone's sr-only header (absolutely placed) cannot widen the page.
    <div className="relative sm:overflow-x-auto">
      <table className="w-full text-left text-sm max-sm:block sm:min-w-[40rem]">
        <thead className="bg-slate-50 text-xs uppercase tracking-wide text-slate-500 max-sm:sr-only dark:bg-white/[0.02] dark:text-slate-400">
          <tr>
            <th scope="col" className={th}>
              {t('notifications.log.columns.date')}
            </th>
            <th scope="col" className={th}>
              {t('notifications.log.columns.channel')}
            </th>
            <th scope="col" className={th}>
              {t('notifications.log.columns.event')}
            </th>
            <th scope="col" className={th}>
              {t('notifications.log.columns.title')}
            </th>
            <th scope="col" className={th}>
              {t('notifications.log.columns.status')}
            </th>
            <th scope="col" className={`${th} text-right`}>
              {t('notifications.log.columns.attempts')}
            </th>
            <th scope="col" className={th}>
              {t('notifications.log.columns.answer')}
            </th>
          </tr>
        </thead>
        <tbody className="max-sm:block">
          {deliveries.map((d) => {
            const created = new Date(d.createdAt);
            return (
              <tr
                key={d.id}
                data-delivery-id={d.id}
                aria-current={d.id === highlightId ? 'true' : undefined}
                className="border-t border-slate-100 align-top first:max-sm:border-t-0 aria-[current]:bg-emerald-500/[0.07] max-sm:flex max-sm:flex-wrap max-sm:items-baseline max-sm:gap-x-3 max-sm:gap-y-1 max-sm:px-4 max-sm:py-3 dark:border-white/5"
              >
                <td
                  className={`${cell} ${meta} whitespace-nowrap tabular-nums max-sm:order-3 sm:pl-4`}
                >
                  <time dateTime={d.createdAt} title={created.toLocaleString(locale, fullDateTime)}>
                    {created.toLocaleString(locale, shortDateTime)}
                  </time>
                </td>
                <td
                  className={`${cell} ${meta} max-sm:order-4 max-sm:font-medium sm:max-w-[9rem] sm:break-words`}
                >
                  {d.channelName}
                </td>
                <td className={`${cell} ${meta} max-sm:order-5`}>{eventLabel(d.event)}</td>
                <td
                  className={`${cell} min-w-0 max-sm:order-1 max-sm:grow max-sm:basis-1/2 sm:max-w-[14rem]`}
                >
                  <p
                    className="break-words font-medium text-slate-900 dark:text-white"
                    title={d.text || undefined}
                  >
                    {d.title}
                  </p>
                  {d.count > 1 ? (
                    <p className="text-xs text-slate-500 dark:text-slate-400">
                      {t('notifications.log.grouped', { events: d.count })}
                    </p>
                  ) : null}
                </td>
                <td className={`${cell} max-sm:order-2 max-sm:text-right sm:whitespace-nowrap`}>
                  <span
                    className={`inline-flex rounded-full px-2 py-0.5 text-[11px] font-semibold ${STATUS_TONE[d.status]}`}
                  >
                    {t(`notifications.log.statuses.${d.status}`)}
                  </span>
                  {d.status === 'pending' && d.nextAttemptAt ? (
                    <p className="mt-1 text-xs text-slate-500 dark:text-slate-400">
                      {t('notifications.log.nextAttempt', {
                        when: new Date(d.nextAttemptAt).toLocaleTimeString(locale),
                      })}
                    </p>
                  ) : null}
                </td>
                <td className={`${cell} ${meta} tabular-nums max-sm:order-6 sm:text-right`}>
                  <span className={phoneLabel}>{t('notifications.log.columns.attempts')}: </span>
                  {d.attempts}
                </td>
                <td
                  className={`${cell} font-mono text-xs text-slate-600 max-sm:order-7 max-sm:basis-full sm:max-w-[11rem] sm:break-words sm:pr-4 dark:text-slate-300`}
                >
                  <span className={`${phoneLabel} font-sans`}>
                    {t('notifications.log.columns.answer')}:{' '}
                  </span>
                  {d.lastAnswer ?? EMPTY_VALUE}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
