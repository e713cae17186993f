import {
  AppError,
  MESSAGES,
  paginate,
  type AccountList,
  type accountListBody,
} from '@pulso/domain';
import type { Actor, AuthUser } from '../../lib/actor';
import type { z } from 'zod';
import type { ActivityService, UserChangeRecorder } from '../activity-logs';
import type { Db } from '../../db/client';
import type { Transact } from '../../db/repository';
import type { AccountListsRepository, AccountListRow } from './account-lists.repository';

type ListInput = z.infer<typeof accountListBody>;

const toList = (row: AccountListRow): AccountList => ({
  id: row.id,
  name: row.name,
  description: row.description,
  accountIds: row.accountIds,
  createdAt: row.createdAt.toISOString(),
});

/** Named lists of a user's own accounts (spec §3, §5). */
export class AccountListsService {
  private readonly lists: AccountListsRepository;
  private readonly record: UserChangeRecorder;

  constructor(
    private readonly transact: Transact,
    deps: {
      activity: ActivityService;
      lists: AccountListsRepository;
    },
  ) {
    this.record = deps.activity.userChanges('account_list');
    this.lists = deps.lists;
  }

  async list(user: AuthUser, page: number, limit: number) {
    const { rows, total } = await this.lists.page(user.id, page, limit);
    return { data: rows.map(toList), pagination: paginate(total, page, limit) };
  }

  async get(user: AuthUser, id: string): Promise<AccountList> {
    const row = await this.lists.findOwned(id, user.id);
    if (!row) throw notFound();
    return toList(row);
  }

  async create(user: AuthUser, input: ListInput, actor: Actor): Promise<AccountList> {
    const id = await this.transact(async (tx) => {
      await this.assertOwnAccounts(user, input.accountIds, tx);
      await this.assertNameFree(user, input.name, null, tx);
      const id = await this.lists.insert(
        { ownerId: user.id, name: input.name, description: input.description || null },
        input.accountIds,
        tx,
      );
      await this.record('account_list.create', id, input, actor, tx);
      return id;
    });
    return this.get(user, id);
  }

  async update(user: AuthUser, id: string, input: ListInput, actor: Actor): Promise<AccountList> {
    await this.transact(async (tx) => {
      if (!(await this.lists.findOwned(id, user.id, tx))) throw notFound();
      await this.assertOwnAccounts(user, input.accountIds, tx);
      await this.assertNameFree(user, input.name, id, tx);
      await this.lists.update(
        id,
        { name: input.name, description: input.description || null },
        input.accountIds,
        tx,
      );
      await this.record('account_list.update', id, input, actor, tx);
    });
    return this.get(user, id);
  }

  async delete(user: AuthUser, id: string, actor: Actor): Promise<void> {
    await this.transact(async (tx) => {
      const list = await this.lists.findOwned(id, user.id, tx);
      if (!list) throw notFound();
      await this.lists.delete(id, tx);
      await this.record('account_list.delete', id, { name: list.name }, actor, tx);
    });
  }

  /** One user's lists have distinct names (trimmed, any case); renaming a list to itself is fine. */
  private async assertNameFree(
    user: AuthUser,
    name: string,
    exceptId: string | null,
    tx: Db,
  ): Promise<void> {
    if (await this.lists.nameTaken(user.id, name, exceptId, tx)) {
      const message = MESSAGES.accountList.nameTaken;
      throw new AppError('CONFLICT', message, [{ path: ['body', 'name'], message }]);
    }
  }

  /** Every account of a list must be one of the user's own, live accounts. */
  private async assertOwnAccounts(user: AuthUser, ids: string[], tx: Db): Promise<void> {
    const own = new Set(await this.lists.ownAccountIds(user.id, ids, tx));
    const foreign = ids.filter((id) => !own.has(id));
    if (foreign.length > 0) {
      const message = 'Alguna de las cuentas no existe o no es tuya';
      throw new AppError('VALIDATION', message, [{ path: ['body', 'accountIds'], message }]);
    }
  }
}

function notFound() {
  return new AppError('NOT_FOUND', 'Lista no encontrada');
}
