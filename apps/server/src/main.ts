import { randomUUID } from 'node:crypto';
import { DEFAULT_TIMEFRAME } from '@pulso/domain';
import closeWithGrace from 'close-with-grace';
import pino from 'pino';
import { buildAppWithContainer, LOGGER_OPTIONS } from './app';
import { ConfigError, loadConfig, type Config } from './config';
import { openDatabase } from './db/client';
import { preparePrivateDir, restrictNewFiles, usesDataDir } from './lib/data-dir';
import { isTestedNode, SUPPORTED_NODE } from './lib/runtime';
import { safeErrorMessage } from './lib/safe-errors';

function readConfig(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      // One clear line, no stack: the operator only needs to know which variable to fix.
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
}

async function main(): Promise<void> {
  const config = readConfig();
  const logger = pino({ level: config.logLevel, ...LOGGER_OPTIONS });
  const runtime = { node: process.versions.node, supported: SUPPORTED_NODE };
  if (isTestedNode()) logger.info(runtime, 'runtime');
  else logger.warn(runtime, 'this Node.js version is not tested');
  // Before anything is written: the database files and master.key are the owner's alone.
  restrictNewFiles();
  if (usesDataDir(config))
    await preparePrivateDir(config.dataDir, (message) => logger.warn(message));
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await database.migrate();
  } catch (error) {
    await database.close();
    throw error;
  }
  const { app, container } = await buildAppWithContainer({ config, database, logger });
  // Born once, kept for ever: proves to an operator (and the tests) that restarts keep the data.
  const instanceId = await container.settings.getOrCreate('instance.id', () => randomUUID());
  logger.info(
    {
      database: database.kind,
      dataDir: database.kind === 'pglite' ? config.dataDir : undefined,
      instanceId,
    },
    'database ready',
  );
  // An import a crash or stop left half-written is removed before anyone reads it (on
  // PostgreSQL, only one whose last chunk is old: another instance may be writing a recent one).
  const interrupted = await container.imports.tradeImport.recoverInterrupted(
    database.kind === 'pglite' ? 0 : 10 * 60_000,
  );
  if (interrupted > 0) logger.warn({ interrupted }, 'interrupted imports removed');
  if (config.demoData) await container.demo.seed();
  // The workers share the app's graph; WORKERS=false runs an API-only instance.
  const marketSync = config.workers ? container.market.worker() : undefined;
  const signalWorker = config.workers ? container.signals.worker() : undefined;
  const strategyScheduler = config.workers ? container.deployments.worker() : undefined;
  const exchangeSync = config.workers ? container.imports.worker() : undefined;
  const notifier = config.workers ? container.notifications.worker() : undefined;
  const workingOrders = config.workers ? container.workingOrders.worker() : undefined;
  const copyStops = config.workers ? container.riskControls.worker() : undefined;
  marketSync?.start();
  workingOrders?.start();
  signalWorker?.start();
  copyStops?.start();
  strategyScheduler?.start();
  await exchangeSync?.start();
  await notifier?.start();
  app.addHook('onClose', async () => {
    await notifier?.stop();
    await exchangeSync?.stop();
    await copyStops?.stop();
    await strategyScheduler?.stop();
    await signalWorker?.stop();
    await marketSync?.stop();
    await workingOrders?.stop();
    await database.close();
  });

  // SIGTERM/SIGINT: stop accepting, let in-flight requests finish, close the database.
  closeWithGrace({ delay: 10_000, logger }, async ({ signal, err }) => {
    if (err) logger.error({ err }, 'shutting down after an error');
    else logger.info({ signal }, 'shutting down');
    await app.close();
  });

  await app.listen({
    port: config.port,
    host: config.host,
    // The bound sockets, without a link to click: sign-in works only on PUBLIC_URL's origin.
    listenTextResolver: (address) => `Listening on ${new URL(address).host}`,
  });
  logger.info(`Pulso is running: open ${config.publicUrl}`);
  // Cuentas Públicas' default ranking, ready before its first visitor (then kept warm).
  container.accounts.service.warmPublicBoard(DEFAULT_TIMEFRAME).catch((err: unknown) => {
    logger.warn({ err: safeErrorMessage(err) }, 'could not compute the public ranking');
  });
}

main().catch((error: unknown) => {
  process.stderr.write(`Pulso failed to start: ${safeErrorMessage(error)}\n`);
  process.exit(1);
});
