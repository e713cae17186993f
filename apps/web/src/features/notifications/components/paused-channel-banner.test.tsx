import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, json } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';
import { renderWithApp } from '../../../test/render-with-app';
import { aChannel } from '../testing/fixtures';
import { PausedChannelBanner } from './paused-channel-banner';

configure({ asyncUtilTimeout: 5000 });

beforeEach(() => {
  sessionStorage.clear();
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

const CHANNELS = '/api/notification/channel/list';
const REASON = 'HTTP 410: la suscripción ya no existe';
const notices = () => screen.queryAllByTestId('paused-channel-banner');

describe('the paused-channel notice', () => {
  it('tells each channel Pulso paused, why, and where to look at it', async () => {
    fakeApi({
      [`GET ${CHANNELS}`]: json(200, [
        aChannel({ name: 'Móvil', enabled: false, pausedReason: REASON }),
        aChannel({ name: 'Apagado a mano', enabled: false }),
        aChannel({ name: 'Discord', enabled: true }),
      ]),
    });
    renderWithApp(<PausedChannelBanner />);

    const notice = await screen.findByTestId('paused-channel-banner');
    expect(notices()).toHaveLength(1);
    expect(notice).toHaveTextContent(
      `Pausamos tu canal «Móvil» tras varios fallos: ${REASON}. Revísalo en Perfil › Notificaciones`,
    );
    expect(within(notice).getByRole('link', { name: /Perfil › Notificaciones/ })).toHaveAttribute(
      'href',
      '/profile/notifications',
    );
  });

  it('stays closed for that channel and reason once dismissed, and is told again for a new reason', async () => {
    const paused = aChannel({ name: 'Móvil', enabled: false, pausedReason: REASON });
    fakeApi({ [`GET ${CHANNELS}`]: json(200, [paused]) });
    const first = renderWithApp(<PausedChannelBanner />);
    const user = userEvent.setup();

    const notice = await screen.findByTestId('paused-channel-banner');
    await user.click(within(notice).getByRole('button', { name: 'Cerrar aviso' }));
    expect(notices()).toHaveLength(0);
    first.unmount();

    // Another page load in the same tab: still closed.
    const api = fakeApi({ [`GET ${CHANNELS}`]: json(200, [paused]) });
    const second = renderWithApp(<PausedChannelBanner />);
    await waitFor(() => expect(api.count('GET', CHANNELS)).toBe(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(notices()).toHaveLength(0);
    second.unmount();

    // Paused again, for another reason: told again.
    fakeApi({ [`GET ${CHANNELS}`]: json(200, [{ ...paused, pausedReason: 'HTTP 500' }]) });
    renderWithApp(<PausedChannelBanner />);
    expect(await screen.findByTestId('paused-channel-banner')).toHaveTextContent('HTTP 500');
  });

  it('asks once per page load, across pages, and only when signed in', async () => {
    const api = fakeApi({
      [`GET ${CHANNELS}`]: json(200, [
        aChannel({ name: 'Móvil', enabled: false, pausedReason: REASON }),
      ]),
    });
    const user = userEvent.setup();
    renderApp({ route: '/help', token: 'tok' });
    expect(await screen.findByTestId('paused-channel-banner')).toBeInTheDocument();
    await user.click(within(screen.getByRole('banner')).getByRole('link', { name: 'Pulso' }));
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByTestId('paused-channel-banner')).toBeInTheDocument();
    expect(api.count('GET', CHANNELS)).toBe(1);
  });

  it('is not there for a visitor, who is not asked about channels', async () => {
    const api = fakeApi({ [`GET ${CHANNELS}`]: json(200, []) });
    renderApp({ route: '/help', token: null });
    await screen.findByRole('heading', { level: 1 });
    expect(notices()).toHaveLength(0);
    expect(api.count('GET', CHANNELS)).toBe(0);
  });
});
