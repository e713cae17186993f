import type { QueryKey } from '@tanstack/react-query';
import type { LiveEventPayloads, LiveEventType } from '@pulso/domain/core';
import { accountListsKeys } from '../../features/account-lists/keys';
import { accountsKeys } from '../../features/accounts/keys';
import { activityLogsKeys } from '../../features/activity-logs/keys';
import { analyticsKeys } from '../../features/analytics/keys';
import { copyLedgerKeys } from '../../features/copy-ledger/keys';
import { copyTradesKeys } from '../../features/copy-trades/keys';
import { entriesPauseKeys } from '../../features/entries-pause/keys';
import { receiverLogsKeys } from '../../features/receiver-logs/keys';
import { reviewKeys } from '../../features/review/keys';
import { deploymentsKeys, strategiesKeys } from '../../features/strategies/keys';
import { tradesKeys } from '../../features/trades/keys';
import { workingOrdersKeys } from '../../features/working-orders/keys';

type Keys = { [T in LiveEventType]: (data: LiveEventPayloads[T]) => QueryKey[] };

/**
 * What each live event makes stale: the query keys of the screens that show it, and no others.
 * (The app composes the features, so the one table that knows all their keys lives here.)
 * Public accounts share the `accounts` namespace, so visitors' pages refresh with the rest.
 */
const KEYS: Keys = {
  'signal.accepted': (d) => [tradesKeys.signal(d.signalId)],
  'signal.step': (d) => [tradesKeys.signal(d.signalId)],
  'signal.done': (d) => [tradesKeys.signal(d.signalId)],
  'signal.failed': (d) => [tradesKeys.signal(d.signalId)],
  // Tables (account, user, all trades) and the candle chart's markers; a fill also moves the
  // account's working orders (a filled stop cancels the rest of its group).
  // A trade moves the day's realized PnL the daily loss limit shows.
  'trade.recorded': (d) => [
    tradesKeys.all,
    workingOrdersKeys.account(d.accountId),
    entriesPauseKeys.riskLimits(d.accountId),
  ],
  // KPIs, charts, the trade review and the accounts' cards (which show each account's figures).
  // Sent for every trade written, bulk or not (trade.recorded is not sent for bulk writes).
  'analytics.changed': () => [analyticsKeys.all, reviewKeys.all, accountsKeys.all],
  // The copy's own trade arrives as trade.recorded.
  'copy.emitted': () => [],
  // The account's open orders card.
  'orders.changed': (d) => [workingOrdersKeys.account(d.accountId)],
  // The receiving account's copy ledger (every page of it).
  // A copy's row, or a link its stop-copy rule stopped (the copy trades page says why).
  'copies.changed': (d) => [copyLedgerKeys.account(d.accountId), copyTradesKeys.all],
  // The account's orders held for approval.
  'approvals.changed': (d) => [
    entriesPauseKeys.pendingOrders(d.accountId),
    entriesPauseKeys.waitingOrders(),
  ],
  // An account's switch and limits move with it: a watch pauses it at its maximum drawdown.
  'account.changed': (d) => [
    accountsKeys.all,
    accountListsKeys.all,
    entriesPauseKeys.account(d.accountId),
    entriesPauseKeys.riskLimits(d.accountId),
  ],
  'list.changed': () => [accountListsKeys.all, accountsKeys.pages()],
  'deployment.changed': () => [deploymentsKeys.all, strategiesKeys.all],
  'receiver-log.written': () => [receiverLogsKeys.all],
  'activity.written': () => [activityLogsKeys.all],
  // Everything: handled by the invalidator itself.
  resync: () => [],
};

export function keysFor<T extends LiveEventType>(type: T, data: LiveEventPayloads[T]): QueryKey[] {
  const keys = KEYS[type] as ((d: LiveEventPayloads[T]) => QueryKey[]) | undefined;
  return keys ? keys(data) : [];
}
