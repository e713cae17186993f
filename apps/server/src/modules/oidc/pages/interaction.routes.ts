import formbody from '@fastify/formbody';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { InteractionResults, Provider } from 'oidc-provider';
import { sendPage as page, type AssetUrls } from './html';
import { parseRegisterForm, secondFactorForm, signInForm } from './interaction.forms';
import {
  forgotPasswordPage,
  messagePage,
  PAGE_MESSAGES,
  registerPage,
  secondFactorPage,
  signInPage,
} from './interaction.pages';
import type { LocalAccountsService, SignInOutcome } from '../local-accounts/local-accounts.service';
import { SUPPORTED_SCOPES } from '../provider/provider';
import { EXPIRED, friendlyError, withFormAction } from './provider-pages';
import { actorOf } from '../../../plugins/access';
import { setPasswordRoutes } from './set-password.routes';

type Interaction = Awaited<ReturnType<Provider['interactionDetails']>>;
type UidRequest = FastifyRequest<{ Params: { uid: string } }>;

export interface InteractionDeps {
  provider: Provider;
  accounts: LocalAccountsService;
  assets: AssetUrls;
  publicUrl: string;
  /** Origins the client's callbacks live on (form-action must allow them). */
  clientOrigins: string[];
}

/** A refusal that is shown as a page rather than thrown as an API error. */
class PageError extends Error {
  constructor(
    readonly status: number,
    readonly title: string,
    message: string,
  ) {
    super(message);
  }
}

/** The interaction is over, expired, or belongs to another browser. */
const expired = () => new PageError(400, EXPIRED.title, EXPIRED.message);

/** oidc-provider's errors (SessionNotFound, InvalidRequest …) carry an OAuth code and a status. */
function isProviderError(
  error: unknown,
): error is Error & { error: string; error_description?: string; statusCode: number } {
  const e = error as { error?: unknown; statusCode?: unknown };
  return error instanceof Error && typeof e.error === 'string' && typeof e.statusCode === 'number';
}

/**
 * The sign-in pages of the embedded provider at /idp/interaction/:uid: sign in, register, the
 * TOTP step, cancel. Server-rendered, no inline script; POSTs must come from our own origin (the
 * interaction cookie is SameSite=Lax and the uid unguessable, this is the third lock).
 */
export function interactionRoutes(deps: InteractionDeps) {
  const { provider, accounts, assets } = deps;
  const ownOrigin = new URL(deps.publicUrl).origin;

  return async (scope: FastifyInstance) => {
    await scope.register(formbody, { bodyLimit: 16 * 1024 });

    scope.addHook('onRequest', async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const csp = withFormAction(
        reply.raw.getHeader('content-security-policy'),
        deps.clientOrigins,
      );
      if (csp) reply.header('content-security-policy', csp);
      if (request.method === 'POST' && !fromOwnOrigin(request, ownOrigin)) {
        throw new PageError(403, 'Solicitud rechazada', 'El formulario no se envió desde Pulso.');
      }
    });

    scope.setErrorHandler((error: FastifyError | Error, request, reply) => {
      let status = 500;
      let title: string;
      let message: string;
      if (error instanceof PageError) {
        ({ status, title, message } = error);
      } else if (isProviderError(error)) {
        status = error.statusCode;
        ({ title, message } = friendlyError(error.error, error.error_description));
      } else if (
        'statusCode' in error &&
        typeof error.statusCode === 'number' &&
        error.statusCode < 500
      ) {
        status = error.statusCode;
        ({ title, message } = friendlyError('invalid_request'));
      } else {
        request.log.error({ err: error }, 'identity page failed');
        ({ title, message } = friendlyError('server_error'));
      }
      return page(reply, messagePage({ assets, title, message, homeUrl: deps.publicUrl }), status);
    });

    /** The interaction this browser is in, which must be the one in the URL. */
    const details = async (request: UidRequest, reply: FastifyReply): Promise<Interaction> => {
      const interaction = await provider.interactionDetails(request.raw, reply.raw);
      if (interaction.uid !== request.params.uid) {
        throw expired();
      }
      return interaction;
    };

    const loginInteraction = async (request: UidRequest, reply: FastifyReply) => {
      const interaction = await details(request, reply);
      if (interaction.prompt.name !== 'login') throw expired();
      return interaction;
    };

    const finish = async (request: UidRequest, reply: FastifyReply, result: InteractionResults) => {
      const returnTo = await provider.interactionResult(request.raw, reply.raw, result, {
        mergeWithLastSubmission: false,
      });
      return reply.redirect(returnTo, 303);
    };

    /** Signed in: Pulso is the provider's own client, so the requested scopes are granted at once. */
    const signedIn = async (
      request: UidRequest,
      reply: FastifyReply,
      interaction: Interaction,
      accountId: string,
      amr: string[],
    ) => {
      const grantId = await grantFor(provider, interaction, accountId);
      return finish(request, reply, {
        login: { accountId, amr, remember: true },
        consent: { grantId },
      });
    };

    scope.get('/idp/interaction/:uid', async (request: UidRequest, reply) => {
      const interaction = await details(request, reply);
      if (interaction.prompt.name === 'consent' && interaction.session?.accountId) {
        const grantId = await grantFor(provider, interaction, interaction.session.accountId);
        return finish(request, reply, { consent: { grantId } });
      }
      if (interaction.prompt.name !== 'login') throw expired();
      const hint = interaction.params.login_hint;
      return page(
        reply,
        signInPage({
          assets,
          uid: interaction.uid,
          email: typeof hint === 'string' ? hint : undefined,
        }),
      );
    });

    scope.post('/idp/interaction/:uid/login', async (request: UidRequest, reply) => {
      const interaction = await loginInteraction(request, reply);
      const form = signInForm.safeParse(request.body ?? {});
      const input = form.success ? form.data : { email: '', password: '' };
      const outcome =
        input.email && input.password
          ? await accounts.signIn(input, interaction.uid, actorOf(request))
          : ({ kind: 'invalid' } as const);
      return answer(request, reply, interaction, outcome, input.email);
    });

    scope.post('/idp/interaction/:uid/totp', async (request: UidRequest, reply) => {
      const interaction = await loginInteraction(request, reply);
      const form = secondFactorForm.safeParse(request.body ?? {});
      const input = form.success ? form.data : { challenge: '', code: '' };
      const outcome = await accounts.verifySecondFactor(input, interaction.uid, actorOf(request));
      if (outcome.kind === 'invalid' || outcome.kind === 'locked') {
        const error =
          outcome.kind === 'locked'
            ? PAGE_MESSAGES.locked(outcome.retryAfterSeconds)
            : PAGE_MESSAGES.wrongCode;
        const body = secondFactorPage({
          assets,
          uid: interaction.uid,
          challenge: input.challenge,
          error,
        });
        return page(reply, body, outcome.kind === 'locked' ? 429 : 401);
      }
      return answer(request, reply, interaction, outcome, '');
    });

    const answer = (
      request: UidRequest,
      reply: FastifyReply,
      interaction: Interaction,
      outcome: SignInOutcome,
      email: string,
    ) => {
      const uid = interaction.uid;
      switch (outcome.kind) {
        case 'signed-in':
          return signedIn(request, reply, interaction, outcome.account.id, outcome.amr);
        case 'second-factor':
          return page(reply, secondFactorPage({ assets, uid, challenge: outcome.challenge }));
        case 'locked':
        case 'limited': {
          const error = (
            outcome.kind === 'locked' ? PAGE_MESSAGES.locked : PAGE_MESSAGES.tooManySignIns
          )(outcome.retryAfterSeconds);
          return page(reply, signInPage({ assets, uid, email, error }), 429);
        }
        case 'expired':
          return page(reply, signInPage({ assets, uid, error: PAGE_MESSAGES.expired }), 401);
        case 'invalid': {
          const error = PAGE_MESSAGES.invalidCredentials;
          return page(reply, signInPage({ assets, uid, email, error }), 401);
        }
      }
    };

    scope.get('/idp/interaction/:uid/register', async (request: UidRequest, reply) => {
      const interaction = await loginInteraction(request, reply);
      return page(reply, registerPage({ assets, uid: interaction.uid }));
    });

    scope.post('/idp/interaction/:uid/register', async (request: UidRequest, reply) => {
      const interaction = await loginInteraction(request, reply);
      const uid = interaction.uid;
      const form = parseRegisterForm(request.body);
      if (!form.ok) {
        return page(
          reply,
          registerPage({ assets, uid, values: form.values, errors: form.errors }),
          400,
        );
      }
      const outcome = await accounts.register(form.value, actorOf(request));
      if (outcome.kind !== 'registered') {
        const error =
          outcome.kind === 'refused'
            ? PAGE_MESSAGES.registrationRefused
            : (outcome.kind === 'locked'
                ? PAGE_MESSAGES.locked
                : PAGE_MESSAGES.tooManyRegistrations)(outcome.retryAfterSeconds);
        const values = { email: form.value.email, displayName: form.value.displayName };
        return page(
          reply,
          registerPage({ assets, uid, values, error }),
          outcome.kind === 'refused' ? 400 : 429,
        );
      }
      return signedIn(request, reply, interaction, outcome.account.id, ['pwd']);
    });

    setPasswordRoutes(scope, deps);

    // Static: asks for no address, so it reveals nothing about which ones have accounts.
    scope.get('/idp/interaction/:uid/forgot-password', async (request: UidRequest, reply) => {
      await loginInteraction(request, reply);
      return page(reply, forgotPasswordPage({ assets, uid: request.params.uid }));
    });

    scope.get('/idp/interaction/:uid/abort', async (request: UidRequest, reply) => {
      await details(request, reply);
      return finish(request, reply, {
        error: 'access_denied',
        error_description: 'End-User aborted interaction',
      });
    });
  };
}

/** Browsers send Origin with every form POST; without one, fall back to the Referer. */
function fromOwnOrigin(request: FastifyRequest, ownOrigin: string): boolean {
  const origin = request.headers.origin;
  if (origin) return origin === ownOrigin;
  const referer = request.headers.referer;
  if (!referer) return false;
  return URL.parse(referer)?.origin === ownOrigin;
}

/** A grant for the scopes asked for (among those we support) and any claims asked for. */
async function grantFor(provider: Provider, interaction: Interaction, accountId: string) {
  const clientId = String(interaction.params.client_id);
  const existing = interaction.grantId ? await provider.Grant.find(interaction.grantId) : undefined;
  const grant =
    existing && existing.accountId === accountId && existing.clientId === clientId
      ? existing
      : new provider.Grant({ accountId, clientId });
  const requested = String(interaction.params.scope ?? '')
    .split(' ')
    .filter((scope) => (SUPPORTED_SCOPES as readonly string[]).includes(scope));
  grant.addOIDCScope(requested.join(' '));
  const { missingOIDCClaims, missingResourceScopes } = interaction.prompt.details as {
    missingOIDCClaims?: string[];
    missingResourceScopes?: Record<string, string[]>;
  };
  if (missingOIDCClaims) grant.addOIDCClaims(missingOIDCClaims);
  for (const [indicator, scopes] of Object.entries(missingResourceScopes ?? {})) {
    grant.addResourceScope(indicator, scopes.join(' '));
  }
  return grant.save();
}
