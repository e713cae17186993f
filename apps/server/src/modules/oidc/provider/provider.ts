import type { JWK } from 'jose';
import type {
  AdapterFactory,
  Configuration,
  FindAccount,
  KoaContextWithOIDC,
  Provider,
} from 'oidc-provider';
import { withoutTestedRuntimeWarning } from '../../../lib/runtime';

export const SUPPORTED_SCOPES = ['openid', 'email', 'profile'] as const;

const HOUR = 3600;
const DAY = 24 * HOUR;

/** The pages oidc-provider renders itself (errors, sign-out), in the product's language and look. */
export interface ProviderPages {
  renderError: NonNullable<Configuration['renderError']>;
  logoutSource: (ctx: KoaContextWithOIDC, form: string) => Promise<void> | void;
  postLogoutSuccessSource: (ctx: KoaContextWithOIDC) => Promise<void> | void;
}

export interface ProviderOptions {
  issuer: string;
  clientId: string;
  redirectUris: string[];
  postLogoutRedirectUris: string[];
  /** Private signing keys (RS256). */
  jwks: { keys: JWK[] };
  /** Keys that sign the provider's cookies; the first signs, all verify (rotation). */
  cookieKeys: string[];
  adapter: AdapterFactory;
  findAccount: FindAccount;
  /** Where the provider sends the browser to sign in (an absolute URL). */
  interactionUrl: (uid: string) => string;
  pages?: ProviderPages;
  onServerError?: (error: unknown) => void;
}

/**
 * An OpenID Connect provider with one first-party, public client: authorization code with PKCE
 * (S256), ID tokens signed RS256 carrying email and name, no refresh tokens, no dev interactions.
 * Used for the embedded provider, and by the tests to stand up a second, independent issuer.
 *
 * oidc-provider is loaded here, on first use. It warns as it loads on any Node before 22 LTS;
 * on the versions we test (lib/runtime.ts) the start-up line says what is supported instead.
 */
export async function createProvider(options: ProviderOptions): Promise<Provider> {
  const { default: OidcProvider } = await withoutTestedRuntimeWarning(
    () => import('oidc-provider'),
  );
  const configuration: Configuration = {
    adapter: options.adapter,
    clients: [
      {
        client_id: options.clientId,
        client_name: 'Pulso',
        application_type: 'web',
        token_endpoint_auth_method: 'none',
        response_types: ['code'],
        grant_types: ['authorization_code'],
        redirect_uris: options.redirectUris,
        post_logout_redirect_uris: options.postLogoutRedirectUris,
        id_token_signed_response_alg: 'RS256',
      },
    ],
    // jose's JWK and oidc-provider's JWK describe the same JSON; only the typings differ.
    jwks: options.jwks as Configuration['jwks'],
    cookies: { keys: options.cookieKeys },
    findAccount: options.findAccount,
    scopes: [...SUPPORTED_SCOPES],
    claims: { openid: ['sub', 'amr'], email: ['email', 'email_verified'], profile: ['name'] },
    // The app reads email and name from the ID token itself (it never calls userinfo).
    conformIdTokenClaims: false,
    responseTypes: ['code'],
    pkce: { required: () => true },
    allowOmittingSingleRegisteredRedirectUri: false,
    interactions: { url: (_ctx, interaction) => options.interactionUrl(interaction.uid) },
    features: {
      devInteractions: { enabled: false },
      rpInitiatedLogout: {
        enabled: true,
        ...(options.pages && {
          logoutSource: options.pages.logoutSource,
          postLogoutSuccessSource: options.pages.postLogoutSuccessSource,
        }),
      },
    },
    ttl: {
      Session: 14 * DAY,
      Grant: 14 * DAY,
      Interaction: HOUR,
      AccessToken: HOUR,
      AuthorizationCode: 60,
      IdToken: HOUR,
    },
    // The token endpoint answers the browser only from the client's own origins.
    clientBasedCORS: (_ctx, origin, client) =>
      origin !== 'null' &&
      (client.redirectUris ?? []).some((uri) => URL.parse(uri)?.origin === origin),
    ...(options.pages && { renderError: options.pages.renderError }),
  };
  const provider = new OidcProvider(options.issuer, configuration);
  const onServerError = options.onServerError;
  if (onServerError)
    provider.on('server_error', (_ctx: unknown, error: unknown) => onServerError(error));
  return provider;
}

/** Vite's dev server (apps/web/vite.config.ts), where the web app runs under `npm run dev`. */
export const DEV_WEB_ORIGIN = 'http://localhost:5173';

/**
 * The redirect targets of the web client: the public URL and each allowed origin, plus Vite's dev
 * server in development only (in production anyone on the user's machine could serve that port).
 */
export function clientOrigins(config: {
  publicUrl: string;
  corsOrigins: string[];
  development: boolean;
}): string[] {
  const dev = config.development ? [DEV_WEB_ORIGIN] : [];
  return [...new Set([new URL(config.publicUrl).origin, ...config.corsOrigins, ...dev])];
}
