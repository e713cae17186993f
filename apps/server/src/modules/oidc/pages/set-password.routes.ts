import type { FastifyInstance, FastifyReply } from 'fastify';
import { actorOf } from '../../../plugins/access';
import { sendPage, type AssetUrls } from './html';
import { parseSetPasswordForm } from './interaction.forms';
import { messagePage, PAGE_MESSAGES, setPasswordPage } from './interaction.pages';
import type { LocalAccountsService } from '../local-accounts/local-accounts.service';

/**
 * The page of the one-time link `cli -- user:create` prints: the owner of an account the
 * operator made chooses its password. The token travels in the query string (which the request
 * log redacts on /idp) and then in the form's body, never in a path.
 */
export function setPasswordRoutes(
  scope: FastifyInstance,
  deps: { accounts: LocalAccountsService; assets: AssetUrls; publicUrl: string },
): void {
  const { accounts, assets, publicUrl } = deps;
  const invalidLink = (reply: FastifyReply) =>
    sendPage(
      reply,
      messagePage({
        assets,
        title: 'Enlace no válido',
        message: PAGE_MESSAGES.setupLinkInvalid,
        homeUrl: publicUrl,
      }),
      400,
    );

  scope.get('/idp/set-password', async (request, reply) => {
    const { token } = request.query as { token?: unknown };
    const account = typeof token === 'string' ? await accounts.findBySetupLink(token) : undefined;
    if (!account) return invalidLink(reply);
    return sendPage(
      reply,
      setPasswordPage({ assets, token: token as string, email: account.email }),
    );
  });

  scope.post('/idp/set-password', async (request, reply) => {
    const form = parseSetPasswordForm(request.body);
    if (!form.ok) {
      const account = await accounts.findBySetupLink(form.token);
      if (!account) return invalidLink(reply);
      const body = setPasswordPage({
        assets,
        token: form.token,
        email: account.email,
        errors: form.errors,
      });
      return sendPage(reply, body, 400);
    }
    const account = await accounts.setPasswordWithLink(
      form.value.token,
      form.value.password,
      actorOf(request),
    );
    if (!account) return invalidLink(reply);
    return sendPage(
      reply,
      messagePage({
        assets,
        title: 'Contraseña guardada',
        message: 'Ya puedes iniciar sesión en Pulso con tu email y esta contraseña.',
        homeUrl: publicUrl,
        tone: 'done',
      }),
    );
  });
}
