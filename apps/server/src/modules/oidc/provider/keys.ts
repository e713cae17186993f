import { exportJWK, generateKeyPair, type JSONWebKeySet, type JWK } from 'jose';
import type { SecretSettings } from '../../settings';

export interface SigningKeys {
  /** Private JWKs, for oidc-provider's `jwks` option. */
  privateJwks: { keys: JWK[] };
  /** The public half, for verifying ID tokens in-process without an HTTP round trip. */
  publicJwks: JSONWebKeySet;
}

const PUBLIC_MEMBERS = ['kty', 'kid', 'alg', 'use', 'n', 'e', 'crv', 'x', 'y'] as const;

/** The embedded provider's signing key: generated on first start, kept sealed in the database. */
export async function loadSigningKeys(settings: SecretSettings): Promise<SigningKeys> {
  const jwks =
    (await settings.get<{ keys: JWK[] }>('oidc.jwks')) ?? (await createAndStore(settings));
  return {
    privateJwks: jwks,
    publicJwks: {
      keys: jwks.keys.map((key) =>
        Object.fromEntries(
          PUBLIC_MEMBERS.filter((m) => key[m] !== undefined).map((m) => [m, key[m]]),
        ),
      ),
    },
  };
}

async function createAndStore(settings: SecretSettings): Promise<{ keys: JWK[] }> {
  const { privateKey } = await generateKeyPair('RS256', { modulusLength: 2048, extractable: true });
  const jwk = await exportJWK(privateKey);
  const candidate = {
    keys: [{ ...jwk, kid: `pulso-${Date.now().toString(36)}`, alg: 'RS256', use: 'sig' }],
  };
  // Another instance may have stored its key first: keep whichever landed.
  return settings.getOrCreate('oidc.jwks', () => candidate);
}
