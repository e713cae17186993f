import { AppError, UUID_PATTERN, type TradeImportBatch, type TradeRemoval } from '@pulso/domain';
import { sql } from 'drizzle-orm';
import type { Transact } from '../../db/repository';
import type { Actor, AuthUser } from '../../lib/actor';
import type { AccountDirectory } from '../accounts';
import type { ActivityService } from '../activity-logs';
import type { Ledger } from '../ledger';
import type { TradeImportRepository } from './trade-import.repository';

/**
 * Corrections of an account's history by its owner (or an admin): its imports listed and undone
 * as batches, a single trade deleted — each time the ledger replays, the rollups and caches
 * follow, and the activity log keeps what left. Trades of the exchange stay deleted (deleted_trades).
 */
export class TradeCorrectionsService {
  constructor(
    private readonly transact: Transact,
    private readonly deps: {
      repository: TradeImportRepository;
      accounts: Pick<AccountDirectory, 'owned'>;
      ledger: Ledger;
      activity: ActivityService;
    },
  ) {}

  /** The account's imports, newest first (its owner's, or any for an admin). */
  async listImports(user: AuthUser, accountId: string): Promise<TradeImportBatch[]> {
    const account = await this.deps.accounts.owned(user, accountId);
    const rows = await this.deps.repository.listImports(account.id);
    return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
  }

  /**
   * Undoes an import: its trades leave (those still held), the ledger replays, the rollups and
   * the analytics caches (stamped with the aggregate version) follow, and the activity log says
   * who did it and what left. Owner or admin; 404 for anyone else.
   */
  async undoImport(
    user: AuthUser,
    actor: Actor,
    accountId: string,
    importId: string,
  ): Promise<TradeRemoval> {
    const account = await this.deps.accounts.owned(user, accountId);
    if (!UUID_PATTERN.test(importId)) throw new AppError('NOT_FOUND', 'Importación no encontrada');
    return this.transact(async (tx) => {
      const batch = await this.deps.repository.importOf(account.id, importId, tx);
      if (!batch) throw new AppError('NOT_FOUND', 'Importación no encontrada');
      if (batch.status !== 'done') {
        throw new AppError(
          'CONFLICT',
          batch.status === 'writing'
            ? 'La importación aún se está escribiendo; inténtelo cuando termine'
            : 'Esta importación ya no tiene operaciones que deshacer',
        );
      }
      const removed = await this.deps.ledger.remove(tx, account.id, sql`import_id = ${importId}`);
      const funding = await this.deps.repository.removeFunding(account.id, importId, tx);
      await this.deps.repository.setImportStatus(importId, 'undone', tx);
      await this.deps.activity.record(
        {
          scope: 'user',
          action: 'trade.import_undone',
          entityType: 'account',
          entityId: account.id,
          details: { importId, fileName: batch.fileName, removed, ...(funding ? { funding } : {}) },
          actor,
        },
        tx,
      );
      // A funding export's undo says how many payments left too.
      return { removed, ...(funding ? { funding } : {}) };
    });
  }

  /**
   * Deletes one trade of the account: the ledger replays its book from it, the rollups and
   * caches follow, and the activity log keeps what the trade was. Owner or admin; 404 otherwise.
   */
  async deleteTrade(
    user: AuthUser,
    actor: Actor,
    accountId: string,
    tradeId: string,
  ): Promise<TradeRemoval> {
    const account = await this.deps.accounts.owned(user, accountId);
    if (!UUID_PATTERN.test(tradeId)) throw new AppError('NOT_FOUND', 'Operación no encontrada');
    return this.transact(async (tx) => {
      await this.deps.ledger.lock(tx, account.id);
      const trade = await this.deps.repository.tradeOf(account.id, tradeId, tx);
      if (!trade) throw new AppError('NOT_FOUND', 'Operación no encontrada');
      const removed = await this.deps.ledger.remove(tx, account.id, sql`id = ${tradeId}`);
      await this.deps.repository.rememberDeleted(
        account.id,
        {
          id: tradeId,
          externalId: trade.externalId ?? null,
          orderId: trade.orderId ?? null,
          executedAtMs: Number(trade.executedAtMs),
        },
        {
          symbol: trade.symbol ?? '',
          side: trade.side ?? '',
          amount: trade.amount ?? '',
          price: trade.price ?? '',
        },
        tx,
      );
      await this.deps.activity.record(
        {
          scope: 'user',
          action: 'trade.delete',
          entityType: 'account',
          entityId: account.id,
          details: { tradeId, ...trade },
          actor,
        },
        tx,
      );
      return { removed };
    });
  }
}
