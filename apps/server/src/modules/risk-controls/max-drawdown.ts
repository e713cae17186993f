import { Decimal } from '@pulso/domain';
import type { Db } from '../../db/client';
import type { Transact } from '../../db/repository';
import type { ActivityService } from '../activity-logs';
import type { PnlOfAccounts } from './copy-stop';
import { flattenPositions, type FlattenDeps, type TellOwner } from './flatten';
import type { LimitedAccount, MaxDrawdownRepository } from './max-drawdown.repository';

export interface MaxDrawdownDeps extends FlattenDeps {
  transact: Transact;
  repository: MaxDrawdownRepository;
  pnl: PnlOfAccounts;
  activity: Pick<ActivityService, 'record'>;
  /** Tells the owner what the rule did. */
  tell: TellOwner<'risk.max_drawdown'>;
}

/**
 * An account's maximum drawdown (issue 37), looked at about once a minute. Its PnL (realized and
 * unrealized, USD, the analytics' figure) is read against its best since the limit was set or the
 * account resumed (the high-water mark, kept in account_drawdown_marks). Once it is the limit
 * below, the account's entries are paused — its pause switch, so closes still pass and its owner
 * resumes it by hand — claimed by marking it stopped, so two instances pause it once; set to,
 * its open positions are closed at the market (one flat signal each, through the pipeline and its
 * receiver log). The owner is told, and the activity log says the system did it.
 */
export class MaxDrawdownWatch {
  constructor(private readonly deps: MaxDrawdownDeps) {}

  /** Looks at every limited account at `now`; answers the accounts it paused. */
  async run(now = Date.now()): Promise<number> {
    const limited = (await this.deps.repository.limited()).filter((a) => a.stoppedAtMs === null);
    if (limited.length === 0) return 0;
    const pnl = await this.deps.pnl(
      limited.map((a) => a.id),
      { startMs: 0, endMs: now },
    );
    let stopped = 0;
    for (const account of limited) {
      try {
        const total = new Decimal(pnl.get(account.id)?.pnl ?? 0).toDecimalPlaces(8);
        if (await this.check(account, total, now)) stopped++;
      } catch (err) {
        // One account failing (an unpriced coin, a broken history) skips it, not the rest.
        this.deps.log.warn({ err, accountId: account.id }, 'max drawdown: not checked');
      }
    }
    return stopped;
  }

  private async check(account: LimitedAccount, total: Decimal, now: number): Promise<boolean> {
    const mark = account.highWater === null ? total : Decimal.max(account.highWater, total);
    const below = mark.minus(total);
    const highWater = mark.toString();
    if (below.lt(account.maxDrawdown)) {
      await this.deps.repository.read(account.id, highWater, below.toString(), now);
      return false;
    }
    return this.deps.transact(async (tx) => {
      const { repository } = this.deps;
      if (!(await repository.claim(account.id, highWater, below.toString(), now, tx))) {
        return false;
      }
      await repository.pause(account.id, tx);
      const closed = account.closeAtMaxDrawdown ? await this.close(account, now, tx) : [];
      const figures = {
        drawdown: below.toDecimalPlaces(2).toString(),
        limit: account.maxDrawdown,
        highWater: mark.toDecimalPlaces(2).toString(),
        pnl: total.toDecimalPlaces(2).toString(),
      };
      await this.deps.activity.record(
        {
          scope: 'user',
          action: 'account.max_drawdown',
          entityType: 'account',
          entityId: account.id,
          details: { ...figures, closed },
        },
        tx,
      );
      const data = { accountId: account.id, ...figures, closed: account.closeAtMaxDrawdown };
      await this.deps.tell(account.ownerId, 'risk.max_drawdown', data, tx);
      return true;
    });
  }

  private async close(account: LimitedAccount, now: number, tx: Db): Promise<string[]> {
    const target = {
      accountId: account.id,
      exchangeCode: account.exchangeCode,
      symbols: await this.deps.ledger.openSymbols(tx, account.id),
      now,
      rule: 'max_drawdown',
      source: 'manual' as const,
      orderIdPrefix: `max-drawdown:${account.id}`,
      tags: [],
      logMetadata: { maxDrawdown: account.maxDrawdown },
    };
    return flattenPositions(this.deps, target, tx);
  }
}
