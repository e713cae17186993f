import type { User } from '@pulso/domain';
import type { UserWithRole } from './users.repository';

export function toUserDto(row: UserWithRole): User {
  return {
    id: row.id,
    uid: row.uid,
    email: row.email,
    photoURL: row.photoUrl,
    displayName: row.displayName,
    isActive: row.isActive,
    roleId: row.roleId,
    role: { id: row.roleId, name: row.roleName },
    lastSignInAt: row.lastSignInAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}
