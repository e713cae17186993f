/** /accounts/{id}/entries-pause (under the API base): one account's pause switch. */
export const accountPausePath = (accountId: string) =>
  `/accounts/${encodeURIComponent(accountId)}/entries-pause`;

/** /profile/entries-pause: the signed-in user's switch, which pauses all their accounts. */
export const PROFILE_PAUSE_PATH = '/profile/entries-pause';

/** /accounts/{id}/risk-limits: one account's daily loss limit and the day's realized PnL. */
export const riskLimitsPath = (accountId: string) =>
  `/accounts/${encodeURIComponent(accountId)}/risk-limits`;

/** /accounts/{id}/pending-orders: the orders the account holds for its owner's approval. */
export const pendingOrdersPath = (accountId: string) =>
  `/accounts/${encodeURIComponent(accountId)}/pending-orders`;

/** /pending-orders: what waits for the signed-in user across their accounts. */
export const WAITING_ORDERS_PATH = '/pending-orders';

/** /pending-orders/{id}/approve|reject: one held order's decision. */
export const pendingOrderDecisionPath = (id: string, decision: 'approve' | 'reject') =>
  `/pending-orders/${encodeURIComponent(id)}/${decision}`;
