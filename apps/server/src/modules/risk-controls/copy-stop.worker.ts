import type { FastifyBaseLogger } from 'fastify';
import type { CopyStopWatch } from './copy-stop';

/** The watch's clock: `run` about every `everyMs`, one run at a time, until stopped. */
export class CopyStopWorker {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<unknown> | undefined;

  constructor(
    private readonly watch: CopyStopWatch,
    private readonly log: Pick<FastifyBaseLogger, 'warn'>,
    private readonly everyMs = 60_000,
  ) {}

  start(): void {
    this.timer = setInterval(() => this.tick(), this.everyMs);
    this.timer.unref();
  }

  private tick(): void {
    if (this.running) return;
    this.running = this.watch
      .run()
      .catch((err: unknown) => this.log.warn({ err }, 'copy stop: run failed'))
      .finally(() => (this.running = undefined));
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    await this.running;
  }
}
