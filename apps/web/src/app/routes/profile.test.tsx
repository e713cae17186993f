import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useUserStore } from '../../features/identity';
import { adminRole, authConfig, makeUser } from '../../features/identity/testing/fixtures';
import { fakeApi, json } from '../../test/fake-api';
import { renderApp } from '../../test/render-app';

// Pages load their chunks on first render, slower while the whole suite runs in parallel.
configure({ asyncUtilTimeout: 5000 });

const ana = makeUser();
const token = {
  id: 't1',
  name: 'informe diario',
  prefix: 'pulso_ab12',
  lastUsedAt: null,
  createdAt: '2026-01-02T10:00:00.000Z',
};

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  useUserStore.setState({ user: ana, role: adminRole });
});

async function openProfile() {
  renderApp({ route: '/profile', token: 'tok' });
  await screen.findByRole('heading', { level: 1, name: 'Perfil' });
}

describe('Perfil', () => {
  it('enrols TOTP: QR code and key, a wrong code answered inline, then on', async () => {
    let enabled = false;
    fakeApi({
      'GET /api/auth/config': json(200, authConfig),
      'GET /api/api-token/list': json(200, []),
      'GET /api/user/totp': () => json(200, { enabled }),
      'POST /api/user/totp/setup': json(200, {
        secret: 'JBSWY3DPEHPK3PXP',
        otpauthUrl: 'otpauth://totp/Pulso:ana?secret=JBSWY3DPEHPK3PXP',
        qrSvg: '<svg xmlns="http://www.w3.org/2000/svg"/>',
      }),
      'POST /api/user/totp/enable': ({ body }) => {
        if ((body as { code: string }).code !== '123456') {
          return json(400, { error: 'Código incorrecto', code: 'BAD_REQUEST' });
        }
        enabled = true;
        return json(200, { enabled });
      },
    });
    await openProfile();
    const user = userEvent.setup();
    const totp = await screen.findByRole('region', { name: 'Verificación en dos pasos' });
    await user.click(
      await within(totp).findByRole('button', { name: 'Activar verificación en dos pasos' }),
    );

    expect(await within(totp).findByRole('img', { name: /Código QR/ })).toHaveAttribute(
      'src',
      expect.stringMatching(/^data:image\/svg\+xml/),
    );
    expect(within(totp).getByText('JBSW Y3DP EHPK 3PXP')).toBeInTheDocument();

    const code = within(totp).getByRole('textbox', { name: 'Código de 6 dígitos' });
    await user.type(code, '111111');
    await user.click(within(totp).getByRole('button', { name: 'Activar' }));
    expect(await within(totp).findByText('Código incorrecto')).toBeInTheDocument();

    await user.clear(code);
    await user.type(code, '123456');
    await user.click(within(totp).getByRole('button', { name: 'Activar' }));
    expect(await within(totp).findByText('Activada')).toBeInTheDocument();
    expect(within(totp).getByRole('button', { name: 'Desactivar' })).toBeInTheDocument();
  });

  it('has no TOTP section with an external provider', async () => {
    const api = fakeApi({
      'GET /api/auth/config': json(200, { ...authConfig, embedded: false }),
      'GET /api/api-token/list': json(200, []),
    });
    await openProfile();
    await screen.findByRole('region', { name: 'Tokens de API' });
    await waitFor(() => expect(api.count('GET', '/api/auth/config')).toBe(1));
    expect(screen.queryByRole('region', { name: 'Verificación en dos pasos' })).toBeNull();
    expect(api.count('GET', '/api/user/totp')).toBe(0);
  });

  it('shows a new API token once, then lists it with its last use', async () => {
    let tokens: (typeof token)[] = [];
    fakeApi({
      'GET /api/auth/config': json(200, { ...authConfig, embedded: false }),
      'GET /api/api-token/list': () => json(200, tokens),
      'POST /api/api-token/create': ({ body }) => {
        tokens = [{ ...token, name: (body as { name: string }).name }];
        return json(201, { token: 'pulso_ab12_secret', apiToken: tokens[0] });
      },
    });
    await openProfile();
    const user = userEvent.setup();
    const card = await screen.findByRole('region', { name: 'Tokens de API' });
    await user.type(
      within(card).getByRole('textbox', { name: 'Nombre del token' }),
      'informe diario',
    );
    await user.click(within(card).getByRole('button', { name: 'Crear token' }));

    expect(await within(card).findByRole('textbox', { name: 'Tu nuevo token' })).toHaveValue(
      'pulso_ab12_secret',
    );
    expect(within(card).getByText(/no volverás a verlo/)).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Ya lo he copiado' }));
    expect(within(card).queryByRole('textbox', { name: 'Tu nuevo token' })).toBeNull();
    expect(within(card).getByText('informe diario')).toBeInTheDocument();
    expect(within(card).getByText(/Último uso: nunca/)).toBeInTheDocument();
  });

  it('saves the display name into the session', async () => {
    const api = fakeApi({
      'GET /api/auth/config': json(200, { ...authConfig, embedded: false }),
      'GET /api/api-token/list': json(200, []),
      'PATCH /api/user/u-ana': ({ body }) => json(200, { ...ana, ...(body as object) }),
    });
    await openProfile();
    const user = userEvent.setup();
    const name = screen.getByRole('textbox', { name: 'Nombre visible' });
    await user.clear(name);
    await user.type(name, '  Ana María  ');
    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    await waitFor(() => expect(useUserStore.getState().user?.displayName).toBe('Ana María'));
    expect(api.calls.find((call) => call.method === 'PATCH')?.body).toEqual({
      displayName: 'Ana María',
    });
  });

  it('signs out of every device: ends the sessions on the server, then here', async () => {
    const api = fakeApi({
      'GET /api/auth/config': json(200, { ...authConfig, embedded: false }),
      'GET /api/api-token/list': json(200, []),
      'POST /api/user/u-ana/sessions/end': () => new Response(null, { status: 204 }),
    });
    await openProfile();
    const user = userEvent.setup();
    const card = await screen.findByRole('region', { name: 'Sesiones' });
    await user.click(
      within(card).getByRole('button', { name: 'Cerrar sesión en todos los dispositivos' }),
    );
    const dialog = screen.getByRole('alertdialog', {
      name: '¿Cerrar sesión en todos los dispositivos?',
    });
    await user.click(
      within(dialog).getByRole('button', { name: 'Cerrar sesión en todos los dispositivos' }),
    );
    await waitFor(() => expect(api.count('POST', '/api/user/u-ana/sessions/end')).toBe(1));
    await waitFor(() => expect(useUserStore.getState().user).toBeNull());
  });

  it('opens Notificaciones as a tab of the profile, at /profile/notifications', async () => {
    fakeApi({
      'GET /api/auth/config': json(200, { ...authConfig, embedded: false }),
      'GET /api/api-token/list': json(200, []),
      'GET /api/notification/channel/list': json(200, []),
      'GET /api/notification/delivery/list': json(200, {
        data: [],
        pagination: { page: 1, totalPages: 1, total: 0, limit: 10 },
      }),
    });
    const { location } = renderApp({ route: '/profile', token: 'tok' });
    await screen.findByRole('region', { name: 'Tokens de API' });
    const tabs = screen.getByRole('navigation', { name: 'Secciones del perfil' });
    expect(within(tabs).getByRole('link', { name: 'General' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await userEvent.setup().click(within(tabs).getByRole('link', { name: 'Notificaciones' }));

    expect(await screen.findByRole('region', { name: 'Canales' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Registro de envíos' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Perfil' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Tokens de API' })).toBeNull();
    expect(location.pathname).toBe('/profile/notifications');
  });
});
