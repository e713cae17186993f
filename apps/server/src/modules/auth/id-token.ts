import { AppError } from '@pulso/domain';
import { createRemoteJWKSet, jwtVerify, type JWTVerifyGetKey } from 'jose';

export interface IdentityClaims {
  uid: string;
  email: string;
  displayName: string;
  picture: string | undefined;
  /** Only a provider that checked the address may grant what an email list promises. */
  emailVerified: boolean;
  /** The token's own expiry: its nonce stays used at least until then. */
  expiresAt: Date;
}

/**
 * Verifies an OpenID Connect ID token: signature through the issuer's JWKS, issuer, audience,
 * expiry and nonce. Nothing about the caller is trusted unless it is in a token that passes.
 */
export class IdTokenVerifier {
  constructor(
    private readonly issuer: string,
    private readonly clientId: string,
    private readonly keys: JWTVerifyGetKey,
  ) {}

  /** For an external issuer: its keys found through discovery, fetched on first use and cached. */
  static forRemoteIssuer(issuer: string, clientId: string): IdTokenVerifier {
    let jwks: Promise<JWTVerifyGetKey> | undefined;
    const keys: JWTVerifyGetKey = async (header, token) => {
      jwks ??= discoverJwks(issuer).catch((error: unknown) => {
        jwks = undefined; // try discovery again next time
        throw error;
      });
      return (await jwks)(header, token);
    };
    return new IdTokenVerifier(issuer, clientId, keys);
  }

  async verify(idToken: string, nonce: string): Promise<IdentityClaims> {
    let payload;
    try {
      ({ payload } = await jwtVerify(idToken, this.keys, {
        issuer: this.issuer,
        audience: this.clientId,
        algorithms: ['RS256', 'PS256', 'ES256', 'EdDSA'],
        requiredClaims: ['sub', 'exp', 'iat'],
        clockTolerance: 30,
      }));
    } catch {
      throw new AppError('UNAUTHORIZED', 'El token de identidad no es válido');
    }
    if (payload.nonce !== nonce)
      throw new AppError('UNAUTHORIZED', 'El token de identidad no es válido');
    const email = typeof payload.email === 'string' ? payload.email : '';
    if (!email) throw new AppError('UNAUTHORIZED', 'El proveedor de identidad no envió un email');
    const name = typeof payload.name === 'string' ? payload.name : '';
    return {
      uid: payload.sub!,
      email,
      displayName: name || email.split('@')[0]!,
      picture:
        typeof payload.picture === 'string' && /^https:\/\//.test(payload.picture)
          ? payload.picture
          : undefined,
      emailVerified: payload.email_verified === true,
      expiresAt: new Date(payload.exp! * 1000),
    };
  }
}

async function discoverJwks(issuer: string): Promise<JWTVerifyGetKey> {
  const response = await fetch(`${issuer}/.well-known/openid-configuration`, {
    signal: AbortSignal.timeout(5000),
  });
  if (!response.ok)
    throw new AppError('SERVICE_UNAVAILABLE', 'El proveedor de identidad no responde');
  const { jwks_uri: jwksUri } = (await response.json()) as { jwks_uri?: string };
  if (!jwksUri)
    throw new AppError('SERVICE_UNAVAILABLE', 'El proveedor de identidad no publica sus claves');
  return createRemoteJWKSet(new URL(jwksUri));
}
