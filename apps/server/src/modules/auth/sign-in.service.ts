import { AppError, type User } from '@pulso/domain';
import type { Actor } from '../../lib/actor';
import type { ActivityService } from '../activity-logs';
import type { UsersService } from '../users';
import type { IdTokenVerifier } from './id-token';
import { NONCE_TTL_SECONDS, type SessionTokens } from './session-tokens';
import type { UsedNoncesRepository } from './used-nonces.repository';

/** Trades the identity provider's ID token for a Pulso session (POST /user/upsert). */
export class SignInService {
  constructor(
    private readonly deps: {
      users: Pick<UsersService, 'signIn'>;
      sessions: SessionTokens;
      idTokens: IdTokenVerifier;
      usedNonces: UsedNoncesRepository;
      activity: ActivityService;
    },
  ) {}

  issueNonce(): string {
    return this.deps.sessions.issueNonce();
  }

  /** A failed sign-in is recorded (with the reason the caller was given) and thrown again. */
  async signIn(
    input: { idToken: string; nonce: string; photoURL?: string | undefined },
    actor: Actor,
  ): Promise<{ user: User; token: string; expiresAt: string }> {
    const { sessions, idTokens, usedNonces, users } = this.deps;
    try {
      if (!sessions.isValidNonce(input.nonce)) {
        throw new AppError('UNAUTHORIZED', 'La sesión de inicio caducó; vuelve a intentarlo');
      }
      const claims = await idTokens.verify(input.idToken, input.nonce);
      // One session per sign-in: a replayed token + nonce pair is refused while either lives.
      const keepUntil = Math.max(claims.expiresAt.getTime(), Date.now() + NONCE_TTL_SECONDS * 1000);
      if (!(await usedNonces.consume(input.nonce, new Date(keepUntil)))) {
        throw new AppError(
          'UNAUTHORIZED',
          'Este inicio de sesión ya se usó; vuelve a iniciar sesión',
        );
      }
      const { user, sessionEpoch } = await users.signIn(claims, input.photoURL, actor);
      const { token, expiresAt } = await sessions.sign(user.id, sessionEpoch);
      return { user, token, expiresAt: expiresAt.toISOString() };
    } catch (error) {
      await this.deps.activity.record({
        scope: 'system',
        action: 'user.sign_in_failed',
        entityType: 'user',
        actor: { ...actor, user: null },
        details: { reason: error instanceof AppError ? error.message : 'error' },
      });
      throw error;
    }
  }
}
