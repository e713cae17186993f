/**
 * The composition root: each feature is built once by its factory, lower features first, and
 * handed what it needs of the others as ports. The HTTP app, the workers, the CLI, the tests and
 * the benchmarks all build this same graph; tests change only what sits at the network's edge.
 */
import { createCaches } from './caches';
import type { AppContext } from './context';
import { loadMasterKey, Sealer } from './lib/sealer';
import { createAccountListsFeature } from './modules/account-lists';
import { createAccountsFeature } from './modules/accounts';
import { createActivityFeature } from './modules/activity-logs';
import { createApiTokensFeature } from './modules/api-tokens';
import { createAuthFeature } from './modules/auth';
import { createCopyTradesFeature } from './modules/copy-trades';
import { createDemoFeature } from './modules/demo';
import { createExchangesFeature } from './modules/exchanges';
import { createHealthFeature } from './modules/health';
import { createJournalFeature } from './modules/journal';
import { Ledger } from './modules/ledger';
import { createLiveFeature, type LiveHubOptions } from './modules/live';
import { createMarketDataFeature, type CcxtClient, type MarketData } from './modules/market-data';
import { chatPorts, createNotificationsFeature, riskPort } from './modules/notifications';
import { createOidcFeature, loadSigningKeys } from './modules/oidc';
import { createPackagesFeature } from './modules/packages';
import { createReceiverLogsFeature } from './modules/receiver-logs';
import { createRolesFeature } from './modules/roles';
import { createSettingsFeature } from './modules/settings';
import { createSignalsFeature } from './modules/signals';
import { createStrategiesFeature } from './modules/strategies';
import { createDeploymentsFeature } from './modules/strategy-deployments';
import { createTradeAnalysisFeature } from './modules/trade-analysis';
import { createTradeImportFeature } from './modules/trade-import';
import { createTradeReceiverFeature } from './modules/trade-receiver';
import { createWorkingOrderBook, createWorkingOrdersFeature } from './modules/working-orders';
import { createRiskControlsFeature } from './modules/risk-controls';
import { createTradesFeature } from './modules/trades';
import { createUsersFeature } from './modules/users';
import { StrategyRunner, type StrategyRunnerOptions } from './sandbox';

/** What tests and benchmarks may put in place of the defaults (only at the network's edge). */
export interface ContainerOverrides {
  /** The market (a fixed clock, a recorded exchange): built from the context. */
  marketData?: (ctx: AppContext) => MarketData;
  /** A ccxt client for the exchange market (tests: the fake exchange). */
  ccxtClient?: CcxtClient;
  /** The sandbox pool's options (tests: a short timeout). */
  strategyRunner?: StrategyRunnerOptions;
  /** The live hub's timings (tests: a short wait for ids still committing). */
  liveHub?: LiveHubOptions;
  /** Where start-up warnings go (default: the context's log). */
  warn?: (message: string) => void;
}

export type Container = Awaited<ReturnType<typeof createContainer>>;

export async function createContainer(ctx: AppContext, overrides: ContainerOverrides = {}) {
  const { config } = ctx;
  const warn = overrides.warn ?? ((message: string) => ctx.log.warn(message));
  const sealer = new Sealer(await loadMasterKey(config.masterKey, config.dataDir, warn));
  const { settings, secrets } = await createSettingsFeature(ctx, { sealer });
  const idpKeys = config.oidc.externalIssuer ? undefined : await loadSigningKeys(secrets);
  const caches = createCaches(ctx);
  // The strategies' sandbox threads; an engine crash's detail goes to the server log.
  const runner = new StrategyRunner(overrides.strategyRunner);
  runner.log ??= ctx.log;

  const health = createHealthFeature(ctx);
  const activityLogs = createActivityFeature(ctx);
  const activity = activityLogs.service;
  const market = createMarketDataFeature(ctx, overrides);
  const { marketData } = market;
  // The one writer of trades converts quotes and fees at the market's prices when it writes.
  const ledger = new Ledger({
    rate: (asset, exchange, at) => marketData.prices.usdRate(asset, exchange, at),
    rates: (asset, exchange, times) => marketData.prices.usdRates(asset, exchange, times),
  });
  // What many features share: each factory's deps say which parts it takes.
  const base = { activity, sealer, marketData, ledger, runner, caches, secrets, idpKeys };
  const packages = await createPackagesFeature(ctx, base);
  const roles = await createRolesFeature(ctx, base);
  const users = createUsersFeature(ctx, { ...base, roles });
  const apiTokens = createApiTokensFeature(ctx, base);
  const auth = await createAuthFeature(ctx, { ...base, users, apiTokens });
  const oidc = await createOidcFeature(ctx, { ...base, users });
  const exchanges = await createExchangesFeature(ctx, base);
  const analysis = createTradeAnalysisFeature(ctx, base);
  const lists = createAccountListsFeature(ctx, base);
  const accounts = createAccountsFeature(ctx, { ...base, exchanges, packages, analysis, lists });
  const trades = createTradesFeature(ctx);
  const copyTrades = createCopyTradesFeature(ctx, { ...base, accounts, packages });
  const orderBook = createWorkingOrderBook(ctx);
  const signals = createSignalsFeature(ctx, { ...base, copyTrades, workingOrders: orderBook.book });
  const workingOrders = createWorkingOrdersFeature(ctx, {
    ...base,
    book: orderBook,
    accounts,
    signals,
  });
  const journal = createJournalFeature(ctx, { ...base, accounts });
  const receiver = createTradeReceiverFeature(ctx, { ...base, signals });
  const imports = createTradeImportFeature(ctx, { ...base, accounts });
  const receiverLogs = createReceiverLogsFeature(ctx);
  const strategies = createStrategiesFeature(ctx, { ...base, exchanges, packages });
  const deploy = { ...base, accounts, strategies, packages, signals };
  const deployments = createDeploymentsFeature(ctx, deploy);
  const live = createLiveFeature(ctx, { auth, caches, hub: overrides.liveHub });
  const demo = createDemoFeature(ctx, base);
  // A linked Telegram chat's /pnl, /pausar, /reanudar, /aprobar, /rechazar and the entries' switch,
  // within its user's own rights.
  const chat = chatPorts({
    analysis: analysis.service,
    deployments: deployments.service,
    approvals: () => riskControls.approvals,
    riskControls: () => riskControls.service,
    users: users.directory,
  });
  const notifications = createNotificationsFeature(ctx, {
    ...base,
    ...chat,
    risk: riskPort(analysis.service),
    settings,
  });
  const riskControls = createRiskControlsFeature(ctx, {
    ...base,
    accounts,
    signals,
    pnl: (ids, range) => analysis.service.metrics(ids, range),
    tell: notifications.tell,
  });

  return {
    ...ctx,
    ...base,
    settings,
    health,
    activityLogs,
    packages,
    roles,
    users,
    apiTokens,
    auth,
    oidc,
    exchanges,
    market,
    analysis,
    lists,
    accounts,
    trades,
    copyTrades,
    signals,
    workingOrders,
    riskControls,
    journal,
    receiver,
    imports,
    receiverLogs,
    strategies,
    deployments,
    live,
    demo,
    notifications,
    /** The API's routes under /api, in this order. */
    routes: [
      ...[health, oidc, auth, users, roles, apiTokens, activityLogs, exchanges, packages],
      ...[accounts, lists, market, trades, imports, receiverLogs, copyTrades, analysis],
      ...[receiver, workingOrders, riskControls, journal, strategies, deployments, live],
      ...[notifications],
    ].map((feature) => feature.routes),
    /** Releases what the graph holds outside the database (the sandbox threads). */
    close: async () => {
      caches.boards.close();
      await live.hub.stop();
      await runner.close();
      notifications.smtp.close();
    },
  };
}
