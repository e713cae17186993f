/**
 * Query keys of the entries-pause feature: one account's pause switch (with its owner's), and the
 * signed-in user's switch over all their accounts. The user's switch shows in every account's
 * `ownerPaused`, so changing it marks all the account keys stale. An account's risk limits (its
 * daily loss limit and the day's realized PnL) sit apart from the switches, so that change leaves
 * them be.
 */
export const entriesPauseKeys = {
  all: ['entries-pause'] as const,
  accounts: () => [...entriesPauseKeys.all, 'account'] as const,
  account: (accountId: string) => [...entriesPauseKeys.accounts(), accountId] as const,
  profile: () => [...entriesPauseKeys.all, 'profile'] as const,
  riskLimits: (accountId: string) => [...entriesPauseKeys.all, 'risk-limits', accountId] as const,
  /** The orders an account holds for its owner's approval (live: approvals.changed). */
  pendingOrders: (accountId: string) =>
    [...entriesPauseKeys.all, 'pending-orders', accountId] as const,
  /** What waits across the user's accounts (Mis Cuentas): moves with any account's queue. */
  waitingOrders: () => [...entriesPauseKeys.all, 'waiting-orders'] as const,
};
