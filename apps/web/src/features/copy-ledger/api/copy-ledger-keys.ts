/**
 * Query keys of the copy-ledger feature: one receiving account's copy ledger, page by page. Their
 * own namespace, so the ledger refetches on its live event only (`copies.changed`).
 */
export const copyLedgerKeys = {
  all: ['copy-ledger'] as const,
  account: (accountId: string) => [...copyLedgerKeys.all, 'account', accountId] as const,
  page: (accountId: string, params: { page: number; limit: number }) =>
    [...copyLedgerKeys.account(accountId), params] as const,
};
