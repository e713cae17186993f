/**
 * Wakes the signal worker of this process as soon as a signal is stored (the worker also polls,
 * for signals stored by other instances or inside transactions it cannot see yet).
 */
export class SignalEvents {
  private waiters = new Set<() => void>();
  /** A notification nobody was waiting for (the worker was busy): the next wait returns at once. */
  private missed = false;

  notify(): void {
    if (this.waiters.size === 0) this.missed = true;
    const waiting = this.waiters;
    this.waiters = new Set();
    for (const wake of waiting) wake();
  }

  /** Resolves on the next notify, or after `ms`. */
  wait(ms: number): Promise<void> {
    if (this.missed) {
      this.missed = false;
      return Promise.resolve();
    }
    return new Promise((resolve) => {
      const timer = setTimeout(done, ms);
      const waiters = this.waiters;
      function done() {
        clearTimeout(timer);
        waiters.delete(done);
        resolve();
      }
      this.waiters.add(done);
    });
  }
}
