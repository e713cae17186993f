import { MESSAGES, type Role } from '@pulso/domain';
import { apiFetch } from '../../../lib/api-client';

/** The session's role, fetched by the user's roleId after sign-in (spec §4). */
export function getRole(id: string): Promise<Role | null> {
  return apiFetch<Role>(`/role/${encodeURIComponent(id)}`, {
    defaultMessage: MESSAGES.errors.roles.fetchOne,
  });
}
