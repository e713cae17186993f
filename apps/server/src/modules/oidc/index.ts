// The embedded OpenID Connect provider: local accounts, TOTP, its keys and pages.
export { registerEmbeddedIdp, type EmbeddedIdpDeps } from './embedded-idp';
export { loadSigningKeys, type SigningKeys } from './keys';
export { LocalAccountsRepository } from './local-accounts.repository';
export { LocalAccountsService } from './local-accounts.service';
export { OidcPayloadsRepository } from './oidc-payloads.repository';
export { SecondFactorChallenges, TotpVerifier } from './totp';
export { TotpEnrolmentService } from './totp-enrolment.service';
export { totpRoutes } from './totp.routes';
export { createOperatorUser, SETUP_LINK_TTL_HOURS } from './operator-accounts';
