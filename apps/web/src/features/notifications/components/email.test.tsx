import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { SmtpSettings } from '@pulso/domain/schemas';
import { fakeApi, json } from '../../../test/fake-api';
import { renderWithApp } from '../../../test/render-with-app';
import { aChannel, aDeliveryPage, somePreferences } from '../testing/fixtures';
import { NotificationSettings } from './notification-settings';
import { SmtpSettingsCard } from './smtp-settings-card';

configure({ asyncUtilTimeout: 6000 });

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

const PAGE = {
  'GET /api/notification/delivery/list': json(200, aDeliveryPage([])),
  'GET /api/notification/preferences': json(200, somePreferences()),
  'GET /api/notification/telegram-bot': json(200, { configured: false, username: null }),
};
const STATUS = 'GET /api/notification/email/status';

describe('Perfil › Notificaciones › Añadir correo', () => {
  it('adds an address, then confirms it with the code mailed to it', async () => {
    const pending = aChannel({
      kind: 'email',
      name: 'Correo personal',
      target: 'ana@correo.test',
      enabled: false,
      awaitingConfirmation: true,
    });
    let list = [] as (typeof pending)[];
    const api = fakeApi({
      ...PAGE,
      [STATUS]: json(200, { configured: true }),
      'GET /api/notification/channel/list': () => json(200, list),
      'POST /api/notification/email/create': () => {
        list = [pending];
        return json(201, pending);
      },
      [`POST /api/notification/email/confirm/${pending.id}`]: ({ body }) => {
        if ((body as { code: string }).code !== '123456') {
          return json(400, {
            error: 'Código incorrecto: te quedan 4 intentos',
            code: 'VALIDATION',
            issues: [{ path: ['code'], message: 'Código incorrecto: te quedan 4 intentos' }],
          });
        }
        list = [{ ...pending, enabled: true, awaitingConfirmation: false }];
        return json(200, list[0]);
      },
    });
    renderWithApp(<NotificationSettings />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Añadir correo' }));

    const dialog = await screen.findByRole('dialog', { name: 'Añadir correo' });
    // A bad address is refused here, before anything is sent.
    await user.type(within(dialog).getByLabelText('Nombre'), 'Correo personal');
    await user.type(within(dialog).getByLabelText('Dirección de correo'), 'no-es-correo');
    await user.click(within(dialog).getByRole('button', { name: 'Enviar código' }));
    expect(
      await within(dialog).findByText('Introduce una dirección de correo válida'),
    ).toBeInTheDocument();
    expect(api.count('POST', '/api/notification/email/create')).toBe(0);

    const field = within(dialog).getByLabelText('Dirección de correo');
    await user.clear(field);
    await user.type(field, 'ana@correo.test');
    await user.click(within(dialog).getByRole('button', { name: 'Enviar código' }));
    expect(api.calls.find((c) => c.path === '/api/notification/email/create')?.body).toEqual({
      name: 'Correo personal',
      address: 'ana@correo.test',
    });

    const codeDialog = await screen.findByRole('dialog', { name: 'Confirmar correo' });
    expect(
      within(codeDialog).getByText(/Enviamos un código a ana@correo\.test/),
    ).toBeInTheDocument();
    const code = within(codeDialog).getByLabelText('Introduce el código que te enviamos');
    await user.type(code, '000000');
    await user.click(within(codeDialog).getByRole('button', { name: 'Confirmar' }));
    expect(
      await within(codeDialog).findByText('Código incorrecto: te quedan 4 intentos'),
    ).toBeInTheDocument();

    await user.clear(code);
    await user.type(code, '123456');
    await user.click(within(codeDialog).getByRole('button', { name: 'Confirmar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const item = await screen.findByRole('listitem', { name: 'Correo personal' });
    await waitFor(() => expect(within(item).queryByText(/^Pendiente de confirmar/)).toBeNull());
    expect(within(item).getByRole('button', { name: /Probar|prueba/i })).toBeInTheDocument();
    // The address is the channel: nothing to edit but its levels.
    expect(within(item).queryByRole('button', { name: /Editar/ })).toBeNull();
  });

  it('shows an address awaiting its code, with "Introducir código" and "Reenviar código"', async () => {
    const pending = aChannel({
      kind: 'email',
      name: 'Trabajo',
      target: 'ana@trabajo.test',
      enabled: false,
      awaitingConfirmation: true,
    });
    const api = fakeApi({
      ...PAGE,
      [STATUS]: json(200, { configured: true }),
      'GET /api/notification/channel/list': json(200, [pending]),
      [`POST /api/notification/email/resend/${pending.id}`]: () =>
        new Response(null, { status: 204 }),
    });
    renderWithApp(<NotificationSettings />);
    const user = userEvent.setup();
    const item = await screen.findByRole('listitem', { name: 'Trabajo' });
    expect(within(item).getByText(/^Pendiente de confirmar/)).toBeInTheDocument();
    // Not switchable, not testable until confirmed.
    expect(within(item).queryByRole('switch')).toBeNull();
    expect(within(item).queryByRole('button', { name: /prueba/i })).toBeNull();

    await user.click(within(item).getByRole('button', { name: 'Reenviar código' }));
    await waitFor(() =>
      expect(api.count('POST', `/api/notification/email/resend/${pending.id}`)).toBe(1),
    );
    await user.click(within(item).getByRole('button', { name: 'Introducir código' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirmar correo' });
    expect(
      within(dialog).getByLabelText('Introduce el código que te enviamos'),
    ).toBeInTheDocument();
  });

  it('offers no e-mail while the instance has no SMTP server', async () => {
    fakeApi({
      ...PAGE,
      [STATUS]: json(200, { configured: false }),
      'GET /api/notification/channel/list': json(200, []),
    });
    renderWithApp(<NotificationSettings />);
    expect(await screen.findByRole('button', { name: 'Añadir canal' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Añadir correo' })).toBeNull());
  });
});

const NONE: SmtpSettings = {
  configured: false,
  source: null,
  host: null,
  port: null,
  secure: false,
  startTls: false,
  user: null,
  hasPassword: false,
  from: null,
};

describe('Administración › Notificaciones › Correo (SMTP)', () => {
  it('checks and saves the server (the password never shown), says why the server refused, removes it', async () => {
    let settings = NONE;
    let refuse = true;
    const api = fakeApi({
      'GET /api/notification/smtp': () => json(200, settings),
      'PUT /api/notification/smtp': ({ body }) => {
        if (refuse) {
          refuse = false;
          const error = 'El servidor de correo no aceptó la conexión: conexión rechazada';
          return json(400, {
            error,
            code: 'VALIDATION',
            issues: [{ path: ['host'], message: error }],
          });
        }
        const b = body as { host: string; port: number; user: string; from: string };
        settings = {
          configured: true,
          source: 'settings',
          host: b.host,
          port: b.port,
          secure: false,
          startTls: false,
          user: b.user,
          hasPassword: true,
          from: b.from,
        };
        return json(200, settings);
      },
      'DELETE /api/notification/smtp': () => {
        settings = NONE;
        return new Response(null, { status: 204 });
      },
      [STATUS]: json(200, { configured: true }),
    });
    renderWithApp(<SmtpSettingsCard />);
    const user = userEvent.setup();
    expect(await screen.findByText(/^No hay servidor de correo/)).toBeInTheDocument();

    await user.type(screen.getByLabelText('Servidor'), 'smtp.example.com');
    await user.type(screen.getByLabelText('Usuario'), 'pulso');
    await user.type(screen.getByLabelText('Contraseña'), 'clave-secreta');
    await user.type(screen.getByLabelText('Remitente'), 'Pulso <avisos@example.com>');
    await user.click(screen.getByRole('button', { name: 'Comprobar y guardar' }));
    expect(
      await screen.findByText('El servidor de correo no aceptó la conexión: conexión rechazada'),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Comprobar y guardar' }));
    expect(
      await screen.findByText('Servidor configurado: smtp.example.com:587'),
    ).toBeInTheDocument();
    expect(api.calls.filter((c) => c.method === 'PUT').at(-1)?.body).toEqual({
      host: 'smtp.example.com',
      port: 587,
      secure: false,
      startTls: false,
      user: 'pulso',
      password: 'clave-secreta',
      from: 'Pulso <avisos@example.com>',
    });
    // The password is not shown again; left empty, the stored one is kept.
    expect(screen.getByLabelText('Contraseña')).toHaveValue('');
    expect(screen.getByText('Déjala vacía para conservar la guardada.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Quitar el servidor' }));
    const confirm = await screen.findByRole('alertdialog');
    await user.click(within(confirm).getByRole('button', { name: 'Quitar el servidor' }));
    expect(await screen.findByText(/^No hay servidor de correo/)).toBeInTheDocument();
  });

  it('shows a server pinned by the environment without a form', async () => {
    fakeApi({
      'GET /api/notification/smtp': json(200, {
        ...NONE,
        configured: true,
        source: 'environment',
        host: 'mail.internal',
        port: 25,
        from: 'pulso@mail.internal',
      }),
    });
    renderWithApp(<SmtpSettingsCard />);
    expect(
      await screen.findByText(/^Lo fija el entorno \(SMTP_URL y SMTP_FROM\): mail\.internal:25/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Comprobar y guardar' })).toBeNull();
  });
});
