import { inTradingWindow, lastWindowEnd } from '@pulso/domain';
import type { Transact } from '../../db/repository';
import type { ActivityService } from '../activity-logs';
import { flattenPositions, type FlattenDeps, type TellOwner } from './flatten';
import type { ClosingAccount, WindowCloseRepository } from './window-close.repository';

export interface WindowCloseDeps extends FlattenDeps {
  transact: Transact;
  repository: WindowCloseRepository;
  activity: Pick<ActivityService, 'record'>;
  /** Tells the owner what the rule did. */
  tell: TellOwner<'risk.window_closed'>;
}

/**
 * The close at a trading window's end (issue 37), looked at about once a minute. An account set
 * to close has its open positions closed at the market (one flat signal each, through the pipeline
 * and its receiver log) once per end: the end is an instant in its owner's time zone, daylight
 * saving included, and moving the account's last closed end to it is the claim. An end missed
 * while no instance ran is closed when one does, unless a window opened since.
 */
export class WindowCloseWatch {
  constructor(private readonly deps: WindowCloseDeps) {}

  /** Looks at every closing account at `now`; answers the ends it closed. */
  async run(now = Date.now()): Promise<number> {
    let closed = 0;
    for (const account of await this.deps.repository.closing()) {
      try {
        if (await this.check(account, now)) closed++;
      } catch (err) {
        // One account failing (an unpriced coin, a broken history) skips it, not the rest.
        this.deps.log.warn({ err, accountId: account.id }, 'window close: not checked');
      }
    }
    return closed;
  }

  private async check(account: ClosingAccount, now: number): Promise<boolean> {
    const { tradingWindows: windows, timeZone } = account;
    const end = lastWindowEnd(windows, now, timeZone);
    if (end === undefined || (account.closedAtMs !== null && end <= account.closedAtMs)) {
      return false;
    }
    return this.deps.transact(async (tx) => {
      if (!(await this.deps.repository.claim(account.id, end, tx))) return false;
      // A window opened since the end (no instance ran then): its positions are the owner's now.
      if (inTradingWindow(windows, now, timeZone)) return false;
      const symbols = await this.deps.ledger.openSymbols(tx, account.id);
      const target = {
        accountId: account.id,
        exchangeCode: account.exchangeCode,
        symbols,
        now,
        rule: 'window_close',
        source: 'manual' as const,
        orderIdPrefix: `window-close:${account.id}`,
        tags: [],
        logMetadata: { windowClose: new Date(end).toISOString() },
      };
      const closed = await flattenPositions(this.deps, target, tx);
      await this.deps.activity.record(
        {
          scope: 'user',
          action: 'account.window_closed',
          entityType: 'account',
          entityId: account.id,
          details: { windowEnd: new Date(end).toISOString(), timeZone, closed },
        },
        tx,
      );
      // The owner is told what was closed on their behalf (nothing held: nothing to tell).
      if (closed.length > 0) {
        const windowEnd = new Date(end).toLocaleString('es-ES', {
          timeZone,
          dateStyle: 'short',
          timeStyle: 'short',
        });
        await this.deps.tell(
          account.ownerId,
          'risk.window_closed',
          { accountId: account.id, windowEnd, closed },
          tx,
        );
      }
      return true;
    });
  }
}
