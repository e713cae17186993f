import type { IdentityTestApp, SignedIn } from '../../test/identity';

/** An account's risk limits through the HTTP API, as a signed-in user (tests only). */
export function riskLimitsApi(t: IdentityTestApp) {
  const url = (accountId: string) => `/api/accounts/${accountId}/risk-limits`;
  return {
    put: (accountId: string, payload: unknown, who: SignedIn) =>
      t.app.inject({
        method: 'PUT',
        url: url(accountId),
        headers: who.headers,
        payload: payload as Record<string, unknown>,
      }),
    get: (accountId: string, who: SignedIn) =>
      t.app.inject({ method: 'GET', url: url(accountId), headers: who.headers }),
  };
}
