import { eq, sql } from 'drizzle-orm';
import { Repository } from '../../db/repository';
import { accounts, exchanges, users } from '../../db/schema';

/** What receiving a signal needs of an account: whether it takes signals and how to check them. */
export interface ReceivingAccount {
  id: string;
  ownerId: string;
  receiving: boolean;
  /** A deactivated user's accounts take no signals (M5). */
  ownerActive: boolean;
  webhookSecretHash: string;
  webhookSecretSealed: string;
  webhookIpAllowlist: string[];
  /** The exchange the account trades on ('binance' …): an alert for another is refused. */
  exchangeCode: string;
}

export class TradeReceiverRepository extends Repository {
  /** Prepared once: every delivery runs it, and building the query costs more than running it. */
  private readonly byId = this.db
    .select({
      id: accounts.id,
      ownerId: accounts.ownerId,
      isActive: accounts.isActive,
      deletedAt: accounts.deletedAt,
      webhookSecretHash: accounts.webhookSecretHash,
      webhookSecretSealed: accounts.webhookSecretSealed,
      webhookIpAllowlist: accounts.webhookIpAllowlist,
      ownerActive: users.isActive,
      exchangeCode: exchanges.code,
    })
    .from(accounts)
    .innerJoin(users, eq(users.id, accounts.ownerId))
    .innerJoin(exchanges, eq(exchanges.id, accounts.exchangeId))
    .where(eq(accounts.id, sql.placeholder('id')))
    .prepare('trade_receiver_account');

  async findAccount(id: string): Promise<ReceivingAccount | undefined> {
    const [row] = await this.byId.execute({ id });
    if (!row) return undefined;
    const { isActive, deletedAt, ...rest } = row;
    return { ...rest, receiving: isActive && deletedAt === null };
  }
}
