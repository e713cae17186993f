import type { QueryClient, QueryKey } from '@tanstack/react-query';

/** How long events are gathered before their queries refetch: a burst costs one refetch each. */
export const LIVE_DEBOUNCE_MS = 250;

/**
 * Marks queries stale in batches: keys gathered over LIVE_DEBOUNCE_MS are invalidated once each,
 * so 100 trades landing together refetch the trades table once, not 100 times.
 */
export class LiveInvalidator {
  private readonly pending = new Map<string, QueryKey>();
  private everything = false;
  private timer: ReturnType<typeof setTimeout> | undefined;

  constructor(
    private readonly queryClient: QueryClient,
    private readonly delayMs = LIVE_DEBOUNCE_MS,
  ) {}

  add(keys: readonly QueryKey[]): void {
    for (const key of keys) this.pending.set(JSON.stringify(key), key);
    this.schedule();
  }

  /** Missed events: every query is stale. */
  all(): void {
    this.everything = true;
    this.schedule();
  }

  flush(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    if (this.everything) void this.queryClient.invalidateQueries();
    else
      for (const queryKey of this.pending.values())
        void this.queryClient.invalidateQueries({ queryKey });
    this.pending.clear();
    this.everything = false;
  }

  dispose(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    this.pending.clear();
  }

  private schedule(): void {
    this.timer ??= setTimeout(() => this.flush(), this.delayMs);
  }
}
