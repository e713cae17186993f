/**
 * Query keys of the entries-pause feature: one account's pause switch (with its owner's), and the
 * signed-in user's switch over all their accounts. The user's switch shows in every account's
 * `ownerPaused`, so changing it marks all the account keys stale.
 */
export const entriesPauseKeys = {
  all: ['entries-pause'] as const,
  accounts: () => [...entriesPauseKeys.all, 'account'] as const,
  account: (accountId: string) => [...entriesPauseKeys.accounts(), accountId] as const,
  profile: () => [...entriesPauseKeys.all, 'profile'] as const,
};
