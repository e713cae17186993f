// Sign-in (ID token for a session), session tokens and the bearer-token authenticator.
export { authRoutes } from './auth.routes';
export { createAuthentication, type Credentials, type StreamCredential } from './authenticator';
export { IdTokenVerifier, type IdentityClaims } from './id-token';
export { SessionTokens } from './session-tokens';
export { UsedNoncesRepository } from './used-nonces.repository';
