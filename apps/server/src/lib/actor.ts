/**
 * Who is acting: what every service receives instead of the HTTP request, so a route, a worker
 * and the CLI call the same service and the activity log records the same facts.
 */

/** An authenticated user as the services see them. */
export interface AuthUser {
  id: string;
  uid: string;
  email: string;
  displayName: string;
  roleId: string;
  roleName: string;
  isAdmin: boolean;
  /** How the caller authenticated: the web session, or a personal API token (its id). */
  via: { kind: 'session' } | { kind: 'apiToken'; tokenId: string };
}

export interface Actor {
  /** The signed-in user; null for a visitor or the system. */
  user: Pick<AuthUser, 'id' | 'email'> | null;
  /** The client's address; null when the system acts (workers, CLI). */
  ip: string | null;
  /** The request's id, to find its log lines; null outside a request. */
  requestId: string | null;
}

/** The actor of work nobody requested over HTTP: workers, start-up, the CLI. */
export const SYSTEM_ACTOR: Actor = Object.freeze({ user: null, ip: null, requestId: null });

/** A user acting outside a request (the CLI on their behalf). */
export const actorFor = (user: Pick<AuthUser, 'id' | 'email'> | null): Actor => ({
  user,
  ip: null,
  requestId: null,
});

/** Whether the caller may see and change an owned row: their own, or any for an admin. */
export function ownedOrAdmin<T extends { ownerId: string }>(
  user: AuthUser,
  row: T | undefined,
): row is T {
  return row !== undefined && (row.ownerId === user.id || user.isAdmin);
}
