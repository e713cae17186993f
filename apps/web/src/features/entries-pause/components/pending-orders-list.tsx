import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import type { PendingOrder } from '@pulso/domain/schemas';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { parseDecimalInput } from '../../../lib/decimal-input';
import { useIntlLocale } from '../../../lib/intl-locale';
import { useDecidePendingOrder, usePendingOrders } from '../api/pending-orders';

const STATE_STYLES: Record<PendingOrder['state'], string> = {
  pending: 'bg-amber-500/10 text-amber-800 dark:text-amber-200',
  approved: 'bg-emerald-500/10 text-emerald-700 dark:text-emerald-300',
  rejected: 'bg-slate-500/10 text-slate-600 dark:text-slate-300',
  expired: 'bg-slate-500/10 text-slate-600 dark:text-slate-300',
};

/**
 * Órdenes pendientes de aprobación (the account card, under its limits): what the account held
 * for its owner, newest first, live. A pending one is approved as held or with another quantity,
 * or rejected, until it expires; the server refuses a second decision or a late one, and the
 * list then shows what holds.
 */
export function PendingOrdersList({ accountId }: { accountId: string }) {
  const { t } = useTranslation();
  const orders = usePendingOrders(accountId);
  if (!orders.data || orders.data.length === 0) return null;
  return (
    <section
      aria-label={t('entriesPause.approvals.title')}
      className="flex flex-col gap-2 border-t border-slate-100 pt-3 dark:border-white/5"
    >
      <h3 className="text-sm font-semibold text-slate-900 dark:text-white">
        {t('entriesPause.approvals.title')}
      </h3>
      <ul className="flex flex-col gap-2">
        {orders.data.map((order) => (
          <PendingOrderItem key={order.id} accountId={accountId} order={order} />
        ))}
      </ul>
    </section>
  );
}

/** One held order, with its decision while it is pending (also in Mis Cuentas' waiting list). */
export function PendingOrderItem({
  accountId,
  order,
  heading,
}: {
  accountId: string;
  order: PendingOrder;
  /** Above the order: its account, where orders of several are listed together. */
  heading?: ReactNode;
}) {
  const { t } = useTranslation();
  const locale = useIntlLocale();
  const decide = useDecidePendingOrder(accountId);
  const [quantity, setQuantity] = useState('');
  const number = (text: string) =>
    Number(text).toLocaleString(locale, { maximumFractionDigits: 8 });
  const time = (iso: string) =>
    new Date(iso).toLocaleString(locale, { dateStyle: 'short', timeStyle: 'short' });

  const run = (decision: 'approve' | 'reject') => {
    const typed = quantity.trim();
    const contracts = typed === '' ? undefined : (parseDecimalInput(typed, locale) ?? typed);
    decide.mutate(
      { id: order.id, decision, ...(contracts ? { contracts } : {}) },
      {
        onSuccess: () =>
          toast.success(
            t(
              decision === 'approve'
                ? 'entriesPause.approvals.approved'
                : 'entriesPause.approvals.rejected',
            ),
          ),
      },
    );
  };

  return (
    <li className="flex flex-col gap-2 rounded-xl border border-slate-200 p-3 text-sm dark:border-white/10">
      {heading}
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="font-medium tabular-nums text-slate-900 dark:text-white">
          {t('entriesPause.approvals.order', {
            side: t(`entriesPause.approvals.sides.${order.side}`),
            contracts: number(order.contracts),
            symbol: order.symbol,
            price: number(order.close),
          })}
        </span>
        <span
          className={`rounded-full px-2 py-0.5 text-xs font-semibold ${STATE_STYLES[order.state]}`}
        >
          {t(`entriesPause.approvals.states.${order.state}`)}
        </span>
      </div>
      <p className="text-xs text-slate-500 dark:text-slate-400">
        {order.state === 'pending'
          ? t('entriesPause.approvals.expires', { at: time(order.expiresAt) })
          : t('entriesPause.approvals.received', { at: time(order.createdAt) })}
      </p>
      {order.state === 'pending' ? (
        <div className="flex flex-wrap items-end gap-2">
          <TextField
            compact
            className="w-32"
            label={t('entriesPause.approvals.quantity')}
            inputMode="decimal"
            autoComplete="off"
            placeholder={number(order.contracts)}
            value={quantity}
            onChange={(e) => setQuantity(e.target.value)}
          />
          <Button size="sm" busy={decide.isPending} onClick={() => run('approve')}>
            {t('entriesPause.approvals.approve')}
          </Button>
          <Button
            size="sm"
            variant="secondary"
            disabled={decide.isPending}
            onClick={() => run('reject')}
          >
            {t('entriesPause.approvals.reject')}
          </Button>
        </div>
      ) : null}
    </li>
  );
}
