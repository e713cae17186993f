import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useWaitingOrders } from '../api/pending-orders';
import { PendingOrderItem } from './pending-orders-list';

/**
 * Mis Cuentas' approval queue (issue 37): every order waiting for the user's approval across
 * their accounts, soonest to expire first, each under its account's name, decided here as on
 * the account's card. Nothing waits: nothing shows.
 */
export function WaitingOrdersPanel() {
  const { t } = useTranslation();
  const waiting = useWaitingOrders();
  const orders = waiting.data ?? [];
  if (orders.length === 0) return null;
  return (
    <section
      aria-labelledby="waiting-orders-title"
      className="mt-6 rounded-2xl border border-amber-500/30 bg-amber-500/5 p-4"
    >
      <h2
        id="waiting-orders-title"
        className="text-sm font-semibold text-slate-900 dark:text-white"
      >
        {t('entriesPause.approvals.waiting', { count: orders.length })}
      </h2>
      <ul className="mt-3 grid gap-2 md:grid-cols-2">
        {orders.map((order) => (
          <PendingOrderItem
            key={order.id}
            accountId={order.accountId}
            order={order}
            heading={
              <Link
                to={`/accounts/${order.accountId}`}
                className="text-xs font-semibold text-emerald-700 hover:underline dark:text-emerald-400"
              >
                {order.accountName}
              </Link>
            }
          />
        ))}
      </ul>
    </section>
  );
}
