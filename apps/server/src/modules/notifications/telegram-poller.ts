import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { TelegramApiError, type TelegramApi } from './telegram-api';
import type { TelegramService } from './telegram.service';
import type { TelegramRepository } from './telegram.repository';

export interface TelegramPollerOptions {
  /** getUpdates' long-poll, in seconds (Telegram holds the request open until an update). */
  longPollSeconds?: number;
  /** The poller's lease: another instance takes over this long after this one stops renewing. */
  leaseMs?: number;
  /** The wait between tries when there is no bot, another instance polls, or Telegram failed. */
  idleMs?: number;
}

/**
 * Reads the bot's updates (getUpdates with a persisted offset) and hands each to the Telegram
 * service. One instance polls at a time, across instances: it holds a lease row it renews every
 * round (Telegram itself refuses two concurrent getUpdates of one bot). The offset moves past an
 * update once it was handled: a crash in between handles it again (a spent code is refused).
 */
export class TelegramPoller {
  private readonly holder = randomUUID();
  private readonly options: Required<TelegramPollerOptions>;
  private stopping = false;
  private loop: Promise<void> | undefined;
  private wake: (() => void) | undefined;

  constructor(
    private readonly deps: {
      api: TelegramApi;
      service: TelegramService;
      repository: TelegramRepository;
      log: Pick<FastifyBaseLogger, 'warn'>;
    },
    options: TelegramPollerOptions = {},
  ) {
    this.options = { longPollSeconds: 25, leaseMs: 60_000, idleMs: 5_000, ...options };
  }

  start(): void {
    this.loop = this.run();
  }

  async stop(): Promise<void> {
    this.stopping = true;
    this.wake?.();
    // A long poll in flight ends by itself; stopping does not wait for it past two seconds.
    await Promise.race([this.loop, new Promise((resolve) => setTimeout(resolve, 2_000).unref())]);
    await this.deps.repository.releaseLease(this.holder).catch(() => {});
  }

  private async run(): Promise<void> {
    while (!this.stopping) {
      let polled = false;
      try {
        polled = await this.pollOnce(this.options.longPollSeconds);
      } catch (error) {
        const said = error instanceof TelegramApiError ? error.message : (error as Error)?.name;
        this.deps.log.warn({ said }, 'telegram: polling failed');
      }
      if (!polled && !this.stopping) await this.sleep(this.options.idleMs);
    }
  }

  /**
   * One round: takes the lease, asks for updates (waiting up to `longPollSeconds`), handles them
   * in order. Answers false when there was nothing to poll (no bot, or another instance polls).
   */
  async pollOnce(longPollSeconds = 0): Promise<boolean> {
    const { api, service, repository } = this.deps;
    const bot = await service.bot();
    if (!bot) return false;
    const offset = await repository.takeLease(this.holder, this.options.leaseMs);
    if (offset === null) return false;
    const updates = await api.getUpdates(bot.token, offset, longPollSeconds);
    for (const update of updates) {
      if (this.stopping) break;
      try {
        await service.handleUpdate(bot, update);
      } catch (error) {
        // One update that cannot be handled must not hold back the ones after it.
        this.deps.log.warn({ said: (error as Error)?.message }, 'telegram: an update failed');
      }
      if (!(await repository.saveOffset(this.holder, update.update_id + 1))) break;
    }
    return true;
  }

  private sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(resolve, ms);
      timer.unref();
      this.wake = () => {
        clearTimeout(timer);
        resolve();
      };
    });
  }
}
