import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, json } from '../../../test/fake-api';
import { renderWithApp } from '../../../test/render-with-app';
import { aChannel, aDeliveryPage, somePreferences } from '../testing/fixtures';
import { NotificationSettings } from './notification-settings';
import { TelegramBotCard } from './telegram-bot-card';

configure({ asyncUtilTimeout: 6000 });

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

const CHANNELS = 'GET /api/notification/channel/list';
const DELIVERIES = 'GET /api/notification/delivery/list';
const PREFERENCES = 'GET /api/notification/preferences';
const BOT = 'GET /api/notification/telegram-bot';
const LINK = {
  code: 'c0d3-AbCdEf12',
  botUsername: 'PulsoBot',
  link: 'https://t.me/PulsoBot?start=c0d3-AbCdEf12',
  expiresAt: new Date(Date.now() + 10 * 60_000).toISOString(),
};

describe('Perfil › Notificaciones › Vincular Telegram', () => {
  it('shows the code and the bot’s link, then the channel once the chat sent it', async () => {
    const phone = aChannel({ name: 'Móvil' });
    const telegram = aChannel({ kind: 'telegram', name: 'Telegram', target: 'Telegram @ana_tg' });
    let linked = false;
    const api = fakeApi({
      [CHANNELS]: () => json(200, linked ? [phone, telegram] : [phone]),
      [DELIVERIES]: json(200, aDeliveryPage([])),
      [PREFERENCES]: json(200, somePreferences()),
      [BOT]: json(200, { configured: true, username: 'PulsoBot' }),
      'POST /api/notification/telegram/link': json(201, LINK),
    });
    renderWithApp(<NotificationSettings />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Vincular Telegram' }));

    const dialog = await screen.findByRole('dialog', { name: 'Vincular Telegram' });
    expect(await within(dialog).findByLabelText('Mensaje con el código')).toHaveTextContent(
      '/start c0d3-AbCdEf12',
    );
    expect(
      within(dialog).getByRole('link', { name: 'Abrir @PulsoBot en Telegram' }),
    ).toHaveAttribute('href', LINK.link);
    expect(within(dialog).getByText('Esperando a que envíes el código…')).toBeInTheDocument();
    expect(api.count('POST', '/api/notification/telegram/link')).toBe(1);

    // The user sends the code: the next look at the list finds the chat's channel.
    linked = true;
    expect(
      await within(dialog).findByText(/^Telegram vinculado: Telegram @ana_tg\./),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Hecho' }));
    const item = await screen.findByRole('listitem', { name: 'Telegram' });
    expect(within(item).getByText('Telegram @ana_tg')).toBeInTheDocument();
    // A linked chat has nothing to edit but its levels.
    expect(within(item).queryByRole('button', { name: /Editar/ })).toBeNull();
  });

  it('offers no link while the admin has not set a bot', async () => {
    fakeApi({
      [CHANNELS]: json(200, []),
      [DELIVERIES]: json(200, aDeliveryPage([])),
      [PREFERENCES]: json(200, somePreferences()),
      [BOT]: json(200, { configured: false, username: null }),
    });
    renderWithApp(<NotificationSettings />);
    expect(await screen.findByRole('button', { name: 'Añadir canal' })).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Vincular Telegram' })).toBeNull(),
    );
  });
});

describe('Administración › Notificaciones: the bot', () => {
  it('saves a token (never shown again) and removes the bot', async () => {
    let configured = false;
    const api = fakeApi({
      [BOT]: () => json(200, { configured, username: configured ? 'PulsoBot' : null }),
      'PUT /api/notification/telegram-bot': () => {
        configured = true;
        return json(200, { configured: true, username: 'PulsoBot' });
      },
      'DELETE /api/notification/telegram-bot': () => {
        configured = false;
        return new Response(null, { status: 204 });
      },
    });
    renderWithApp(<TelegramBotCard />);
    const user = userEvent.setup();
    expect(await screen.findByText(/^No hay bot configurado/)).toBeInTheDocument();

    const field = screen.getByLabelText('Token del bot');
    await user.type(field, 'no-es-un-token');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(
      await screen.findByText('El token de BotFather tiene la forma 123456:ABC…'),
    ).toBeInTheDocument();
    expect(api.count('PUT', '/api/notification/telegram-bot')).toBe(0);

    await user.clear(field);
    await user.type(field, '123456789:AAFakeTokenForPulsoTests_abcdefghijk');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Bot configurado: @PulsoBot')).toBeInTheDocument();
    expect(api.calls.find((c) => c.method === 'PUT')?.body).toEqual({
      botToken: '123456789:AAFakeTokenForPulsoTests_abcdefghijk',
    });
    expect(screen.getByLabelText('Cambiar el token')).toHaveValue('');

    await user.click(screen.getByRole('button', { name: 'Quitar el bot' }));
    const confirm = await screen.findByRole('alertdialog');
    await user.click(within(confirm).getByRole('button', { name: 'Quitar el bot' }));
    expect(await screen.findByText(/^No hay bot configurado/)).toBeInTheDocument();
  });
});
