/**
 * The channel migration 0015's triggers notify when a table that read caches hold changes (users,
 * roles, API tokens, exchanges, accounts, account lists), from any instance or code path.
 */
export const CHANGED_CHANNEL = 'pulso_changed';

/** Starts listening; reports when the listener is up or down. Resolves to a stop function. */
export type ChangeListener = (
  onChange: () => void,
  onState: (listening: boolean) => void,
) => Promise<() => Promise<void>>;

/**
 * Counts the changes to the cached tables this instance has heard of. A cache keeps what it read
 * at one count and drops it at the next (lib/cache.ts' `UntilChangedCache`), so it never serves
 * what a committed change made stale:
 *
 * - this instance's own writes are heard before their commit resolves (each pooled PostgreSQL
 *   connection LISTENs, and PostgreSQL delivers a session its own notification with the commit's
 *   answer; PGlite calls its listeners before the query resolves);
 * - other instances' writes are heard through a dedicated listening connection, as soon as
 *   PostgreSQL delivers them. While that connection is down (and until it first connects) the
 *   clock is not `reliable` and caches read through, since a change could go unheard.
 */
export class ChangeClock {
  private count = 0;
  private listening = false;
  private started: Promise<void> | undefined;
  private stop: (() => Promise<void>) | undefined;
  private closed = false;

  constructor(private readonly listen: ChangeListener) {}

  get generation(): number {
    return this.count;
  }

  /** True while every change is heard; starts the listener on first ask. */
  get reliable(): boolean {
    if (!this.started && !this.closed) this.start();
    return this.listening;
  }

  /** A change committed (or may have: the listener just came back, notifications were lost). */
  changed(): void {
    this.count += 1;
  }

  private start(): void {
    this.started = this.listen(
      () => this.changed(),
      (listening) => {
        this.changed();
        this.listening = listening && !this.closed;
      },
    ).then(
      (stop) => {
        this.stop = stop;
      },
      () => {
        // No listener (the database is going away): caches keep reading through.
        this.started = undefined;
      },
    );
  }

  async close(): Promise<void> {
    this.closed = true;
    this.listening = false;
    await this.started;
    await this.stop?.();
  }
}
