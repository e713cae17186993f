// Sign-in (ID token for a session), session tokens and the bearer-token authenticator.
export { createAuthFeature } from './auth.feature';
export type { AuthCaches, Credentials, StreamCredential } from './authenticator';
export type { IdentityClaims } from './id-token';
export type { SessionTokens } from './session-tokens';
