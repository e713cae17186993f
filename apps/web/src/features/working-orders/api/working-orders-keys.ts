/**
 * Query keys of the working-orders feature: one account's open and triggered orders. Their own
 * namespace, so the orders refetch on their live events only (not on every account change).
 */
export const workingOrdersKeys = {
  all: ['working-orders'] as const,
  account: (accountId: string) => [...workingOrdersKeys.all, 'account', accountId] as const,
};
