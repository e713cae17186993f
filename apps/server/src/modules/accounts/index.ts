// Exchange accounts: their settings, sealed credentials, webhook secrets, search and visibility.
export { AccountsRepository, type AccountView } from './accounts.repository';
export { accountsRoutes } from './accounts.routes';
export type { AccountMetrics } from './accounts.search';
export { AccountsService, hashWebhookSecret, type AccountMetricsSource } from './accounts.service';
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
