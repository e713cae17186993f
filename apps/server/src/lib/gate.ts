/**
 * At most `slots` tasks run at once; up to `queue` more wait their turn in order; beyond that a
 * task is refused at once. For work heavy enough that a few callers could take a shared pool
 * (database connections, the embedded database's thread) from everyone else.
 */
export class Gate {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(
    private readonly slots: number,
    private readonly queue: number,
  ) {}

  async run<T>(task: () => Promise<T>, refused: () => Error): Promise<T> {
    if (this.running < this.slots) {
      this.running += 1;
    } else {
      if (this.waiting.length >= this.queue) throw refused();
      // Woken by a finishing task, which hands over its slot.
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    }
    try {
      return await task();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.running -= 1;
    }
  }
}
