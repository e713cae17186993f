import type { PaperHoldings } from './paper-balances.repository';
import type { Holding } from './paper-book';

/**
 * The paper balances of a batch's accounts, read once under row locks and kept in memory while
 * the batch's signals run in order: each signal sees the ones before it, as one at a time it
 * would. `dirty` is what the batch writes back.
 */
export class BatchHoldings implements PaperHoldings {
  readonly dirty = new Map<string, Map<string, Holding>>();
  private readonly rows = new Map<string, Map<string, Holding>>();

  /** The rows as read (and locked): nothing to write back yet. */
  take(rows: ReadonlyMap<string, ReadonlyMap<string, Holding>>): void {
    for (const [accountId, assets] of rows) this.rows.set(accountId, new Map(assets));
  }

  async load(accountId: string, assets: string[]): Promise<Map<string, Holding>> {
    const account = this.rows.get(accountId);
    return new Map(
      assets.flatMap((asset) => {
        const h = account?.get(asset);
        return h ? [[asset, h] as const] : [];
      }),
    );
  }

  async save(accountId: string, holdings: Map<string, Holding>): Promise<void> {
    const account = this.rows.get(accountId) ?? new Map<string, Holding>();
    const dirty = this.dirty.get(accountId) ?? new Map<string, Holding>();
    for (const [asset, h] of holdings) {
      account.set(asset, h);
      dirty.set(asset, h);
    }
    this.rows.set(accountId, account);
    this.dirty.set(accountId, dirty);
  }
}
