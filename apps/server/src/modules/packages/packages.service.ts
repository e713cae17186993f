import {
  AppError,
  type createPackageBody,
  type Package,
  type updatePackageBody,
} from '@pulso/domain';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { inTransaction } from '../../db/repository';
import { PackagesRepository, type PackageRow } from './packages.repository';

export const toPackage = (row: PackageRow): Package => ({
  id: row.id,
  name: row.name,
  description: row.description,
  price: Number(row.price),
  currency: row.currency,
  maxAccounts: row.maxAccounts,
  maxCopyTrades: row.maxCopyTrades,
  maxDeployments: row.maxDeployments,
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

export class PackagesService {
  private readonly packages: PackagesRepository;

  constructor(private readonly ctx: AppContext) {
    this.packages = new PackagesRepository(ctx.db);
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

  async create(body: z.infer<typeof createPackageBody>, request: FastifyRequest): Promise<Package> {
    return inTransaction(this.ctx.db, async (tx) => {
      if (await this.packages.findByName(body.name, tx))
        throw new AppError('CONFLICT', `Ya existe un plan llamado ${body.name}`);
      const row = await this.packages.insert({ ...body, price: String(body.price) }, tx);
      if (row.isDefault) await this.packages.clearDefaultExcept(row.id, tx);
      await this.record('package.create', row, request, tx);
      return toPackage(row);
    });
  }

  async update(body: z.infer<typeof updatePackageBody>, request: FastifyRequest): Promise<Package> {
    const { id, price, ...changes } = body;
    return inTransaction(this.ctx.db, async (tx) => {
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
      await this.record('package.update', row, request, tx);
      return toPackage(row);
    });
  }

  async delete(id: string, request: FastifyRequest): Promise<void> {
    await inTransaction(this.ctx.db, async (tx) => {
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
      await this.record('package.delete', row, request, tx);
    });
  }

  private record(action: string, row: PackageRow, request: FastifyRequest, tx: Db) {
    return this.ctx.activity.record(
      {
        scope: 'backoffice',
        action,
        entityType: 'package',
        entityId: row.id,
        details: { name: row.name },
        request,
      },
      tx,
    );
  }
}
