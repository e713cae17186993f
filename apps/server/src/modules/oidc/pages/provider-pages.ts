import type { AssetUrls } from './html';
import { logoutPage, messagePage } from './interaction.pages';
import type { ProviderPages } from '../provider/provider';

interface FriendlyError {
  title: string;
  message: string;
}

export const EXPIRED: FriendlyError = {
  title: 'La sesión ha caducado',
  message:
    'Esta página de acceso ya no es válida. Cierra esta ventana y vuelve a iniciar sesión desde Pulso.',
};

/** An OAuth error code (and description) in words a user understands. */
export function friendlyError(code: string | undefined, description?: string): FriendlyError {
  if (/session|interaction|cookie/i.test(description ?? '')) return EXPIRED;
  switch (code) {
    case 'access_denied':
      return { title: 'Acceso cancelado', message: 'Se canceló el inicio de sesión.' };
    case 'invalid_client':
    case 'unauthorized_client':
      return {
        title: 'Aplicación desconocida',
        message: 'La aplicación que pidió el inicio de sesión no está registrada en Pulso.',
      };
    case 'invalid_redirect_uri':
      return {
        title: 'Dirección no permitida',
        message: 'La dirección a la que volver después de iniciar sesión no está permitida.',
      };
    case 'login_required':
    case 'consent_required':
    case 'interaction_required':
      return { title: 'Inicia sesión de nuevo', message: 'Hace falta volver a iniciar sesión.' };
    case 'server_error':
      return {
        title: 'Algo ha fallado',
        message: 'Algo ha fallado en el servidor. Inténtalo de nuevo en unos minutos.',
      };
    default:
      return {
        title: 'No se pudo iniciar sesión',
        message: 'La solicitud de inicio de sesión no es válida. Vuelve a intentarlo desde Pulso.',
      };
  }
}

/**
 * The page's own CSP with `form-action` widened to the client's origins: a browser checks
 * form-action along the redirects that follow a form, which end at the client's callback.
 */
export function withFormAction(csp: unknown, origins: string[]): string | undefined {
  if (typeof csp !== 'string' || !csp) return undefined;
  const allowed = `form-action 'self' ${origins.join(' ')}`;
  return /form-action[^;]*/.test(csp)
    ? csp.replace(/form-action[^;]*/, allowed)
    : `${csp};${allowed}`;
}

/** Error and sign-out pages that oidc-provider renders, in Spanish and in Pulso's look. */
export function providerPages(
  assets: AssetUrls,
  homeUrl: string,
  origins: string[],
): ProviderPages {
  return {
    renderError(ctx, out) {
      const { title, message } = friendlyError(out.error, out.error_description);
      ctx.type = 'html';
      ctx.body = messagePage({ assets, title, message, code: out.error, homeUrl });
    },
    logoutSource(ctx, form) {
      const csp = withFormAction(ctx.response.get('content-security-policy'), origins);
      if (csp) ctx.set('content-security-policy', csp);
      ctx.type = 'html';
      ctx.body = logoutPage({ assets, form });
    },
    postLogoutSuccessSource(ctx) {
      ctx.type = 'html';
      ctx.body = messagePage({
        assets,
        title: 'Has cerrado sesión',
        message: 'Tu sesión de Pulso se ha cerrado. Ya puedes cerrar esta ventana.',
        homeUrl,
        tone: 'done',
      });
    },
  };
}
