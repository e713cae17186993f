/** /accounts/{id}/entries-pause (under the API base): one account's pause switch. */
export const accountPausePath = (accountId: string) =>
  `/accounts/${encodeURIComponent(accountId)}/entries-pause`;

/** /profile/entries-pause: the signed-in user's switch, which pauses all their accounts. */
export const PROFILE_PAUSE_PATH = '/profile/entries-pause';
