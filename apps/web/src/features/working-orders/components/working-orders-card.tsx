import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import type { WorkingOrderView } from '@pulso/domain/schemas';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/dialog';
import { ListIcon } from '../../../components/ui/icons';
import { SectionCard } from '../../../components/ui/section-card';
import { Spinner } from '../../../components/ui/spinner';
import { useIntlLocale } from '../../../lib/intl-locale';
import { useCancelWorkingOrder } from '../api/cancel-working-order';
import { useCancelWorkingOrders } from '../api/cancel-working-orders';
import { useWorkingOrders } from '../api/get-working-orders';
import { useOrderPrice } from '../hooks/use-order-price';
import { formatOrderDecimal } from '../lib/order-format';
import { WorkingOrdersTable } from './working-orders-table';

/**
 * Órdenes abiertas (the owner's or an admin's view of an account): the limit and stop orders
 * waiting for their price and a position's protection, each cancelled after a confirmation, or
 * all at once. The list refetches on the live `orders.changed` and `trade.recorded` events.
 */
export function WorkingOrdersCard({ accountId }: { accountId: string }) {
  const { t } = useTranslation();
  const locale = useIntlLocale();
  const priceOf = useOrderPrice();
  const orders = useWorkingOrders(accountId);
  const cancelOne = useCancelWorkingOrder(accountId);
  const cancelAll = useCancelWorkingOrders(accountId);
  const [asking, setAsking] = useState<WorkingOrderView | null>(null);
  const [askingAll, setAskingAll] = useState(false);
  const list = orders.data ?? [];

  // A refusal (the order already left, the server's message) is a toast from the API client.
  const confirmOne = async () => {
    if (!asking) return;
    const done = await cancelOne.mutateAsync(asking.id).catch(() => null);
    setAsking(null);
    if (done) toast.success(t('workingOrders.cancelled'));
  };
  const confirmAll = async () => {
    const done = await cancelAll.mutateAsync().catch(() => null);
    setAskingAll(false);
    if (done) toast.success(t('workingOrders.cancelledAll', { count: done.cancelled }));
  };
  const cancelMessage = (order: WorkingOrderView) =>
    t('workingOrders.cancelMessage', {
      kind: t(`workingOrders.kinds.${order.kind}`),
      side: t(`workingOrders.sides.${order.side}`).toLowerCase(),
      quantity: formatOrderDecimal(order.quantity, locale),
      symbol: order.symbol,
      price: priceOf(order),
    });

  return (
    <SectionCard
      title={t('workingOrders.title')}
      description={t('workingOrders.description')}
      icon={<ListIcon className="size-5" />}
      actions={
        list.length > 0 ? (
          <Button variant="secondary" size="sm" onClick={() => setAskingAll(true)}>
            {t('workingOrders.cancelAll')}
          </Button>
        ) : null
      }
    >
      <div aria-busy={orders.isFetching || undefined} className="-mx-5 sm:-mx-6">
        {orders.isPending ? (
          <div role="status" aria-label={t('app.loadingPage')} className="flex justify-center py-4">
            <Spinner className="size-5 text-emerald-500" />
          </div>
        ) : orders.isError ? (
          <p role="alert" className="px-5 text-sm text-rose-600 sm:px-6 dark:text-rose-400">
            {orders.error.message || t('workingOrders.loadFailed')}
          </p>
        ) : list.length === 0 ? (
          <p className="mx-5 rounded-xl border border-dashed border-slate-300 px-4 py-6 text-center text-sm text-slate-500 sm:mx-6 dark:border-white/10 dark:text-slate-400">
            {t('workingOrders.empty')}
          </p>
        ) : (
          <WorkingOrdersTable orders={list} onCancel={setAsking} />
        )}
      </div>
      <ConfirmDialog
        open={asking !== null}
        title={t('workingOrders.cancelTitle')}
        message={asking ? cancelMessage(asking) : ''}
        confirmLabel={t('workingOrders.cancelConfirm')}
        busy={cancelOne.isPending}
        onConfirm={() => void confirmOne()}
        onCancel={() => setAsking(null)}
      />
      <ConfirmDialog
        open={askingAll}
        title={t('workingOrders.cancelAllTitle')}
        message={t('workingOrders.cancelAllMessage', { count: list.length })}
        confirmLabel={t('workingOrders.cancelAllConfirm')}
        busy={cancelAll.isPending}
        onConfirm={() => void confirmAll()}
        onCancel={() => setAskingAll(false)}
      />
    </SectionCard>
  );
}
