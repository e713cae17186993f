// The embedded OpenID Connect provider: local accounts, TOTP, its keys and pages.
export { loadSigningKeys, type SigningKeys } from './keys';
export { createOidcFeature } from './oidc.feature';
export { SETUP_LINK_TTL_HOURS } from './operator-accounts';
