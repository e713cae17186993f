import { paginate, type CopyLedger } from '@pulso/domain';
import type { AuthUser } from '../../lib/actor';
import type { AccountDirectory } from '../accounts';
import type { CopyLedgerRepository, LedgerScope } from './copy-ledger.repository';

/**
 * The copy ledger (issue 37), read by account: a receiving account's rows for its owner and the
 * admins; for an emitting account's owner, the counts of every copy of its trades and the rows of
 * its own receivers only (another user's copies are theirs to read).
 */
export class CopyLedgerService {
  constructor(
    private readonly ledger: CopyLedgerRepository,
    private readonly accounts: AccountDirectory,
  ) {}

  async read(
    user: AuthUser,
    accountId: string,
    query: { as: 'receiver' | 'emitter'; page: number; limit: number },
  ): Promise<CopyLedger> {
    await this.accounts.owned(user, accountId);
    const scope: LedgerScope =
      query.as === 'receiver'
        ? { receiverAccountId: accountId }
        : { emitterAccountId: accountId, receiverOwnerId: user.isAdmin ? undefined : user.id };
    const [{ rows, total }, counts] = await Promise.all([
      this.ledger.page(scope, query.page, query.limit),
      this.ledger.counts(scope),
    ]);
    return { items: rows, counts, pagination: paginate(total, query.page, query.limit) };
  }
}
