import type { User } from '@pulso/domain';
import type { ContainerOverrides } from '../container';
import type { Database } from '../db/client';
import { createTestApp, type TestApp } from './harness';
import { startTestIssuer, type TestIssuer } from './test-issuer';

export interface SignedIn {
  user: User;
  token: string;
  headers: { authorization: string };
}

export interface IdentityTestApp extends TestApp {
  issuer: TestIssuer;
  /** Signs in through the real route: nonce, ID token from the issuer, POST /api/user/upsert. */
  signIn(who: { sub: string; email: string; name?: string }): Promise<SignedIn>;
}

/** An app whose identity provider is a test issuer, with a helper to sign people in. */
export async function createIdentityTestApp(
  env: Record<string, string> = {},
  overrides?: ContainerOverrides,
  /** Another instance's database (default: a fresh one of its own). */
  database?: Database,
): Promise<IdentityTestApp> {
  const issuer = await startTestIssuer();
  const t = await createTestApp({
    env: { OIDC_ISSUER: issuer.issuer, OIDC_CLIENT_ID: issuer.clientId, ...env },
    ...(overrides ? { overrides } : {}),
    ...(database ? { database } : {}),
  });
  return {
    ...t,
    issuer,
    signIn: async ({ sub, email, name }) => {
      const { nonce } = (await t.app.inject({ method: 'POST', url: '/api/auth/nonce' })).json();
      const idToken = await issuer.idToken({
        sub,
        email,
        name: name ?? email.split('@')[0],
        nonce,
      });
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/user/upsert',
        payload: { idToken, nonce },
      });
      if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.statusCode} ${res.body}`);
      const { user, token } = res.json();
      return { user, token, headers: { authorization: `Bearer ${token}` } };
    },
    close: async () => {
      await t.close();
      await issuer.close();
    },
  };
}
