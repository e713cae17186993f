import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { accountListsRoutes } from './account-lists/account-lists.routes';
import { accountsRoutes } from './accounts/accounts.routes';
import { activityRoutes } from './activity-logs/activity.routes';
import { apiTokensRoutes } from './api-tokens/api-tokens.routes';
import { authRoutes } from './auth/auth.routes';
import { exchangesRoutes } from './exchanges/exchanges.routes';
import { healthRoutes } from './health/health.routes';
import { marketDataRoutes } from './market-data/market-data.routes';
import { totpRoutes } from './oidc/totp.routes';
import { packagesRoutes } from './packages/packages.routes';
import { rolesRoutes } from './roles/roles.routes';
import { usersRoutes } from './users/users.routes';
import { tradesRoutes } from './trades/trades.routes';
import { receiverLogsRoutes } from './receiver-logs/receiver-logs.routes';
import { copyTradesRoutes } from './copy-trades/copy-trades.routes';
import { tradeAnalysisRoutes } from './trade-analysis/trade-analysis.routes';
import { tradeReceiverRoutes } from './trade-receiver/trade-receiver.routes';
import { strategiesRoutes } from './strategies/strategies.routes';
import { deploymentsRoutes } from './strategy-deployments/deployments.routes';

/**
 * Every feature's routes, under /api. One line per feature; each route declares its access level
 * (plugins/access.ts).
 */
export async function registerModules(api: FastifyInstance, ctx: AppContext): Promise<void> {
  await api.register(healthRoutes(ctx));
  await api.register(totpRoutes(ctx));
  await api.register(authRoutes(ctx));
  await api.register(usersRoutes(ctx));
  await api.register(rolesRoutes(ctx));
  await api.register(apiTokensRoutes(ctx));
  await api.register(activityRoutes(ctx));
  await api.register(exchangesRoutes(ctx));
  await api.register(packagesRoutes(ctx));
  await api.register(accountsRoutes(ctx));
  await api.register(accountListsRoutes(ctx));
  await api.register(marketDataRoutes(ctx));
  await api.register(tradesRoutes(ctx));
  await api.register(receiverLogsRoutes(ctx));
  await api.register(copyTradesRoutes(ctx));
  await api.register(tradeAnalysisRoutes(ctx));
  await api.register(tradeReceiverRoutes(ctx));
  await api.register(strategiesRoutes(ctx));
  await api.register(deploymentsRoutes(ctx));
}
