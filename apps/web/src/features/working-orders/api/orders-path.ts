/** /accounts/{id}/orders (under the API base): the account's working orders. */
export const ordersPath = (accountId: string) =>
  `/accounts/${encodeURIComponent(accountId)}/orders`;
