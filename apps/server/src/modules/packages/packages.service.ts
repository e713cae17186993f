import {
  AppError,
  type createPackageBody,
  type Package,
  type updatePackageBody,
} from '@pulso/domain';
import type { Actor } from '../../lib/actor';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import type { Transact } from '../../db/repository';
import type { ActivityService } from '../activity-logs';
import type { PackagesRepository } from './packages.repository';
import { type PackageRow } from './packages.repository';

export const toPackage = (row: PackageRow): Package => ({
  id: row.id,
  name: row.name,
  description: row.description,
  price: Number(row.price),
  currency: row.currency,
  maxAccounts: row.maxAccounts,
  maxCopyTrades: row.maxCopyTrades,
  maxDeployments: row.maxDeployments,
  maxStrategyRuns: row.maxStrategyRuns,
  features: row.features,
  isActive: row.isActive,
  isDefault: row.isDefault,
});

const notFound = () => new AppError('NOT_FOUND', 'Plan no encontrado');

export type PackageLimit = 'maxAccounts' | 'maxCopyTrades' | 'maxDeployments';
const LIMIT_NAMES: Record<PackageLimit, [one: string, many: string]> = {
  maxAccounts: ['cuenta', 'cuentas'],
  maxCopyTrades: ['copy trade', 'copy trades'],
  maxDeployments: ['despliegue de estrategia', 'despliegues de estrategias'],
};

/** What other features ask of a user's plan. */
export interface PlanLimits {
  assertWithinLimit(userId: string, limit: PackageLimit, current: number, tx?: Db): Promise<void>;
  strategyRunsFor(userId: string, tx?: Db): Promise<number | undefined>;
}

export class PackagesService implements PlanLimits {
  private readonly packages: PackagesRepository;
  private readonly activity: ActivityService;

  constructor(
    private readonly transact: Transact,
    deps: { activity: ActivityService; packages: PackagesRepository },
  ) {
    this.activity = deps.activity;
    this.packages = deps.packages;
  }

  async list(): Promise<Package[]> {
    return (await this.packages.list()).map(toPackage);
  }

  /**
   * Refuses a creation that would pass the user's plan limit, naming the limit. Call inside the
   * transaction that creates, with the count as it stands there.
   */
  async assertWithinLimit(
    userId: string,
    limit: PackageLimit,
    current: number,
    tx?: Db,
  ): Promise<void> {
    const plan = await this.packages.forUser(userId, tx);
    const max = plan[limit];
    if (current >= max) {
      const [one, many] = LIMIT_NAMES[limit];
      throw new AppError(
        'FORBIDDEN',
        `Tu plan ${plan.name} permite como máximo ${max} ${max === 1 ? one : many}`,
      );
    }
  }

  /** How many strategy runs of the user's may hold a sandbox thread at once (their plan's cap). */
  async strategyRunsFor(userId: string, tx?: Db): Promise<number | undefined> {
    return (await this.packages.forUser(userId, tx)).maxStrategyRuns ?? undefined;
  }

  async create(body: z.infer<typeof createPackageBody>, actor: Actor): Promise<Package> {
    return this.transact(async (tx) => {
      if (await this.packages.findByName(body.name, tx))
        throw new AppError('CONFLICT', `Ya existe un plan llamado ${body.name}`);
      const row = await this.packages.insert({ ...body, price: String(body.price) }, tx);
      if (row.isDefault) await this.packages.clearDefaultExcept(row.id, tx);
      await this.record('package.create', row, actor, tx);
      return toPackage(row);
    });
  }

  async update(body: z.infer<typeof updatePackageBody>, actor: Actor): Promise<Package> {
    const { id, price, ...changes } = body;
    return this.transact(async (tx) => {
      const current = await this.packages.findById(id, tx);
      if (!current) throw notFound();
      if (changes.isDefault === false && current.isDefault) {
        throw new AppError(
          'CONFLICT',
          'Debe haber un plan por defecto: marca otro como predeterminado',
        );
      }
      if (
        changes.name &&
        changes.name !== current.name &&
        (await this.packages.findByName(changes.name, tx))
      ) {
        throw new AppError('CONFLICT', `Ya existe un plan llamado ${changes.name}`);
      }
      const row = (await this.packages.update(
        id,
        { ...changes, ...(price !== undefined ? { price: String(price) } : {}) },
        tx,
      ))!;
      if (row.isDefault) await this.packages.clearDefaultExcept(row.id, tx);
      await this.record('package.update', row, actor, tx);
      return toPackage(row);
    });
  }

  async delete(id: string, actor: Actor): Promise<void> {
    await this.transact(async (tx) => {
      const row = await this.packages.findById(id, tx);
      if (!row) throw notFound();
      if (row.isDefault) throw new AppError('CONFLICT', 'El plan por defecto no se puede eliminar');
      const users = await this.packages.userCount(id, tx);
      if (users > 0)
        throw new AppError(
          'CONFLICT',
          `El plan está asignado a ${users} usuario${users === 1 ? '' : 's'}`,
        );
      await this.packages.delete(id, tx);
      await this.record('package.delete', row, actor, tx);
    });
  }

  private record(action: string, row: PackageRow, actor: Actor, tx: Db) {
    return this.activity.record(
      {
        scope: 'backoffice',
        action,
        entityType: 'package',
        entityId: row.id,
        details: { name: row.name },
        actor,
      },
      tx,
    );
  }
}
