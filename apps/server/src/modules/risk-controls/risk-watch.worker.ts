import type { FastifyBaseLogger } from 'fastify';

/** A risk rule looked at on a clock: the stop-copy rule, the trading windows' close. */
export interface RiskWatch {
  run(now?: number): Promise<number>;
}

/** The watches' clock: each `run` about every `everyMs`, one round at a time, until stopped. */
export class RiskWatchWorker {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<unknown> | undefined;

  constructor(
    private readonly watches: Record<string, RiskWatch>,
    private readonly log: Pick<FastifyBaseLogger, 'warn'>,
    private readonly everyMs = 60_000,
  ) {}

  start(): void {
    this.timer = setInterval(() => this.tick(), this.everyMs);
    this.timer.unref();
  }

  private tick(): void {
    if (this.running) return;
    this.running = this.round().finally(() => (this.running = undefined));
  }

  /** Each watch in turn; one failing does not keep the others from running. */
  private async round(): Promise<void> {
    for (const [name, watch] of Object.entries(this.watches)) {
      await watch
        .run()
        .catch((err: unknown) => this.log.warn({ err, watch: name }, 'risk watch: run failed'));
    }
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    await this.running;
  }
}
