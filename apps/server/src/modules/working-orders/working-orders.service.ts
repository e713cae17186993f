import { AppError, type CancelledOrders, type WorkingOrderView } from '@pulso/domain';
import type { Transact } from '../../db/repository';
import type { Actor, AuthUser } from '../../lib/actor';
import type { AccountDirectory } from '../accounts';
import type { ActivityService } from '../activity-logs';
import type { WorkingOrdersRepository } from './working-orders.repository';

const BY_OWNER = 'Cancelada por el propietario';

/** An account's working orders as its owner (or an admin) sees and cancels them. */
export class WorkingOrdersService {
  constructor(
    private readonly transact: Transact,
    private readonly repository: WorkingOrdersRepository,
    private readonly accounts: AccountDirectory,
    private readonly activity: ActivityService,
  ) {}

  async list(user: AuthUser, accountId: string): Promise<{ items: WorkingOrderView[] }> {
    await this.accounts.owned(user, accountId);
    return { items: await this.repository.listOpen(accountId) };
  }

  /**
   * One open order (404 when it is not open: filled, triggered, cancelled or another account's),
   * or all of them. A triggered order is already on its way to the exchange and stays.
   */
  async cancel(
    user: AuthUser,
    accountId: string,
    orderId: string | undefined,
    actor: Actor,
  ): Promise<CancelledOrders> {
    await this.accounts.owned(user, accountId);
    const cancelled = await this.transact(async (tx) => {
      const n = await this.repository.cancel(
        accountId,
        orderId ? { id: orderId } : {},
        BY_OWNER,
        tx,
      );
      if (orderId && n === 0) throw new AppError('NOT_FOUND', 'Orden no encontrada');
      if (n > 0) {
        await this.activity.record(
          {
            scope: 'user',
            action: 'order.cancel',
            entityType: 'account',
            entityId: accountId,
            details: { orderId: orderId ?? null, cancelled: n },
            actor,
          },
          tx,
        );
      }
      return n;
    });
    return { cancelled };
  }
}
