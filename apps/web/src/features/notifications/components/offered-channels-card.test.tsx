import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi, json } from '../../../test/fake-api';
import { renderWithApp } from '../../../test/render-with-app';
import '../../../locales/admin';
import { OfferedChannelsCard } from './offered-channels-card';

describe('Administración › Notificaciones › Canales ofrecidos', () => {
  it('shows each kind on or off and saves a change at once', async () => {
    const api = fakeApi({
      'GET /api/notification/offered': json(200, { kinds: ['discord', 'telegram'] }),
      'PUT /api/notification/offered': ({ body }) =>
        json(200, { kinds: (body as { kinds: string[] }).kinds }),
    });
    renderWithApp(<OfferedChannelsCard />);
    const discord = await screen.findByRole('switch', { name: 'Discord' });
    expect(discord).toHaveAttribute('aria-checked', 'true');
    const email = screen.getByRole('switch', { name: 'Correo electrónico' });
    expect(email).toHaveAttribute('aria-checked', 'false');
    await userEvent.click(email);
    expect(await screen.findByRole('switch', { name: 'Correo electrónico' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    expect(api.calls.find((c) => c.method === 'PUT')?.body).toEqual({
      kinds: ['discord', 'telegram', 'email'],
    });
    await userEvent.click(screen.getByRole('switch', { name: 'Discord' }));
    expect(api.calls.filter((c) => c.method === 'PUT').at(-1)?.body).toEqual({
      kinds: ['telegram', 'email'],
    });
  });
});
