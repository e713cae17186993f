import type { Role, User } from '@pulso/domain/schemas';

export const adminRole: Role = { id: 'r-admin', name: 'admin', permissions: ['*'] };
export const userRole: Role = { id: 'r-user', name: 'user', permissions: [] };

export function makeUser(overrides: Partial<User> = {}): User {
  return {
    id: 'u-ana',
    uid: 'sub-ana',
    email: 'ana@example.com',
    photoURL: null,
    displayName: 'Ana Admin',
    isActive: true,
    roleId: adminRole.id,
    role: { id: adminRole.id, name: adminRole.name },
    lastSignInAt: '2026-01-02T10:00:00.000Z',
    createdAt: '2026-01-01T10:00:00.000Z',
    ...overrides,
  };
}

export const authConfig = {
  issuer: 'http://pulso.test/oidc',
  clientId: 'pulso-web',
  scopes: 'openid email profile',
  embedded: true,
};
