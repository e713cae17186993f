import { asc, count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { Repository } from '../../db/repository';
import { roles, users } from '../../db/schema';

export type RoleRow = typeof roles.$inferSelect;
export const ADMIN_ROLE = 'admin';
export const USER_ROLE = 'user';

export class RolesRepository extends Repository {
  /** The two roles the product needs exist from the first start. */
  async ensureDefaults(tx?: Db): Promise<void> {
    await this.q(tx)
      .insert(roles)
      .values([
        { name: ADMIN_ROLE, permissions: ['*'] },
        { name: USER_ROLE, permissions: [] },
      ])
      .onConflictDoNothing({ target: roles.name });
  }

  async list(tx?: Db): Promise<RoleRow[]> {
    return this.q(tx).select().from(roles).orderBy(asc(roles.name));
  }

  async findById(id: string, tx?: Db): Promise<RoleRow | undefined> {
    const [row] = await this.q(tx).select().from(roles).where(eq(roles.id, id));
    return row;
  }

  async findByName(name: string, tx?: Db): Promise<RoleRow | undefined> {
    const [row] = await this.q(tx).select().from(roles).where(eq(roles.name, name));
    return row;
  }

  async create(values: { name: string; permissions: string[] }, tx?: Db): Promise<RoleRow> {
    const [row] = await this.q(tx).insert(roles).values(values).returning();
    return row!;
  }

  async update(
    id: string,
    values: Partial<Pick<RoleRow, 'name' | 'permissions'>>,
    tx?: Db,
  ): Promise<RoleRow | undefined> {
    const [row] = await this.q(tx)
      .update(roles)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(roles.id, id))
      .returning();
    return row;
  }

  async delete(id: string, tx?: Db): Promise<void> {
    await this.q(tx).delete(roles).where(eq(roles.id, id));
  }

  async userCount(roleId: string, tx?: Db): Promise<number> {
    const [row] = await this.q(tx)
      .select({ n: count() })
      .from(users)
      .where(eq(users.roleId, roleId));
    return Number(row?.n ?? 0);
  }
}
