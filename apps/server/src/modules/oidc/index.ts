// The embedded OpenID Connect provider, by role: provider/ (oidc-provider, its storage and signing
// keys), pages/ (the sign-in, registration and set-password pages and their routes),
// local-accounts/ (accounts, passwords, TOTP, sign-in throttling, operator accounts);
// oidc.feature.ts builds them and embedded-idp.ts mounts them. testing/ holds the tests' OIDC client.
export { loadSigningKeys, type SigningKeys } from './provider/keys';
export { createOidcFeature } from './oidc.feature';
export {
  PASSWORD_RESET_TTL_MINUTES,
  SETUP_LINK_TTL_HOURS,
} from './local-accounts/operator-accounts';
