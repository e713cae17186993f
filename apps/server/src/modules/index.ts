import type { FastifyInstance } from 'fastify';
import type { Container } from '../container';
import { accountListsRoutes } from './account-lists';
import { accountsRoutes } from './accounts';
import { activityRoutes } from './activity-logs';
import { apiTokensRoutes } from './api-tokens';
import { authRoutes } from './auth';
import { copyTradesRoutes } from './copy-trades';
import { exchangesRoutes } from './exchanges';
import { healthRoutes } from './health';
import { liveRoutes } from './live';
import { marketDataRoutes } from './market-data';
import { totpRoutes } from './oidc';
import { packagesRoutes } from './packages';
import { receiverLogsRoutes } from './receiver-logs';
import { rolesRoutes } from './roles';
import { strategiesRoutes } from './strategies';
import { deploymentsRoutes } from './strategy-deployments';
import { tradeAnalysisRoutes } from './trade-analysis';
import { tradeReceiverRoutes } from './trade-receiver';
import { tradeImportRoutes } from './trade-import';
import { tradesRoutes } from './trades';
import { usersRoutes } from './users';

/**
 * Every feature's routes, under /api, each handed the services it uses. One line per feature;
 * each route declares its access level (plugins/access.ts).
 */
export async function registerModules(api: FastifyInstance, c: Container): Promise<void> {
  const { config } = c;
  await api.register(healthRoutes(c.database));
  await api.register(totpRoutes(c.totpEnrolment));
  await api.register(authRoutes({ ...c, usedNonces: c.repositories.usedNonces }));
  await api.register(usersRoutes(c.users));
  await api.register(rolesRoutes(c.roles));
  await api.register(apiTokensRoutes(c.apiTokens));
  await api.register(activityRoutes(c.repositories.activity));
  await api.register(exchangesRoutes(c.exchanges));
  await api.register(packagesRoutes(c.packages));
  await api.register(
    accountsRoutes(
      c.accounts,
      config,
      async (user, listId) => (await c.accountLists.get(user, listId)).accountIds,
    ),
  );
  await api.register(accountListsRoutes(c.accountLists));
  await api.register(marketDataRoutes(c.marketData));
  await api.register(tradesRoutes(c.trades, config));
  await api.register(tradeImportRoutes(c.tradeImport, c.exchangeSync));
  await api.register(receiverLogsRoutes(c.receiverLogs));
  await api.register(copyTradesRoutes(c.copyTrades));
  await api.register(tradeAnalysisRoutes(c.tradeAnalysis, config));
  await api.register(tradeReceiverRoutes(c.tradeReceiver));
  await api.register(strategiesRoutes(c.strategies));
  await api.register(deploymentsRoutes(c.deployments));
  await api.register(liveRoutes(c.liveHub, c.liveTickets, config.liveStreamsMax));
}
