// Exchange accounts: their settings, sealed credentials, webhook secrets, search and visibility.
export {
  createAccountsFeature,
  type AccountDirectory,
  type AccountsDeps,
} from './accounts.feature';
export type { AccountView } from './accounts.repository';
// textMatcher: the search's pattern matcher (RE2), which bench/account-search-regex.ts measures.
export { textMatcher, type AccountMetrics } from './accounts.search';
export {
  hashWebhookSecret,
  type AccountMetricsSource,
  type AccountsCaches,
  type AccountsService,
  type Page,
  type PublicRows,
  type PublicMetricsSource,
} from './accounts.service';
export {
  canManageAccount,
  canReadTrades,
  isPubliclyVisible,
  liveAccount,
  liveAccountSql,
  publiclyVisible,
  publiclyVisibleSql,
  visitorMayRead,
  type AccountVisibility,
} from './accounts.policy';
