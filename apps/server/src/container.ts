/**
 * The composition root: every repository, service, worker, cache, sandbox pool and market-data
 * source of the server is built here, once, and handed to what uses it. The HTTP app, the workers,
 * the CLI, the tests and the benchmarks all build this same graph (`createContainer`); features
 * meet only here and in modules/index.ts (their routes).
 */
import { randomBytes } from 'node:crypto';
import { createLocalJWKSet } from 'jose';
import type { AppContext } from './context';
import { loadMasterKey, Sealer } from './lib/sealer';
import { AccountListsRepository, AccountListsService } from './modules/account-lists';
import { AccountsRepository, AccountsService } from './modules/accounts';
import { ActivityRepository, ActivityService } from './modules/activity-logs';
import { ApiTokensRepository, ApiTokensService } from './modules/api-tokens';
import {
  createAuthentication,
  IdTokenVerifier,
  SessionTokens,
  UsedNoncesRepository,
} from './modules/auth';
import { CopyTradesRepository, CopyTradesService } from './modules/copy-trades';
import { ExchangesRepository, ExchangesService } from './modules/exchanges';
import { Ledger } from './modules/ledger';
import { LiveEventsRepository, LiveHub, LiveTickets, type LiveHubOptions } from './modules/live';
import {
  createMarketData,
  createMarketSync,
  type CcxtClient,
  type MarketData,
} from './modules/market-data';
import {
  createOperatorUser,
  LocalAccountsRepository,
  LocalAccountsService,
  loadSigningKeys,
  OidcPayloadsRepository,
  SecondFactorChallenges,
  TotpEnrolmentService,
  TotpVerifier,
} from './modules/oidc';
import { PackagesRepository, PackagesService } from './modules/packages';
import { ReceiverLogsRepository, ReceiverLogsService } from './modules/receiver-logs';
import { RolesRepository, RolesService } from './modules/roles';
import { SecretSettings, SettingsRepository } from './modules/settings';
import {
  PaperBalancesRepository,
  SignalEvents,
  SignalsRepository,
  SignalsService,
  SignalWorker,
  type SignalWorkerOptions,
} from './modules/signals';
import { StrategiesRepository, StrategiesService } from './modules/strategies';
import {
  DeploymentsRepository,
  DeploymentsService,
  StrategyScheduler,
  type SchedulerOptions,
} from './modules/strategy-deployments';
import {
  accountMetrics,
  TradeAnalysisCache,
  TradeAnalysisRepository,
  PublicBoard,
  TradeAnalysisService,
} from './modules/trade-analysis';
import { TradeReceiverRepository, TradeReceiverService } from './modules/trade-receiver';
import { TradesRepository, TradesService } from './modules/trades';
import {
  ExchangeSyncRepository,
  ExchangeSyncService,
  ExchangeSyncWorker,
  TradeImportService,
  type ExchangeSyncOptions,
} from './modules/trade-import';
import { UsersRepository, UsersService } from './modules/users';
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

type OperatorUserArgs =
  Parameters<typeof createOperatorUser> extends [unknown, ...infer Rest] ? Rest : never;

export async function createContainer(ctx: AppContext, overrides: ContainerOverrides = {}) {
  const { config, db } = ctx;
  const warn = overrides.warn ?? ((message: string) => ctx.log.warn(message));

  // Infrastructure: settings, the master key, the identity keys.
  const settings = new SettingsRepository(db);
  const sealer = new Sealer(await loadMasterKey(config.masterKey, config.dataDir, warn));
  // Sealed data is unreadable under another key: refuse to start rather than fail later.
  const fingerprint = await settings.getOrCreate('crypto.masterKeyFingerprint', () =>
    sealer.fingerprint(),
  );
  if (fingerprint !== sealer.fingerprint()) {
    throw new Error(
      'The master key is not the one this database was set up with (MASTER_KEY or DATA_DIR/master.key)',
    );
  }
  const { issuer, clientId, externalIssuer } = config.oidc;
  // Settings that are keys (session, provider, cookies): sealed under the master key.
  const secrets = new SecretSettings(settings, sealer);
  const idpKeys = externalIssuer ? undefined : await loadSigningKeys(secrets);
  const sessions = await SessionTokens.load(secrets, config.sessionTtlSeconds);
  const idTokens = idpKeys
    ? new IdTokenVerifier(issuer, clientId, createLocalJWKSet(idpKeys.publicJwks))
    : IdTokenVerifier.forRemoteIssuer(issuer, clientId);

  // Repositories: one per table family, all on the same database.
  const repositories = {
    accountLists: new AccountListsRepository(db),
    accounts: new AccountsRepository(db),
    activity: new ActivityRepository(db),
    apiTokens: new ApiTokensRepository(db),
    copyTrades: new CopyTradesRepository(db),
    deployments: new DeploymentsRepository(db),
    exchanges: new ExchangesRepository(db),
    exchangeSyncs: new ExchangeSyncRepository(db),
    liveEvents: new LiveEventsRepository(db),
    localAccounts: new LocalAccountsRepository(db, sealer),
    oidcPayloads: new OidcPayloadsRepository(db),
    packages: new PackagesRepository(db),
    paperBalances: new PaperBalancesRepository(db),
    receiverLogs: new ReceiverLogsRepository(db),
    roles: new RolesRepository(db),
    signals: new SignalsRepository(db),
    strategies: new StrategiesRepository(db),
    tradeAnalysis: new TradeAnalysisRepository(db),
    tradeReceiver: new TradeReceiverRepository(db),
    trades: new TradesRepository(db),
    usedNonces: new UsedNoncesRepository(db),
    users: new UsersRepository(db),
  };
  // What the product needs from its first start: roles, exchanges, a default plan.
  await repositories.roles.ensureDefaults();
  await repositories.exchanges.ensureDefaults();
  await repositories.packages.ensureDefault();

  // Shared parts: the market, the sandbox pool, the analytics cache, the ledger, signal wake-ups.
  const marketData =
    overrides.marketData?.(ctx) ??
    createMarketData(ctx, {
      log: ctx.log,
      ...(overrides.ccxtClient ? { client: overrides.ccxtClient } : {}),
    });
  const strategyRunner = new StrategyRunner(overrides.strategyRunner);
  // An engine crash's detail goes to the server log (the user gets a plain message).
  strategyRunner.log ??= ctx.log;
  const analyticsCache = new TradeAnalysisCache();
  const ledger = new Ledger((accountId) => analyticsCache.invalidateAccount(accountId));
  const signalEvents = new SignalEvents();
  const activity = new ActivityService(repositories.activity);

  // Services, lower features first.
  const packages = new PackagesService(ctx, { activity, packages: repositories.packages });
  const users = new UsersService(ctx, {
    activity,
    users: repositories.users,
    roles: repositories.roles,
  });
  const roles = new RolesService(ctx, { activity, roles: repositories.roles });
  const apiTokens = new ApiTokensService(ctx, { activity, tokens: repositories.apiTokens });
  const exchanges = new ExchangesService(ctx, { activity, exchanges: repositories.exchanges });
  const tradeAnalysis = new TradeAnalysisService({
    repository: repositories.tradeAnalysis,
    cache: analyticsCache,
    marketData,
  });
  const publicBoard = new PublicBoard({
    metrics: (ids, range) => tradeAnalysis.metrics(ids, range),
  });
  const accounts = new AccountsService(ctx, {
    activity,
    sealer,
    accounts: repositories.accounts,
    exchanges: repositories.exchanges,
    packages,
    metrics: accountMetrics(tradeAnalysis),
    publicMetrics: (ids, timeframe) => publicBoard.metrics(ids, timeframe),
  });
  const accountLists = new AccountListsService(ctx, {
    activity,
    lists: repositories.accountLists,
    accounts: repositories.accounts,
  });
  const copyTrades = new CopyTradesService(ctx, {
    activity,
    copies: repositories.copyTrades,
    accounts: repositories.accounts,
    packages,
  });
  const trades = new TradesService(repositories.trades);
  const tradeImport = new TradeImportService({ db, accounts, marketData, ledger });
  const exchangeSync = new ExchangeSyncService({ accounts, syncs: repositories.exchangeSyncs });
  const receiverLogs = new ReceiverLogsService(repositories.receiverLogs);
  const signals = new SignalsService(repositories.signals, signalEvents);
  const tradeReceiver = new TradeReceiverService(ctx, {
    accounts: repositories.tradeReceiver,
    logs: repositories.signals.steps,
    signals,
    sealer,
  });
  const strategies = new StrategiesService(ctx, {
    activity,
    strategies: repositories.strategies,
    exchanges: repositories.exchanges,
    packages,
    marketData,
    runner: strategyRunner,
  });
  const deployments = new DeploymentsService(ctx, {
    activity,
    deployments: repositories.deployments,
    accounts: repositories.accounts,
    packages,
    strategies,
  });
  const totp = new TotpVerifier(repositories.oidcPayloads);
  const totpEnrolment = new TotpEnrolmentService({
    accounts: repositories.localAccounts,
    totp,
    activity,
    embedded: !externalIssuer,
  });
  // The embedded provider's cookie keys (sealed) and local accounts; none with an external issuer.
  const embeddedIdp = externalIssuer
    ? undefined
    : await (async () => {
        const cookieKeys = await secrets.getOrCreate<string[]>('oidc.cookieKeys', () => [
          randomBytes(32).toString('base64url'),
        ]);
        const accounts = new LocalAccountsService({
          accounts: repositories.localAccounts,
          users: repositories.users,
          activity,
          totp,
          challenges: new SecondFactorChallenges(cookieKeys[0]!),
        });
        return { cookieKeys, accounts };
      })();
  const { authenticate, credentials } = createAuthentication({
    users: repositories.users,
    tokens: repositories.apiTokens,
    sessions,
    changes: ctx.database.changes,
  });
  // Live events: the database's triggers write them; the hub reads and fans them out.
  const liveHub = new LiveHub(
    {
      database: ctx.database,
      events: repositories.liveEvents,
      currentUser: credentials.currentUser,
      log: ctx.log,
    },
    overrides.liveHub,
  );
  const liveTickets = new LiveTickets({ events: repositories.liveEvents, credentials });

  /** What the signal processor needs: the pipeline's collaborators. */
  const pipeline = {
    signals: repositories.signals,
    balances: repositories.paperBalances,
    enqueuer: signals,
    ledger,
    copyReceivers: (
      emitterIds: readonly string[],
      tx: Parameters<CopyTradesRepository['receiversOf']>[1],
    ) => repositories.copyTrades.receiversOf(emitterIds, tx),
    marketData,
    activity,
    sealer,
    events: signalEvents,
  };

  return {
    ...ctx,
    settings,
    secrets,
    sealer,
    sessions,
    idTokens,
    idpKeys,
    repositories,
    marketData,
    strategyRunner,
    analyticsCache,
    ledger,
    signalEvents,
    activity,
    authenticate,
    liveHub,
    liveTickets,
    packages,
    users,
    roles,
    apiTokens,
    exchanges,
    tradeAnalysis,
    accounts,
    accountLists,
    copyTrades,
    trades,
    tradeImport,
    exchangeSync,
    receiverLogs,
    signals,
    tradeReceiver,
    strategies,
    deployments,
    totp,
    totpEnrolment,
    embeddedIdp,
    /** `cli -- user:create`: an identity the operator vouches for (see oidc/operator-accounts). */
    createOperatorUser: (...args: OperatorUserArgs) =>
      createOperatorUser({ config, users, localAccounts: repositories.localAccounts }, ...args),
    /** A signal worker (main starts one when WORKERS is on; tests make their own). */
    signalWorker: (options: SignalWorkerOptions = {}) =>
      new SignalWorker(ctx, pipeline, { log: ctx.log, ...options }),
    /** The strategy scheduler (main starts one when WORKERS is on; tests make their own). */
    strategyScheduler: (options: SchedulerOptions = {}) =>
      new StrategyScheduler(
        ctx,
        {
          deployments: repositories.deployments,
          signals,
          packages,
          marketData,
          runner: strategyRunner,
        },
        { log: ctx.log, ...options },
      ),
    /** The accounts' history sync with their exchanges (main starts one when WORKERS is on). */
    exchangeSyncWorker: (options: ExchangeSyncOptions = {}) =>
      new ExchangeSyncWorker(
        {
          database: ctx.database,
          db,
          syncs: repositories.exchangeSyncs,
          accounts: repositories.accounts,
          imports: tradeImport,
          sealer,
          log: ctx.log,
        },
        { apiUrls: config.exchangeApiUrls, ...options },
      ),
    /** The exchange candles' sync worker; none for the simulated market. */
    marketSync: () => createMarketSync(config, marketData, ctx.log),
    /** Releases what the graph holds outside the database (the sandbox threads). */
    close: async () => {
      publicBoard.close();
      await liveHub.stop();
      await strategyRunner.close();
    },
  };
}
