import { MESSAGES } from '@pulso/domain/core';
import type { Role } from '@pulso/domain/schemas';
import { apiFetch } from '../../../lib/api-client';

/** The session's role, fetched by the user's roleId after sign-in (spec §4). */
export function getRole(id: string): Promise<Role | null> {
  return apiFetch<Role>(`/role/${encodeURIComponent(id)}`, {
    defaultMessage: MESSAGES.errors.roles.fetchOne,
  });
}
