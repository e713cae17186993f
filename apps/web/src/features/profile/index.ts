export { ApiTokensCard } from './components/api-tokens-card';
export { ProfileDetailsCard } from './components/profile-details-card';
export { TotpCard } from './components/totp-card';
export { SessionsCard } from './components/sessions-card';
