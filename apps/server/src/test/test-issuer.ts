import http from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  exportJWK,
  generateKeyPair,
  SignJWT,
  type CryptoKey,
  type JWK,
  type JWTPayload,
} from 'jose';

/**
 * A stand-in for an external OpenID Connect issuer (Google, Keycloak …), which cannot be reached
 * from here: real discovery and JWKS over HTTP, ID tokens signed with its own key.
 */
export interface TestIssuer {
  issuer: string;
  clientId: string;
  /** Signs an ID token; `overrides` replace any default claim, `key` signs with another key. */
  idToken(
    claims: JWTPayload & { nonce: string },
    options?: { key?: CryptoKey; kid?: string; expiresIn?: string; audience?: string },
  ): Promise<string>;
  otherKey: CryptoKey;
  close(): Promise<void>;
}

export async function startTestIssuer(clientId = 'pulso-test-client'): Promise<TestIssuer> {
  const { privateKey, publicKey } = await generateKeyPair('RS256');
  const other = await generateKeyPair('RS256');
  const kid = 'test-key-1';
  const jwk: JWK = { ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' };
  const server = http.createServer((req, res) => {
    res.setHeader('content-type', 'application/json');
    if (req.url === '/.well-known/openid-configuration') {
      res.end(
        JSON.stringify({
          issuer,
          jwks_uri: `${issuer}/jwks`,
          id_token_signing_alg_values_supported: ['RS256'],
        }),
      );
    } else if (req.url === '/jwks') {
      res.end(JSON.stringify({ keys: [jwk] }));
    } else {
      res.statusCode = 404;
      res.end('{}');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    issuer,
    clientId,
    otherKey: other.privateKey,
    idToken: (claims, options = {}) =>
      new SignJWT({ email: 'ana@example.com', email_verified: true, name: 'Ana', ...claims })
        .setProtectedHeader({ alg: 'RS256', kid: options.kid ?? kid })
        .setIssuer(issuer)
        .setAudience(options.audience ?? clientId)
        .setSubject(String(claims.sub ?? 'subject-ana'))
        .setIssuedAt()
        .setExpirationTime(options.expiresIn ?? '5m')
        .sign(options.key ?? privateKey),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
