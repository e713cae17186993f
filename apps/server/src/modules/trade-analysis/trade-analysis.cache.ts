/**
 * The `tradeAnalysis` cache namespace: an in-process LRU of analytics building blocks keyed by
 * the account set and parameters. Entries carry the aggregate version of each of their accounts
 * (table trade_aggregate_versions, bumped by every refresh in the recording transaction), so a
 * reader that sees a newer version after another instance's (or a just-committed) write never
 * uses the old entry; refreshTradeAggregates also drops this process's entries of the account at
 * once.
 */
export const TRADE_ANALYSIS_NAMESPACE = 'tradeAnalysis';

interface Entry<T> {
  accountIds: readonly string[];
  versions: string;
  value: T;
}

export class TradeAnalysisCache {
  private readonly entries = new Map<string, Entry<unknown>>();
  constructor(private readonly maxEntries = 500) {}

  get<T>(key: string, versions: string): T | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    if (entry.versions !== versions) return undefined;
    this.entries.set(key, entry); // most recently used last
    return entry.value as T;
  }

  set<T>(key: string, accountIds: readonly string[], versions: string, value: T): void {
    this.entries.delete(key);
    this.entries.set(key, { accountIds, versions, value });
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
  }

  /** Drops every entry that covers the account. */
  invalidateAccount(accountId: string): void {
    for (const [key, entry] of this.entries) {
      if (entry.accountIds.includes(accountId)) this.entries.delete(key);
    }
  }

  clear(): void {
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}
