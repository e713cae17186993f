import { PASSWORD_RESET_TTL_MINUTES } from '../local-accounts/operator-accounts';
import { alert, field, html, layout, raw, type AssetUrls, type Html } from './html';

export const PASSWORD_MIN = 10;

export const PAGE_MESSAGES = {
  invalidCredentials: 'Email o contraseña incorrectos',
  registrationRefused: 'No se pudo crear la cuenta con esos datos',
  wrongCode: 'Código incorrecto',
  expired: 'La verificación ha caducado. Vuelve a introducir tu email y contraseña.',
  setupLinkInvalid: 'El enlace no es válido, ya se usó o ha caducado. Pide otro al administrador.',
  locked: (seconds: number) =>
    `Demasiados intentos fallidos. Vuelve a intentarlo en ${waitText(seconds)}.`,
  tooManySignIns: (seconds: number) =>
    `Demasiados intentos desde tu conexión. Vuelve a intentarlo en ${waitText(seconds)}.`,
  tooManyRegistrations: (seconds: number) =>
    `Se han creado demasiadas cuentas desde tu conexión. Vuelve a intentarlo en ${waitText(seconds)}.`,
} as const;

function waitText(seconds: number): string {
  if (seconds < 60) return seconds === 1 ? '1 segundo' : `${seconds} segundos`;
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? '1 minuto' : `${minutes} minutos`;
}

const base = (uid: string) => `/idp/interaction/${encodeURIComponent(uid)}`;

function submit(label: string, busy: string): Html {
  return html`<button type="submit" class="btn btn-primary" data-busy="${busy}">${label}</button>`;
}

export function signInPage(o: {
  assets: AssetUrls;
  uid: string;
  email?: string | undefined;
  error?: string | undefined;
  notice?: string | undefined;
}): string {
  const body = html` <h1 id="page-title">Inicia sesión</h1>
    <p class="lead">Accede a tu panel de Pulso.</p>
    ${alert(o.error)}${alert(o.notice, 'info')}
    <form method="post" action="${base(o.uid)}/login" class="form" novalidate data-guard>
      ${field({
        name: 'email',
        label: 'Email',
        type: 'email',
        value: o.email,
        autocomplete: 'username',
        autofocus: !o.email,
        attrs: 'inputmode="email" maxlength="254"',
      })}
      ${field({
        name: 'password',
        label: 'Contraseña',
        type: 'password',
        autocomplete: 'current-password',
        autofocus: Boolean(o.email),
        attrs: 'maxlength="256"',
      })}
      ${submit('Entrar', 'Entrando…')}
    </form>
    <p class="switch"><a href="${base(o.uid)}/forgot-password">¿Olvidaste tu contraseña?</a></p>
    <p class="switch">¿No tienes cuenta? <a href="${base(o.uid)}/register">Crea una</a></p>
    <a class="cancel" href="${base(o.uid)}/abort">Cancelar</a>`;
  return layout({ title: 'Iniciar sesión', assets: o.assets, body });
}

/** A new password and its confirmation (registration, and a CLI's set-password link). */
function newPasswordFields(
  errors: Partial<Record<RegisterField, string>>,
  focus: RegisterField,
): Html {
  return html`${field({
    name: 'password',
    label: 'Contraseña',
    type: 'password',
    error: errors.password,
    autofocus: focus === 'password',
    hint: `Al menos ${PASSWORD_MIN} caracteres. Una frase larga es más segura y fácil de recordar.`,
    autocomplete: 'new-password',
    attrs: `minlength="${PASSWORD_MIN}" maxlength="256"`,
  })}
  ${field({
    name: 'confirmPassword',
    label: 'Repite la contraseña',
    type: 'password',
    error: errors.confirmPassword,
    autofocus: focus === 'confirmPassword',
    autocomplete: 'new-password',
    attrs: `minlength="${PASSWORD_MIN}" maxlength="256"`,
  })}`;
}

export type RegisterField = 'email' | 'displayName' | 'password' | 'confirmPassword';

export function registerPage(o: {
  assets: AssetUrls;
  uid: string;
  values?: { email?: string; displayName?: string } | undefined;
  errors?: Partial<Record<RegisterField, string>> | undefined;
  error?: string | undefined;
}): string {
  const errors = o.errors ?? {};
  // Focus the first field to fix, or the first field when there is nothing to fix.
  const focus =
    (['email', 'displayName', 'password', 'confirmPassword'] as const).find(
      (name) => errors[name],
    ) ?? 'email';
  const body = html` <h1 id="page-title">Crea tu cuenta</h1>
    <p class="lead">Una cuenta para seguir tus cuentas de trading y sus resultados.</p>
    ${alert(o.error)}
    <form method="post" action="${base(o.uid)}/register" class="form" novalidate data-guard>
      ${field({
        name: 'email',
        label: 'Email',
        type: 'email',
        value: o.values?.email,
        error: errors.email,
        autofocus: focus === 'email',
        autocomplete: 'email',
        attrs: 'inputmode="email" maxlength="254"',
      })}
      ${field({
        name: 'displayName',
        label: 'Nombre',
        type: 'text',
        value: o.values?.displayName,
        error: errors.displayName,
        autofocus: focus === 'displayName',
        hint: 'Así te verán en Pulso.',
        autocomplete: 'name',
        attrs: 'maxlength="80"',
      })}
      ${newPasswordFields(errors, focus)} ${submit('Crear cuenta', 'Creando la cuenta…')}
    </form>
    <p class="switch">¿Ya tienes cuenta? <a href="${base(o.uid)}">Inicia sesión</a></p>
    <a class="cancel" href="${base(o.uid)}/abort">Cancelar</a>`;
  return layout({ title: 'Crear cuenta', assets: o.assets, body });
}

/**
 * "¿Olvidaste tu contraseña?": no e-mail is configured, so an administrator hands over a
 * one-time link. It asks for nothing, so it cannot tell whether an address has an account.
 */
export function forgotPasswordPage(o: { assets: AssetUrls; uid: string }): string {
  const body = html` <h1 id="page-title">¿Olvidaste tu contraseña?</h1>
    <p class="lead">
      Pulso no envía correos, así que no puede mandarte un enlace por email. Pide a un administrador
      de Pulso un enlace para restablecer tu contraseña: es de un solo uso y caduca a los
      ${PASSWORD_RESET_TTL_MINUTES} minutos. Al abrirlo podrás elegir una contraseña nueva.
    </p>
    <p class="switch"><a href="${base(o.uid)}">Volver a iniciar sesión</a></p>
    <a class="cancel" href="${base(o.uid)}/abort">Cancelar</a>`;
  return layout({ title: '¿Olvidaste tu contraseña?', assets: o.assets, body });
}

/** The page of a one-time link the CLI printed: the owner of the account chooses a password. */
export function setPasswordPage(o: {
  assets: AssetUrls;
  token: string;
  email: string;
  errors?: Partial<Record<RegisterField, string>> | undefined;
}): string {
  const errors = o.errors ?? {};
  const body = html` <h1 id="page-title">Elige tu contraseña</h1>
    <p class="lead">Para la cuenta ${o.email} de Pulso.</p>
    <form method="post" action="/idp/set-password" class="form" novalidate data-guard>
      <input type="hidden" name="token" value="${o.token}" />
      ${newPasswordFields(errors, errors.confirmPassword ? 'confirmPassword' : 'password')}
      ${submit('Guardar contraseña', 'Guardando…')}
    </form>`;
  return layout({ title: 'Elige tu contraseña', assets: o.assets, body });
}

export function secondFactorPage(o: {
  assets: AssetUrls;
  uid: string;
  challenge: string;
  error?: string | undefined;
}): string {
  const body = html` <div class="badge" aria-hidden="true">${shieldIcon}</div>
    <h1 id="page-title">Verificación en dos pasos</h1>
    <p class="lead">Introduce el código de 6 dígitos de tu aplicación de autenticación.</p>
    ${alert(o.error)}
    <form method="post" action="${base(o.uid)}/totp" class="form" novalidate data-guard>
      <input type="hidden" name="challenge" value="${o.challenge}" />
      <div class="field">
        <label for="f-code">Código</label>
        <input
          id="f-code"
          name="code"
          class="otp"
          type="text"
          inputmode="numeric"
          autocomplete="one-time-code"
          pattern="[0-9]{6}"
          maxlength="6"
          required
          autofocus
          ${o.error ? raw('aria-invalid="true"') : ''}
          aria-describedby="f-code-hint"
        />
        <p class="hint" id="f-code-hint">El código cambia cada 30 segundos.</p>
      </div>
      ${submit('Verificar', 'Verificando…')}
    </form>
    <p class="switch"><a href="${base(o.uid)}">Usar otra cuenta</a></p>
    <a class="cancel" href="${base(o.uid)}/abort">Cancelar</a>`;
  return layout({ title: 'Verificación en dos pasos', assets: o.assets, body });
}

/** Errors and notices: what happened in words, the technical code small, a way out. */
export function messagePage(o: {
  assets: AssetUrls;
  title: string;
  message: string;
  code?: string | undefined;
  homeUrl: string;
  tone?: 'error' | 'done';
}): string {
  const body = html` <div
      class="badge ${o.tone === 'done' ? 'badge-ok' : 'badge-error'}"
      aria-hidden="true"
    >
      ${o.tone === 'done' ? checkIcon : alertIcon}
    </div>
    <h1 id="page-title">${o.title}</h1>
    <p class="lead">${o.message}</p>
    <div class="actions">
      <button type="button" class="btn btn-primary" data-close hidden>Cerrar esta ventana</button>
      <a class="btn btn-ghost" href="${o.homeUrl}">Ir a Pulso</a>
    </div>
    ${o.code ? html`<p class="code">Código: <code>${o.code}</code></p>` : ''}`;
  return layout({ title: o.title, assets: o.assets, body });
}

/**
 * RP-initiated logout: the provider's form (with its anti-forgery field) is sent by idp.js at
 * once; the button is there for a browser without scripts.
 */
export function logoutPage(o: { assets: AssetUrls; form: string }): string {
  const form = o.form
    .replace('<form ', '<form data-autosubmit ')
    .replace('</form>', '<input type="hidden" name="logout" value="yes"/></form>');
  const body = html` <div class="spinner" aria-hidden="true"></div>
    <h1 id="page-title">Cerrando sesión…</h1>
    <p class="lead">Un momento, estamos cerrando tu sesión de Pulso.</p>
    ${raw(form)}
    <button type="submit" class="btn btn-primary" form="op.logoutForm">Cerrar sesión</button>`;
  return layout({ title: 'Cerrar sesión', assets: o.assets, body });
}

const svg = (path: string) =>
  raw(
    `<svg viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">${path}</svg>`,
  );
const shieldIcon = svg(
  '<path d="M12 3l7 3v5c0 4.5-3 8.3-7 10-4-1.7-7-5.5-7-10V6l7-3z"/><path d="M9 12l2 2 4-4"/>',
);
const checkIcon = svg('<circle cx="12" cy="12" r="9"/><path d="M8 12.5l2.5 2.5L16 9.5"/>');
const alertIcon = svg('<circle cx="12" cy="12" r="9"/><path d="M12 7.5v5.5M12 16.5h.01"/>');
