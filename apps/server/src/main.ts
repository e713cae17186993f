import { randomUUID } from 'node:crypto';
import closeWithGrace from 'close-with-grace';
import pino from 'pino';
import { buildAppWithContext, LOGGER_OPTIONS } from './app';
import { ConfigError, loadConfig, type Config } from './config';
import { openDatabase } from './db/client';
import { seedDemoData } from './modules/demo/demo-data';
import { startMarketSync } from './modules/market-data/market-data';
import { startStrategyScheduler } from './modules/strategy-deployments/scheduler';
import { startSignalWorker } from './modules/signals/signal-worker';
import { SettingsRepository } from './modules/settings/settings.repository';

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
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await database.migrate();
  } catch (error) {
    await database.close();
    throw error;
  }
  // Born once, kept for ever: proves to an operator (and the tests) that restarts keep the data.
  const instanceId = await new SettingsRepository(database.db).getOrCreate('instance.id', () =>
    randomUUID(),
  );
  logger.info(
    {
      database: database.kind,
      dataDir: database.kind === 'pglite' ? config.dataDir : undefined,
      instanceId,
    },
    'database ready',
  );

  const { app, ctx } = await buildAppWithContext({ config, database, logger });
  if (config.demoData) await seedDemoData(ctx, logger);
  const marketSync = config.workers ? startMarketSync(ctx, logger) : undefined;
  const signalWorker = config.workers ? startSignalWorker(ctx, logger) : undefined;
  const strategyScheduler = config.workers ? startStrategyScheduler(ctx, logger) : undefined;
  app.addHook('onClose', async () => {
    await strategyScheduler?.stop();
    await signalWorker?.stop();
    await marketSync?.stop();
    await database.close();
  });

  // SIGTERM/SIGINT: stop accepting, let in-flight requests finish, close the database.
  closeWithGrace({ delay: 10_000, logger }, async ({ signal, err }) => {
    if (err) logger.error({ err }, 'shutting down after an error');
    else logger.info({ signal }, 'shutting down');
    await app.close();
  });

  await app.listen({ port: config.port, host: config.host });
  logger.info(`Pulso is running at ${config.publicUrl}`);
}

main().catch((error: unknown) => {
  process.stderr.write(
    `Pulso failed to start: ${error instanceof Error ? error.message : String(error)}\n`,
  );
  process.exit(1);
});
