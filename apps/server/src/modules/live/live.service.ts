import { createHash, randomBytes } from 'node:crypto';
import { AppError, LIVE_TICKET_TTL_MS, MESSAGES } from '@pulso/domain';
import type { AuthUser } from '../../lib/actor';
import type { Credentials, StreamCredential } from '../auth';
import type { LiveEventsRepository, TicketRow } from './live.repository';

const hash = (ticket: string) => createHash('sha256').update(ticket).digest('hex');

/** Who opens a stream: the user now and the credential its rights are re-checked with. */
export interface StreamOpener {
  user: AuthUser;
  credential: StreamCredential;
}

function credentialOf(row: TicketRow): StreamCredential | null {
  if (row.apiTokenId !== null) return { userId: row.userId, apiTokenId: row.apiTokenId };
  if (row.sessionEpoch !== null) return { userId: row.userId, sessionEpoch: row.sessionEpoch };
  return null;
}

/**
 * Who may open a live stream, and with what. A bearer token's credential (its session epoch or
 * API token) is kept by the stream, never the token. Tickets serve the browser's EventSource,
 * which cannot send an Authorization header: a signed-in user asks for one with their token, and
 * it opens one stream within LIVE_TICKET_TTL_MS, with that token's credential. Stored hashed in
 * the database, so any instance can take it, and only once.
 */
export class LiveTickets {
  constructor(
    private readonly deps: {
      events: LiveEventsRepository;
      credentials: Credentials;
      now?: () => number;
    },
  ) {}

  /** The opener behind a bearer token, or null when REST would refuse the token now. */
  async opener(token: string): Promise<StreamOpener | null> {
    const credential = await this.deps.credentials.of(token);
    if (!credential) return null;
    const user = await this.deps.credentials.currentUser(credential);
    return user && { user, credential };
  }

  /** A ticket for the caller of `token` (already authenticated by the route). */
  async issue(token: string): Promise<{ ticket: string; expiresAt: string }> {
    const opener = await this.opener(token);
    // Refused since the route let it in (revoked, signed out meanwhile).
    if (!opener) throw new AppError('UNAUTHORIZED', MESSAGES.errors.permissions.invalidToken);
    const { credential } = opener;
    const ticket = randomBytes(32).toString('base64url');
    const expiresAt = new Date(this.now() + LIVE_TICKET_TTL_MS);
    await this.deps.events.createTicket(
      hash(ticket),
      {
        userId: credential.userId,
        sessionEpoch: 'sessionEpoch' in credential ? credential.sessionEpoch : null,
        apiTokenId: 'apiTokenId' in credential ? credential.apiTokenId : null,
      },
      expiresAt,
    );
    return { ticket, expiresAt: expiresAt.toISOString() };
  }

  /**
   * The ticket's opener, if the ticket is valid and its credential still is; null otherwise. The
   * ticket is not spent: a stream refused for another reason (a cap, bad input) leaves it usable.
   */
  async peek(ticket: string): Promise<StreamOpener | null> {
    const row = await this.deps.events.findTicket(hash(ticket), new Date(this.now()));
    const credential = row && credentialOf(row);
    if (!credential) return null;
    const user = await this.deps.credentials.currentUser(credential);
    return user && { user, credential };
  }

  /**
   * Spends the ticket as its stream opens: true if it was still there and valid (a concurrent
   * request with the same ticket gets false, so it opens one stream only).
   */
  async spend(ticket: string): Promise<boolean> {
    return (await this.deps.events.redeemTicket(hash(ticket), new Date(this.now()))) !== null;
  }

  private now(): number {
    return (this.deps.now ?? Date.now)();
  }
}
