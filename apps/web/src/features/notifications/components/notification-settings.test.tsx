import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { NotificationDelivery } from '@pulso/domain/schemas';
import { fakeApi, json } from '../../../test/fake-api';
import { renderWithApp } from '../../../test/render-with-app';
import { aChannel, aDelivery, aDeliveryPage, somePreferences } from '../testing/fixtures';
import { NotificationSettings } from './notification-settings';

configure({ asyncUtilTimeout: 5000 });

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

const CHANNELS = 'GET /api/notification/channel/list';
const DELIVERIES = 'GET /api/notification/delivery/list';
const PREFERENCES = 'GET /api/notification/preferences';

const channelsCard = () => screen.getByRole('region', { name: 'Canales' });
const logCard = () => screen.getByRole('region', { name: 'Registro de envíos' });
const item = (name: string) => within(channelsCard()).findByRole('listitem', { name });

describe('Perfil › Notificaciones', () => {
  it('lists each channel: type, name, hidden address, on/off, and Pulso’s pause with its reason', async () => {
    const phone = aChannel({ name: 'Móvil', target: 'https://ntfy.sh/…' });
    const server = aChannel({
      kind: 'webhook',
      name: 'Servidor',
      target: 'https://example.com/…',
      hasSecret: true,
      enabled: false,
      pausedReason: 'HTTP 404',
    });
    const api = fakeApi({
      [CHANNELS]: json(200, [phone, server]),
      [DELIVERIES]: json(200, aDeliveryPage([])),
      [PREFERENCES]: json(200, somePreferences()),
      [`PUT /api/notification/channel/update/${server.id}`]: ({ body }) =>
        json(200, { ...server, ...(body as object), pausedReason: null }),
    });
    renderWithApp(<NotificationSettings />);
    const user = userEvent.setup();

    const first = await item('Móvil');
    expect(within(first).getByText('ntfy')).toBeInTheDocument();
    expect(within(first).getByText('https://ntfy.sh/…')).toBeInTheDocument();
    expect(within(first).getByRole('switch', { name: 'Canal Móvil activo' })).toBeChecked();

    const second = await item('Servidor');
    expect(within(second).getByText('Webhook firmado')).toBeInTheDocument();
    expect(within(second).getByText('Pausado: HTTP 404')).toBeVisible();
    const toggle = within(second).getByRole('switch', { name: 'Canal Servidor activo' });
    expect(toggle).not.toBeChecked();
    expect(within(channelsCard()).getByText('2 de 10 canales')).toBeInTheDocument();

    // Turning a paused channel on is what clears the pause.
    await user.click(toggle);
    await waitFor(() => expect(toggle).toBeChecked());
    expect(within(second).queryByText(/Pausado/)).toBeNull();
    expect(api.calls.find((c) => c.method === 'PUT')?.body).toEqual({ enabled: true });
  });

  it('saves a level per event as soon as it is chosen', async () => {
    const phone = aChannel({ name: 'Móvil' });
    const api = fakeApi({
      [CHANNELS]: json(200, [phone]),
      [DELIVERIES]: json(200, aDeliveryPage([])),
      [PREFERENCES]: json(200, somePreferences()),
      [`PUT /api/notification/channel/update/${phone.id}`]: ({ body }) =>
        json(200, {
          ...phone,
          levels: { ...phone.levels, ...(body as { levels: object }).levels },
        }),
    });
    renderWithApp(<NotificationSettings />);
    const user = userEvent.setup();
    const select = within(await item('Móvil')).getByRole('combobox', {
      name: 'Operación ejecutada',
    });
    expect(select).toHaveValue('off');
    await user.selectOptions(select, 'Silenciosa');
    await waitFor(() => expect(select).toHaveValue('silent'));
    expect(api.calls.find((c) => c.method === 'PUT')?.body).toEqual({
      levels: { 'trade.executed': 'silent' },
    });
  });

  it('sends a test and shows its delivery in the log, marked', async () => {
    const phone = aChannel({ name: 'Móvil' });
    const delivery = aDelivery({ channelId: phone.id, channelName: 'Móvil' });
    let deliveries: NotificationDelivery[] = [];
    const api = fakeApi({
      [CHANNELS]: json(200, [phone]),
      [DELIVERIES]: () => json(200, aDeliveryPage(deliveries)),
      [PREFERENCES]: json(200, somePreferences()),
      [`POST /api/notification/channel/test/${phone.id}`]: () => {
        deliveries = [delivery];
        return json(202, { deliveryId: delivery.id });
      },
    });
    renderWithApp(<NotificationSettings />);
    const user = userEvent.setup();
    expect(await within(logCard()).findByText('Aún no se ha enviado nada.')).toBeInTheDocument();

    await user.click(within(await item('Móvil')).getByRole('button', { name: /Enviar prueba/ }));
    const row = await within(logCard()).findByRole('row', { name: /Mensaje de prueba/ });
    expect(row).toHaveAttribute('aria-current', 'true');
    expect(within(row).getAllByText('Mensaje de prueba')).toHaveLength(2); // event and title
    expect(within(row).getByText('Enviado')).toBeInTheDocument();
    expect(within(row).getByText('HTTP 200')).toBeInTheDocument();
    expect(api.count('POST', `/api/notification/channel/test/${phone.id}`)).toBe(1);
  });

  it('deletes a channel only after confirming', async () => {
    const phone = aChannel({ name: 'Móvil' });
    const api = fakeApi({
      [CHANNELS]: json(200, [phone]),
      [DELIVERIES]: json(200, aDeliveryPage([])),
      [PREFERENCES]: json(200, somePreferences()),
      [`DELETE /api/notification/channel/delete/${phone.id}`]: () =>
        new Response(null, { status: 204 }),
    });
    renderWithApp(<NotificationSettings />);
    const user = userEvent.setup();
    await user.click(
      within(await item('Móvil')).getByRole('button', { name: 'Eliminar el canal Móvil' }),
    );
    const confirm = screen.getByRole('alertdialog', { name: '¿Eliminar el canal «Móvil»?' });
    expect(api.count('DELETE', `/api/notification/channel/delete/${phone.id}`)).toBe(0);
    await user.click(within(confirm).getByRole('button', { name: 'Eliminar' }));
    await waitFor(() =>
      expect(api.count('DELETE', `/api/notification/channel/delete/${phone.id}`)).toBe(1),
    );
  });

  it('shows the log’s columns in Spanish, pages it and filters it', async () => {
    const phone = aChannel({ name: 'Móvil' });
    const rows = [
      aDelivery({
        event: 'trade.executed',
        title: '3 operaciones ejecutadas',
        count: 3,
        status: 'pending',
        attempts: 2,
        lastAnswer: 'HTTP 429',
        nextAttemptAt: '2026-03-01T10:33:00.000Z',
      }),
      aDelivery({
        event: 'account.synced',
        title: 'Algo nuevo',
        status: 'failed',
        lastAnswer: null,
      }),
    ];
    const api = fakeApi({
      [CHANNELS]: json(200, [phone]),
      [DELIVERIES]: ({ url }) =>
        json(200, aDeliveryPage(rows, Number(url.searchParams.get('page') ?? 1), 15)),
      [PREFERENCES]: json(200, somePreferences()),
    });
    renderWithApp(<NotificationSettings />);
    const user = userEvent.setup();
    const log = logCard();
    const table = await within(log).findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Fecha', 'Canal', 'Evento', 'Título', 'Estado', 'Intentos', 'Última respuesta']);
    const [, grouped, unknown] = within(table).getAllByRole('row') as [
      HTMLElement,
      HTMLElement,
      HTMLElement,
    ];
    expect(grouped).toHaveTextContent('Operación ejecutada');
    expect(grouped).toHaveTextContent('3 avisos en un mensaje');
    expect(grouped).toHaveTextContent('Pendiente');
    expect(grouped).toHaveTextContent('Reintento');
    // es-ES, short (day/month/year); the seconds in the title.
    expect(within(grouped).getByText(/^1\/3\/26,? \d{1,2}:\d{2}$/)).toHaveAttribute(
      'title',
      expect.stringMatching(/^1\/3\/26,? \d{1,2}:\d{2}:\d{2}$/),
    );
    expect(unknown).toHaveTextContent('account.synced');
    expect(unknown).toHaveTextContent('Fallido');
    expect(unknown).toHaveTextContent('—');

    await user.click(within(log).getByRole('button', { name: /Siguiente/ }));
    await waitFor(() => expect(api.calls.at(-1)?.search).toBe('?page=2&limit=10'));
    await user.selectOptions(within(log).getByRole('combobox', { name: 'Estado' }), 'Fallido');
    await waitFor(() => expect(api.calls.at(-1)?.search).toBe('?page=1&limit=10&status=failed'));
    await user.selectOptions(within(log).getByRole('combobox', { name: 'Canal' }), 'Móvil');
    await waitFor(() =>
      expect(api.calls.at(-1)?.search).toBe(`?page=1&limit=10&status=failed&channelId=${phone.id}`),
    );
  });
});
