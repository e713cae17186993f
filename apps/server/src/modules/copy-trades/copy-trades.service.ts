import {
  AppError,
  COPY_STOP_LIVE,
  Decimal,
  MESSAGES,
  paginate,
  type CopySettings,
  type CopyTrade,
  type createCopyTradeBody,
  type updateCopyTradeBody,
  UUID_PATTERN,
} from '@pulso/domain';
import { type Actor, type AuthUser, ownedOrAdmin } from '../../lib/actor';
import type { z } from 'zod';
import type { ActivityService, UserChangeRecorder } from '../activity-logs';
import type { Transact } from '../../db/repository';
import type { AccountDirectory, AccountView } from '../accounts';
import type { PlanLimits } from '../packages';
import type { CopyTradesRepository, CopyTradeView } from './copy-trades.repository';

type CreateBody = z.infer<typeof createCopyTradeBody>;
type UpdateBody = z.infer<typeof updateCopyTradeBody>;

/** NUMERIC(38,18) as text, without trailing zeros: '1.500000000000000000' → '1.5'. */
const plain = (n: string) => new Decimal(n).toString();

export function toCopyTrade(row: CopyTradeView): CopyTrade {
  return {
    id: row.id,
    ownerId: row.ownerId,
    emitterAccountId: row.emitterAccountId,
    receiverAccountId: row.receiverAccountId,
    emitter: { id: row.emitterAccountId, name: row.emitterName, exchange: row.emitterExchange },
    receiver: { id: row.receiverAccountId, name: row.receiverName, exchange: row.receiverExchange },
    multiplier: plain(row.multiplier),
    isActive: row.isActive,
    settings: row.settings,
    stopped: row.stopped ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The rules as stored: the schema's output without the keys left unset. */
const stored = (settings: CopySettings): CopySettings =>
  Object.fromEntries(
    Object.entries(settings).filter(([, v]) => v !== undefined),
  ) as unknown as CopySettings;

const notFound = () => new AppError('NOT_FOUND', 'Copy trade no encontrado');
const idRequired = () =>
  new AppError('VALIDATION', MESSAGES.copyTrade.idRequired, [
    { path: ['body', 'id'], message: MESSAGES.copyTrade.idRequired },
  ]);
function invalid(field: string, message: string) {
  return new AppError('VALIDATION', message, [{ path: ['body', field], message }]);
}

/**
 * The stop-copy rule reads the follower's equity as its paper capital plus its PnL: a live account's
 * capital is the exchange's balance, which Pulso does not read yet, so a live receiver cannot set it.
 */
function assertStopMeasurable(settings: CreateBody['settings'], receiver: AccountView): void {
  if (settings?.stopDrawdownPct !== undefined && receiver.mode === 'live')
    throw new AppError('VALIDATION', COPY_STOP_LIVE, [
      { path: ['body', 'settings', 'stopDrawdownPct'], message: COPY_STOP_LIVE },
    ]);
}

/** Copy trades: an emitter account's trades copied into a receiver account (DESIGN §6.5). */
export class CopyTradesService {
  private readonly copies: CopyTradesRepository;
  private readonly accounts: AccountDirectory;
  private readonly packages: PlanLimits;
  private readonly record: UserChangeRecorder;

  constructor(
    private readonly transact: Transact,
    deps: {
      activity: ActivityService;
      copies: CopyTradesRepository;
      accounts: AccountDirectory;
      packages: PlanLimits;
    },
  ) {
    this.record = deps.activity.userChanges('copy_trade');
    this.copies = deps.copies;
    this.accounts = deps.accounts;
    this.packages = deps.packages;
  }

  async create(user: AuthUser, body: CreateBody, actor: Actor): Promise<CopyTrade> {
    const emitter = await this.account(user, body.emitterAccountId);
    const receiver = await this.account(user, body.receiverAccountId);
    if (emitter.id === receiver.id)
      throw invalid('receiverAccountId', 'Una cuenta no puede copiarse a sí misma');
    if (!emitter.isEmitter)
      throw invalid('emitterAccountId', `La cuenta ${emitter.name} no es emisora`);
    if (!receiver.isReceiver)
      throw invalid('receiverAccountId', `La cuenta ${receiver.name} no es receptora`);
    assertStopMeasurable(body.settings, receiver);
    // The copy trade belongs to whoever owns the receiving account (an admin may link anyone's).
    const ownerId = receiver.ownerId;
    const id = await this.transact(async (tx) => {
      await this.copies.lockGraph(tx);
      if (await this.copies.findPair(emitter.id, receiver.id, tx))
        throw new AppError('CONFLICT', 'Ya existe un copy trade entre estas cuentas');
      if (await this.copies.reaches(receiver.id, emitter.id, tx)) {
        throw invalid(
          'receiverAccountId',
          `${receiver.name} ya copia hacia ${emitter.name}: se formaría un ciclo`,
        );
      }
      await this.packages.assertWithinLimit(
        ownerId,
        'maxCopyTrades',
        await this.copies.countForOwner(ownerId, tx),
        tx,
      );
      const id = await this.copies.insert(
        {
          ownerId,
          emitterAccountId: emitter.id,
          receiverAccountId: receiver.id,
          multiplier: String(body.multiplier),
          isActive: body.isActive,
          ...(body.settings ? { settings: stored(body.settings) } : {}),
        },
        tx,
      );
      await this.record(
        'copy_trade.create',
        id,
        { emitter: emitter.name, receiver: receiver.name, multiplier: String(body.multiplier) },
        actor,
        tx,
      );
      return id;
    });
    return toCopyTrade((await this.copies.findById(id))!);
  }

  async list(user: AuthUser, page: number, limit: number) {
    const { rows, total } = await this.copies.page(user.isAdmin ? null : user.id, page, limit);
    return { data: rows.map(toCopyTrade), pagination: paginate(total, page, limit) };
  }

  async update(
    user: AuthUser,
    body: UpdateBody | null | undefined,
    actor: Actor,
  ): Promise<CopyTrade> {
    if (!body?.id) throw idRequired();
    const row = await this.owned(user, body.id);
    if (body.settings)
      assertStopMeasurable(body.settings, await this.account(user, row.receiverAccountId));
    const changes = {
      ...(body.multiplier !== undefined ? { multiplier: String(body.multiplier) } : {}),
      ...(body.isActive !== undefined ? { isActive: body.isActive } : {}),
      ...(body.settings ? { settings: stored(body.settings) } : {}),
      // New rules or a resume start the stop-copy rule afresh, from the equity it reads next.
      ...(body.settings || body.isActive ? { stopHighWater: null, stopped: null } : {}),
    };
    await this.transact(async (tx) => {
      await this.copies.update(row.id, changes, tx);
      await this.record('copy_trade.update', row.id, changes, actor, tx);
    });
    return toCopyTrade((await this.copies.findById(row.id))!);
  }

  async delete(user: AuthUser, id: string | undefined, actor: Actor): Promise<void> {
    if (!id) throw idRequired();
    const row = await this.owned(user, id);
    await this.transact(async (tx) => {
      await this.copies.delete(row.id, tx);
      await this.record(
        'copy_trade.delete',
        row.id,
        { emitter: row.emitterName, receiver: row.receiverName },
        actor,
        tx,
      );
    });
  }

  private async owned(user: AuthUser, id: string): Promise<CopyTradeView> {
    const row = UUID_PATTERN.test(id) ? await this.copies.findById(id) : undefined;
    if (!ownedOrAdmin(user, row)) throw notFound();
    return row;
  }

  private account(user: AuthUser, id: string): Promise<AccountView> {
    return this.accounts.owned(user, id);
  }
}
