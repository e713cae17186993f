import {
  AppError,
  type Exchange,
  type createExchangeBody,
  type updateExchangeBody,
} from '@pulso/domain';
import type { Actor } from '../../lib/actor';
import type { z } from 'zod';
import type { Transact } from '../../db/repository';
import type { ActivityService } from '../activity-logs';
import type { ExchangesRepository } from './exchanges.repository';
import { type ExchangeRow } from './exchanges.repository';

export const toExchange = (row: ExchangeRow): Exchange => ({
  id: row.id,
  code: row.code,
  name: row.name,
  isActive: row.isActive,
  takerFee: Number(row.takerFee),
  makerFee: Number(row.makerFee),
  accountTypes: row.accountTypes as Exchange['accountTypes'],
});

const fees = (v: { takerFee?: number | undefined; makerFee?: number | undefined }) => ({
  ...(v.takerFee !== undefined ? { takerFee: String(v.takerFee) } : {}),
  ...(v.makerFee !== undefined ? { makerFee: String(v.makerFee) } : {}),
});

export class ExchangesService {
  private readonly exchanges: ExchangesRepository;
  private readonly activity: ActivityService;

  constructor(
    private readonly transact: Transact,
    deps: { activity: ActivityService; exchanges: ExchangesRepository },
  ) {
    this.activity = deps.activity;
    this.exchanges = deps.exchanges;
  }

  async list(): Promise<Exchange[]> {
    return (await this.exchanges.list()).map(toExchange);
  }

  async create(body: z.infer<typeof createExchangeBody>, actor: Actor): Promise<Exchange> {
    return this.transact(async (tx) => {
      if (await this.exchanges.findByCode(body.code, tx)) {
        throw new AppError('CONFLICT', `Ya existe un exchange con el código ${body.code}`);
      }
      const row = await this.exchanges.insert(
        { ...body, takerFee: String(body.takerFee), makerFee: String(body.makerFee) },
        tx,
      );
      await this.record('exchange.create', row, actor, tx);
      return toExchange(row);
    });
  }

  async update(
    id: string,
    body: z.infer<typeof updateExchangeBody>,
    actor: Actor,
  ): Promise<Exchange> {
    return this.transact(async (tx) => {
      const { takerFee: _t, makerFee: _m, ...rest } = body;
      const row = await this.exchanges.update(id, { ...rest, ...fees(body) }, tx);
      if (!row) throw new AppError('NOT_FOUND', 'Exchange no encontrado');
      await this.record('exchange.update', row, actor, tx);
      return toExchange(row);
    });
  }

  async delete(id: string, actor: Actor): Promise<void> {
    await this.transact(async (tx) => {
      const row = await this.exchanges.findById(id, tx);
      if (!row) throw new AppError('NOT_FOUND', 'Exchange no encontrado');
      const inUse = await this.exchanges.accountCount(id, tx);
      if (inUse > 0) {
        throw new AppError(
          'CONFLICT',
          `El exchange tiene ${inUse} cuenta${inUse === 1 ? '' : 's'} y no se puede eliminar; desactívalo`,
        );
      }
      await this.exchanges.delete(id, tx);
      await this.record('exchange.delete', row, actor, tx);
    });
  }

  private record(
    action: string,
    row: ExchangeRow,
    actor: Actor,
    tx: Parameters<ExchangesRepository['list']>[0],
  ) {
    return this.activity.record(
      {
        scope: 'backoffice',
        action,
        entityType: 'exchange',
        entityId: row.id,
        details: { code: row.code },
        actor,
      },
      tx,
    );
  }
}
