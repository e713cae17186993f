import { createHash, randomBytes } from 'node:crypto';
import { LIVE_TICKET_TTL_MS } from '@pulso/domain';
import type { AuthUser } from '../../lib/actor';
import type { LiveEventsRepository } from './live.repository';

const hash = (ticket: string) => createHash('sha256').update(ticket).digest('hex');

/**
 * Tickets for the browser's EventSource, which cannot send an Authorization header: a signed-in
 * user asks for one with their token, and it opens one stream within LIVE_TICKET_TTL_MS. Stored
 * hashed in the database, so any instance can take it, and only once.
 */
export class LiveTickets {
  constructor(
    private readonly deps: {
      events: LiveEventsRepository;
      userById: (id: string) => Promise<AuthUser | null>;
      now?: () => number;
    },
  ) {}

  async issue(user: AuthUser): Promise<{ ticket: string; expiresAt: string }> {
    const ticket = randomBytes(32).toString('base64url');
    const expiresAt = new Date(this.now() + LIVE_TICKET_TTL_MS);
    await this.deps.events.createTicket(hash(ticket), { userId: user.id }, expiresAt);
    return { ticket, expiresAt: expiresAt.toISOString() };
  }

  /** The ticket's user, if the ticket is valid and the user still active; null otherwise. */
  async redeem(ticket: string): Promise<AuthUser | null> {
    const row = await this.deps.events.redeemTicket(hash(ticket), new Date(this.now()));
    return row ? this.deps.userById(row.userId) : null;
  }

  private now(): number {
    return (this.deps.now ?? Date.now)();
  }
}
