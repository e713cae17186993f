import { and, asc, count, eq, isNull, ne, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { Repository } from '../../db/repository';
import { packages, users } from '../../db/schema';

export type PackageRow = typeof packages.$inferSelect;

export const DEFAULT_PACKAGE = {
  name: 'Básico',
  description: 'El plan de cada usuario nuevo.',
  price: '0',
  currency: 'USD',
  maxAccounts: 25,
  maxCopyTrades: 10,
  maxDeployments: 5,
  features: ['Cuentas en papel y reales', 'Alertas de TradingView', 'Analítica completa'],
  isDefault: true,
};

export class PackagesRepository extends Repository {
  /** A default plan exists from the first start (only when there is none at all). */
  async ensureDefault(tx?: Db): Promise<void> {
    const [row] = await this.q(tx).select({ n: count() }).from(packages);
    if (Number(row?.n ?? 0) === 0)
      await this.q(tx).insert(packages).values(DEFAULT_PACKAGE).onConflictDoNothing();
  }

  list(tx?: Db): Promise<PackageRow[]> {
    return this.q(tx).select().from(packages).orderBy(asc(packages.price), asc(packages.name));
  }

  async findById(id: string, tx?: Db): Promise<PackageRow | undefined> {
    const [row] = await this.q(tx).select().from(packages).where(eq(packages.id, id));
    return row;
  }

  async findByName(name: string, tx?: Db): Promise<PackageRow | undefined> {
    const [row] = await this.q(tx).select().from(packages).where(eq(packages.name, name));
    return row;
  }

  /** The plan a user is on: their own, or the default one. */
  async forUser(userId: string, tx?: Db): Promise<PackageRow> {
    const [row] = await this.q(tx)
      .select({ pkg: packages })
      .from(users)
      .innerJoin(
        packages,
        or(
          eq(packages.id, users.packageId),
          and(isNull(users.packageId), eq(packages.isDefault, true)),
        ),
      )
      .where(eq(users.id, userId))
      .limit(1);
    if (row) return row.pkg;
    const [fallback] = await this.q(tx)
      .select()
      .from(packages)
      .where(eq(packages.isDefault, true))
      .limit(1);
    return fallback ?? ({ ...DEFAULT_PACKAGE, id: 'default' } as PackageRow);
  }

  async insert(values: typeof packages.$inferInsert, tx?: Db): Promise<PackageRow> {
    const [row] = await this.q(tx).insert(packages).values(values).returning();
    return row!;
  }

  async update(
    id: string,
    values: Partial<typeof packages.$inferInsert>,
    tx?: Db,
  ): Promise<PackageRow | undefined> {
    const [row] = await this.q(tx)
      .update(packages)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(packages.id, id))
      .returning();
    return row;
  }

  /** Exactly one default: making one the default unmakes the others. */
  async clearDefaultExcept(id: string, tx?: Db): Promise<void> {
    await this.q(tx)
      .update(packages)
      .set({ isDefault: false })
      .where(and(ne(packages.id, id), eq(packages.isDefault, true)));
  }

  async delete(id: string, tx?: Db): Promise<void> {
    await this.q(tx).delete(packages).where(eq(packages.id, id));
  }

  async userCount(id: string, tx?: Db): Promise<number> {
    const [row] = await this.q(tx)
      .select({ n: count() })
      .from(users)
      .where(eq(users.packageId, id));
    return Number(row?.n ?? 0);
  }
}
