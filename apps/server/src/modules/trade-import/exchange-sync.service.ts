import {
  AppError,
  Decimal,
  DELETED_LISTED,
  isStableCoin,
  type AccountType,
  type ExchangeSyncBody,
  type ExchangeSyncStatus,
} from '@pulso/domain';
import type { Transact } from '../../db/repository';
import type { Actor, AuthUser } from '../../lib/actor';
import type { AccountDirectory } from '../accounts';
import type { ActivityService } from '../activity-logs';
import {
  syncStatus,
  type ExchangeSyncRepository,
  type Holding,
  type SyncRow,
} from './exchange-sync.repository';

const DAY_MS = 86_400_000;

/**
 * "Sincronizar ahora" for an account's owner (or an admin): asks the sync workers to read the
 * account's history from its exchange, and says where its sync stands.
 */
export class ExchangeSyncService {
  constructor(
    private readonly transact: Transact,
    private readonly deps: {
      accounts: Pick<AccountDirectory, 'owned'>;
      syncs: ExchangeSyncRepository;
      activity: ActivityService;
      now?: () => number;
    },
  ) {}

  async status(user: AuthUser, accountId: string): Promise<ExchangeSyncStatus> {
    const account = await this.deps.accounts.owned(user, accountId);
    const row = await this.deps.syncs.find(account.id);
    const of = REPORTED[account.accountType];
    const compared =
      row?.balances && row.balancesAt && of
        ? reconcile(row, await this.deps.syncs.holdings(account.id), of)
        : null;
    const deleted = await this.deps.syncs.deletedFromExchange(account.id, DELETED_LISTED);
    return syncStatus(row, compared, deleted);
  }

  /** Asks for a sync reading `sinceDays` back (or further back, if an earlier one did). */
  async request(
    user: AuthUser,
    accountId: string,
    body: ExchangeSyncBody,
    actor: Actor,
  ): Promise<ExchangeSyncStatus> {
    const account = await this.deps.accounts.owned(user, accountId);
    const fields = new Set(account.credentialFields);
    if (!account.credentials || !fields.has('apiKey') || !fields.has('secret')) {
      throw new AppError(
        'CONFLICT',
        'La cuenta no tiene credenciales de API: añade una clave y su secreto (basta con permisos de lectura) para sincronizar',
      );
    }
    const now = (this.deps.now ?? Date.now)();
    const since = new Date(now - body.sinceDays * DAY_MS);
    const row = await this.transact(async (tx) => {
      const asked = await this.deps.syncs.request(account.id, since, tx);
      await this.deps.activity.record(
        {
          scope: 'user',
          action: 'account.sync_request',
          entityType: 'account',
          entityId: account.id,
          details: { sinceDays: body.sinceDays },
          actor,
        },
        tx,
      );
      return asked;
    });
    return syncStatus(
      row,
      null,
      await this.deps.syncs.deletedFromExchange(account.id, DELETED_LISTED),
    );
  }
}

/** Less than this share of a balance apart is rounding (the exchange's and the ledger's). */
const TOLERANCE = new Decimal('0.000001');

/** What a sync reads of an account beside its history: spot balances, futures positions. */
const REPORTED: Partial<Record<AccountType, Reconciliation['of']>> = {
  spot: 'balances',
  future: 'positions',
};

type Reconciliation = NonNullable<ExchangeSyncStatus['reconciliation']>;

/**
 * What the exchange reports of each coin (stable coins aside: the ledger follows positions, not
 * cash) beside what the history explains: a spot balance against the coin's position less the
 * fees paid in it; a perpetual's position against the ledger's (fees are paid in the margin coin).
 */
export function reconcile(
  row: SyncRow,
  holdings: Holding[],
  of: Reconciliation['of'],
): Reconciliation {
  const held = new Map(holdings.map((h) => [h.asset, of === 'balances' ? h : { ...h, fees: '0' }]));
  const assets = new Set([...Object.keys(row.balances ?? {}), ...held.keys()]);
  const lines = [...assets]
    .filter((asset) => !isStableCoin(asset))
    .sort((a, b) => a.localeCompare(b, 'en'))
    .map((asset) => {
      const exchange = new Decimal(row.balances?.[asset] ?? 0);
      const position = new Decimal(held.get(asset)?.position ?? 0);
      const fees = new Decimal(held.get(asset)?.fees ?? 0);
      let difference = exchange.minus(position.minus(fees));
      if (difference.abs().lte(Decimal.max(exchange.abs(), position.abs()).times(TOLERANCE))) {
        difference = new Decimal(0);
      }
      return {
        asset,
        exchange: exchange.toFixed(),
        position: position.toFixed(),
        fees: fees.toFixed(),
        difference: difference.toFixed(),
      };
    })
    .filter((line) => line.exchange !== '0' || line.position !== '0');
  return { of, at: row.balancesAt!.toISOString(), assets: lines };
}
