import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_NOTIFICATION_LEVELS } from '@pulso/domain/core';
import type { NotificationChannel } from '@pulso/domain/schemas';
import { fakeApi, json } from '../../../test/fake-api';
import { renderWithApp } from '../../../test/render-with-app';
import { aChannel, aDeliveryPage } from '../testing/fixtures';
import { NotificationSettings } from './notification-settings';

configure({ asyncUtilTimeout: 5000 });

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

const CHANNELS = 'GET /api/notification/channel/list';
const DELIVERIES = 'GET /api/notification/delivery/list';

// The form opens from the channels card ("Añadir canal", "Editar"): rendered from there.
function render(channels: NotificationChannel[]) {
  const api = fakeApi({
    [CHANNELS]: () => json(200, channels),
    [DELIVERIES]: () => json(200, aDeliveryPage([])),
  });
  renderWithApp(<NotificationSettings />);
  return api;
}

const channelsCard = () => screen.getByRole('region', { name: 'Canales' });
const item = (name: string) => within(channelsCard()).findByRole('listitem', { name });

describe('Perfil › Notificaciones › Añadir canal / Editar', () => {
  it('adds an ntfy channel with its levels and lists it', async () => {
    let channels: NotificationChannel[] = [];
    const api = fakeApi({
      [CHANNELS]: () => json(200, channels),
      [DELIVERIES]: json(200, aDeliveryPage([])),
      'POST /api/notification/channel/create': ({ body }) => {
        const created = aChannel({ ...(body as object), target: 'https://ntfy.sh/…' });
        channels = [created];
        return json(201, created);
      },
    });
    renderWithApp(<NotificationSettings />);
    const user = userEvent.setup();
    expect(await within(channelsCard()).findByText(/Aún no tienes canales/)).toBeInTheDocument();

    await user.click(within(channelsCard()).getByRole('button', { name: 'Añadir canal' }));
    const dialog = screen.getByRole('dialog', { name: 'Añadir canal' });
    expect(within(dialog).getByRole('combobox', { name: 'Tipo' })).toHaveValue('ntfy');
    expect(within(dialog).getByText(/https:\/\/ntfy\.sh\/mi-tema/)).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: 'Nombre' }), 'Alertas');
    await user.type(
      within(dialog).getByRole('textbox', { name: 'URL' }),
      'https://ntfy.sh/mi-tema',
    );
    await user.selectOptions(
      within(dialog).getByRole('combobox', { name: 'Operación ejecutada' }),
      'Activada',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Añadir canal' }));

    expect(await item('Alertas')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({
      kind: 'ntfy',
      name: 'Alertas',
      url: 'https://ntfy.sh/mi-tema',
      levels: { ...DEFAULT_NOTIFICATION_LEVELS, 'trade.executed': 'on' },
    });
  });

  it('checks the form with the API’s schema before sending, in the app’s words', async () => {
    const api = render([]);
    const user = userEvent.setup();
    await user.click(await within(channelsCard()).findByRole('button', { name: 'Añadir canal' }));
    const dialog = screen.getByRole('dialog', { name: 'Añadir canal' });
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Tipo' }), 'gotify');
    expect(within(dialog).getByText(/token de una aplicación/)).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: 'URL' }), 'ftp://gotify.lan');
    await user.click(within(dialog).getByRole('button', { name: 'Añadir canal' }));

    expect(within(dialog).getByText('Ponle un nombre para reconocerlo')).toBeInTheDocument();
    expect(
      within(dialog).getByText('Introduce una URL http(s) válida, sin usuario ni contraseña'),
    ).toBeInTheDocument();
    expect(
      within(dialog).getByRole('textbox', { name: 'Token de la aplicación' }),
    ).toHaveAccessibleDescription('Gotify necesita el token de la aplicación');
    expect(api.count('POST', '/api/notification/channel/create')).toBe(0);
  });

  it('shows the server’s refusal: the channel limit in the form, a field’s beside it', async () => {
    let answer = json(409, { error: 'Ya tienes 10 canales: elimina uno antes', code: 'CONFLICT' });
    fakeApi({
      [CHANNELS]: json(200, []),
      [DELIVERIES]: json(200, aDeliveryPage([])),
      'POST /api/notification/channel/create': () => answer,
    });
    renderWithApp(<NotificationSettings />);
    const user = userEvent.setup();
    await user.click(await within(channelsCard()).findByRole('button', { name: 'Añadir canal' }));
    const dialog = screen.getByRole('dialog', { name: 'Añadir canal' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Nombre' }), 'Casa');
    await user.type(within(dialog).getByRole('textbox', { name: 'URL' }), 'http://10.0.0.2/x');
    await user.click(within(dialog).getByRole('button', { name: 'Añadir canal' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Ya tienes 10 canales: elimina uno antes',
    );

    answer = json(400, {
      error: 'Datos no válidos',
      code: 'BAD_REQUEST',
      issues: [{ path: ['url'], message: 'Esa dirección es privada' }],
    });
    await user.click(within(dialog).getByRole('button', { name: 'Añadir canal' }));
    expect(await within(dialog).findByRole('textbox', { name: 'URL' })).toHaveAccessibleDescription(
      'Esa dirección es privada',
    );
    expect(screen.getByRole('dialog', { name: 'Añadir canal' })).toBeInTheDocument();
  });

  it('edits a channel: only what changed is sent; the URL and token stay unless replaced', async () => {
    const phone = aChannel({ name: 'Móvil', hasSecret: true, target: 'https://ntfy.sh/…' });
    const api = fakeApi({
      [CHANNELS]: json(200, [phone]),
      [DELIVERIES]: json(200, aDeliveryPage([])),
      [`PUT /api/notification/channel/update/${phone.id}`]: ({ body }) =>
        json(200, { ...phone, ...(body as object), hasSecret: false }),
    });
    renderWithApp(<NotificationSettings />);
    const user = userEvent.setup();
    await user.click(
      within(await item('Móvil')).getByRole('button', { name: 'Editar el canal Móvil' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Editar «Móvil»' });
    expect(within(dialog).getByRole('textbox', { name: 'URL' })).toHaveAccessibleDescription(
      'Déjala vacía para mantener https://ntfy.sh/…',
    );
    const name = within(dialog).getByRole('textbox', { name: 'Nombre' });
    await user.clear(name);
    await user.type(name, 'Móvil de guardia');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Quitar el token de acceso' }));
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));

    expect(await item('Móvil de guardia')).toBeInTheDocument();
    expect(api.calls.find((c) => c.method === 'PUT')?.body).toEqual({
      name: 'Móvil de guardia',
      secret: null,
    });
  });
});
