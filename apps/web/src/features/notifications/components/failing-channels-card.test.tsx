import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, json } from '../../../test/fake-api';
import { renderWithApp } from '../../../test/render-with-app';
import { FailingChannelsCard } from './failing-channels-card';

const FAILING = 'GET /api/notification/admin/failing-channels';

describe('Administración › Notificaciones › Canales que fallan', () => {
  it('lists each failing or paused channel with whose it is and the last answer', async () => {
    fakeApi({
      [FAILING]: json(200, [
        {
          id: 'c1',
          userEmail: 'ana@example.com',
          kind: 'discord',
          name: 'Alertas',
          target: 'https://discord.com/…',
          enabled: false,
          pausedReason: 'HTTP 404: Unknown Webhook',
          failures: 5,
          lastAnswer: 'HTTP 404: Unknown Webhook',
          lastFailedAt: '2026-11-27T22:05:00.000Z',
        },
        {
          id: 'c2',
          userEmail: 'bob@example.com',
          kind: 'ntfy',
          name: 'Móvil',
          target: 'https://ntfy.sh/ale…',
          enabled: true,
          pausedReason: null,
          failures: 2,
          lastAnswer: null,
          lastFailedAt: null,
        },
      ]),
    });
    renderWithApp(<FailingChannelsCard />);
    expect(await screen.findByText('ana@example.com')).toBeInTheDocument();
    expect(screen.getByText('Pausado')).toBeInTheDocument();
    expect(screen.getByText(/HTTP 404: Unknown Webhook$/)).toBeInTheDocument();
    expect(screen.getByText('bob@example.com')).toBeInTheDocument();
    expect(screen.getByText('2 fallos seguidos')).toBeInTheDocument();
  });

  it('says when nothing fails', async () => {
    fakeApi({ [FAILING]: json(200, []) });
    renderWithApp(<FailingChannelsCard />);
    expect(await screen.findByText('Ningún canal falla ahora.')).toBeInTheDocument();
  });
});
