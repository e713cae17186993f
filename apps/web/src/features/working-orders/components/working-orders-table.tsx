import { useTranslation } from 'react-i18next';
import type { WorkingOrderView } from '@pulso/domain/schemas';
import { useIntlLocale } from '../../../lib/intl-locale';
import { useOrderPrice } from '../hooks/use-order-price';
import { formatOrderDecimal, groupNumbers } from '../lib/order-format';

const shortDateTime = { dateStyle: 'short', timeStyle: 'short' } as const;

const SIDE_TONE: Record<WorkingOrderView['side'], string> = {
  buy: 'bg-emerald-500/10 text-emerald-700 dark:text-emerald-300',
  sell: 'bg-rose-500/10 text-rose-700 dark:text-rose-300',
};

// From sm up, a table. Below it (a 390 px phone), each order reflows into a small card: its type,
// side and symbol with the status, then quantity and price, then group, dates and "Cancelar".
const cell = 'max-sm:p-0 sm:px-3 sm:py-2.5';
const meta = 'max-sm:text-xs text-slate-600 dark:text-slate-300';
/** A label shown only in the phone card, where there is no header above the value. */
const phoneLabel = 'sm:hidden text-slate-500 dark:text-slate-400';

/** The account's open and triggered orders; `onCancel` asks before cancelling one. */
export function WorkingOrdersTable({
  orders,
  onCancel,
}: {
  orders: WorkingOrderView[];
  onCancel: (order: WorkingOrderView) => void;
}) {
  const { t } = useTranslation();
  const locale = useIntlLocale();
  const priceOf = useOrderPrice();
  const groups = groupNumbers(orders);
  const th = 'px-3 py-2.5 font-medium first:pl-4 last:pr-4';
  const date = (iso: string) => new Date(iso).toLocaleString(locale, shortDateTime);

  return (
    // relative: the phone's sr-only header (absolutely placed) cannot widen the page.
    <div className="relative sm:overflow-x-auto">
      <table
        aria-label={t('workingOrders.listLabel')}
        className="w-full text-left text-sm max-sm:block sm:min-w-[56rem]"
      >
        <thead className="bg-slate-50 text-xs uppercase tracking-wide text-slate-500 max-sm:sr-only dark:bg-white/[0.02] dark:text-slate-400">
          <tr>
            {(['kind', 'side', 'symbol'] as const).map((key) => (
              <th key={key} scope="col" className={th}>
                {t(`workingOrders.columns.${key}`)}
              </th>
            ))}
            {(['quantity', 'price'] as const).map((key) => (
              <th key={key} scope="col" className={`${th} text-right`}>
                {t(`workingOrders.columns.${key}`)}
              </th>
            ))}
            {(['group', 'status', 'createdAt', 'expiresAt'] as const).map((key) => (
              <th key={key} scope="col" className={th}>
                {t(`workingOrders.columns.${key}`)}
              </th>
            ))}
            <th scope="col" className={`${th} text-right`}>
              <span className="sr-only">{t('workingOrders.columns.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody className="max-sm:block">
          {orders.map((order) => {
            const kind = t(`workingOrders.kinds.${order.kind}`);
            const side = t(`workingOrders.sides.${order.side}`);
            const quantity = formatOrderDecimal(order.quantity, locale);
            const group = order.group === null ? undefined : groups.get(order.group);
            return (
              <tr
                key={order.id}
                data-order-id={order.id}
                className="border-t border-slate-100 align-top first:max-sm:border-t-0 max-sm:flex max-sm:flex-wrap max-sm:items-baseline max-sm:gap-x-3 max-sm:gap-y-1 max-sm:px-4 max-sm:py-3 dark:border-white/5"
              >
                <td
                  className={`${cell} whitespace-nowrap font-medium text-slate-900 max-sm:order-1 sm:pl-4 dark:text-white`}
                >
                  {kind}
                </td>
                <td className={`${cell} max-sm:order-1`}>
                  <span
                    className={`inline-flex rounded-full px-2 py-0.5 text-[11px] font-semibold ${SIDE_TONE[order.side]}`}
                  >
                    {side}
                  </span>
                </td>
                <td
                  className={`${cell} font-medium text-slate-900 max-sm:order-1 max-sm:grow dark:text-white`}
                >
                  {order.symbol}
                </td>
                <td
                  className={`${cell} ${meta} whitespace-nowrap tabular-nums max-sm:order-3 sm:text-right`}
                >
                  <span className={phoneLabel}>{t('workingOrders.columns.quantity')}: </span>
                  {quantity}
                </td>
                <td className={`${cell} ${meta} tabular-nums max-sm:order-3 sm:text-right`}>
                  <span className={phoneLabel}>{t('workingOrders.columns.price')}: </span>
                  {priceOf(order)}
                </td>
                <td className={`${cell} ${meta} whitespace-nowrap max-sm:order-4`}>
                  {group !== undefined ? (
                    <span
                      title={t('workingOrders.groupTitle', { id: order.group })}
                      className="inline-flex rounded-full bg-sky-500/10 px-2 py-0.5 text-[11px] font-semibold text-sky-700 dark:text-sky-300"
                    >
                      {t('workingOrders.group', { number: group })}
                    </span>
                  ) : null}
                  {order.breakeven ? (
                    <span
                      title={t('workingOrders.breakevenTitle')}
                      className="ml-1.5 text-xs font-medium text-amber-700 dark:text-amber-300"
                    >
                      {t('workingOrders.breakeven')}
                    </span>
                  ) : null}
                </td>
                <td className={`${cell} whitespace-nowrap max-sm:order-2 max-sm:text-right`}>
                  <span
                    className={`inline-flex rounded-full px-2 py-0.5 text-[11px] font-semibold ${
                      order.status === 'triggered'
                        ? 'bg-amber-500/10 text-amber-700 dark:text-amber-300'
                        : 'bg-slate-500/10 text-slate-700 dark:text-slate-300'
                    }`}
                  >
                    {t(`workingOrders.statuses.${order.status}`)}
                  </span>
                </td>
                <td className={`${cell} ${meta} whitespace-nowrap tabular-nums max-sm:order-5`}>
                  <span className={phoneLabel}>{t('workingOrders.columns.createdAt')}: </span>
                  <time dateTime={order.createdAt}>{date(order.createdAt)}</time>
                </td>
                <td className={`${cell} ${meta} whitespace-nowrap tabular-nums max-sm:order-5`}>
                  <span className={phoneLabel}>{t('workingOrders.columns.expiresAt')}: </span>
                  {order.expiresAt ? (
                    <time dateTime={order.expiresAt}>{date(order.expiresAt)}</time>
                  ) : (
                    t('workingOrders.never')
                  )}
                </td>
                <td className={`${cell} max-sm:order-6 max-sm:ml-auto sm:pr-4 sm:text-right`}>
                  <button
                    type="button"
                    onClick={() => onCancel(order)}
                    aria-label={t('workingOrders.cancelLabel', {
                      kind,
                      side: side.toLowerCase(),
                      quantity,
                      symbol: order.symbol,
                    })}
                    className="rounded px-2 py-1 text-xs text-rose-600 hover:bg-rose-500/10 focus-visible:outline-2 focus-visible:outline-rose-500 dark:text-rose-400"
                  >
                    {t('workingOrders.cancel')}
                  </button>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
