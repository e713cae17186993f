import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, json } from '../../../test/fake-api';
import { renderWithApp } from '../../../test/render-with-app';
import { aChannel, aDeliveryPage, somePreferences } from '../testing/fixtures';
import { NotificationSettings } from './notification-settings';

configure({ asyncUtilTimeout: 5000 });

const CHANNELS = 'GET /api/notification/channel/list';
const DELIVERIES = 'GET /api/notification/delivery/list';
const PREFERENCES = 'GET /api/notification/preferences';
const BOT = 'GET /api/notification/telegram-bot';
const KEY = 'GET /api/notification/webpush/key';
const SUBSCRIBE = 'POST /api/notification/webpush/subscribe';
// A P-256 public key's 65 bytes, base64url as the server sends it (0x04, then 1, 2, 3…).
const KEY_BYTES = Uint8Array.from({ length: 65 }, (_, i) => (i === 0 ? 4 : i));
const PUBLIC_KEY = btoa(String.fromCharCode(...KEY_BYTES))
  .replace(/\+/g, '-')
  .replace(/\//g, '_')
  .replace(/=+$/, '');
const ENDPOINT = 'https://push.example/send/abc123';
const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';

const channelsCard = () => screen.getByRole('region', { name: 'Canales' });
const enableButton = () =>
  within(channelsCard()).queryByRole('button', { name: 'Activar notificaciones push' });

function aSubscription(endpoint = ENDPOINT) {
  return {
    endpoint,
    unsubscribe: vi.fn(async () => true),
    toJSON: () => ({ endpoint, expirationTime: null, keys: { p256dh: 'BPk3y', auth: 'c2VjcmV0' } }),
  };
}

/**
 * A browser with push: the Notification permission, a service worker container and its
 * registration's PushManager, all fakes the test drives.
 */
function pushBrowser({
  answer = 'granted',
  permission = 'default',
  existing = null,
}: {
  answer?: NotificationPermission;
  permission?: NotificationPermission;
  existing?: ReturnType<typeof aSubscription> | null;
} = {}) {
  const subscription = aSubscription();
  let current = existing;
  const pushManager = {
    subscribe: vi.fn(async () => {
      current = subscription;
      return subscription;
    }),
    getSubscription: vi.fn(async () => current),
  };
  const registration = { pushManager };
  const container = {
    register: vi.fn(async () => registration),
    ready: Promise.resolve(registration),
    getRegistration: vi.fn(async () => (current ? registration : undefined)),
  };
  const requestPermission = vi.fn(async () => answer);
  vi.stubGlobal('Notification', { permission, requestPermission });
  vi.stubGlobal('PushManager', function PushManager() {});
  vi.stubGlobal('isSecureContext', true);
  Object.defineProperty(navigator, 'serviceWorker', { value: container, configurable: true });
  Object.defineProperty(navigator, 'userAgent', { value: ANDROID_CHROME, configurable: true });
  return { container, pushManager, requestPermission, subscription };
}

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  Reflect.deleteProperty(navigator, 'serviceWorker');
  Reflect.deleteProperty(navigator, 'userAgent');
});

function settingsApi(routes: Parameters<typeof fakeApi>[0]) {
  return fakeApi({
    [DELIVERIES]: json(200, aDeliveryPage([])),
    [PREFERENCES]: json(200, somePreferences()),
    [BOT]: json(200, { configured: false, username: null }),
    [KEY]: json(200, { publicKey: PUBLIC_KEY }),
    ...routes,
  });
}

describe('Perfil › Notificaciones › Activar notificaciones push', () => {
  it('asks permission, subscribes with the server’s key, and lists the browser’s channel', async () => {
    const browser = pushBrowser();
    const pushChannel = aChannel({ kind: 'webpush', name: 'Chrome en Android', target: 'push' });
    let subscribed = false;
    const api = settingsApi({
      [CHANNELS]: () => json(200, subscribed ? [pushChannel] : []),
      [SUBSCRIBE]: () => {
        subscribed = true;
        return json(201, pushChannel);
      },
    });
    renderWithApp(<NotificationSettings />);
    const user = userEvent.setup();
    await user.click(
      await within(await screen.findByRole('region', { name: 'Canales' })).findByRole('button', {
        name: 'Activar notificaciones push',
      }),
    );

    expect(
      await within(channelsCard()).findByText('Este navegador ya recibe notificaciones push.'),
    ).toBeInTheDocument();
    expect(browser.requestPermission).toHaveBeenCalledTimes(1);
    expect(browser.container.register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
    expect(browser.pushManager.subscribe).toHaveBeenCalledWith({
      userVisibleOnly: true,
      applicationServerKey: KEY_BYTES,
    });
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({
      name: 'Chrome en Android',
      subscription: {
        endpoint: ENDPOINT,
        expirationTime: null,
        keys: { p256dh: 'BPk3y', auth: 'c2VjcmV0' },
      },
    });
    const item = await within(channelsCard()).findByRole('listitem', {
      name: 'Chrome en Android',
    });
    expect(within(item).getByText('Notificaciones push')).toBeInTheDocument();
    // A browser's channel has nothing to edit but its levels.
    expect(within(item).queryByRole('button', { name: /Editar/ })).toBeNull();
    expect(enableButton()).toBeNull();
  });

  it('says how to allow notifications when the permission is refused, and subscribes nothing', async () => {
    const browser = pushBrowser({ answer: 'denied' });
    const api = settingsApi({ [CHANNELS]: json(200, []) });
    renderWithApp(<NotificationSettings />);
    const user = userEvent.setup();
    await user.click(
      await within(await screen.findByRole('region', { name: 'Canales' })).findByRole('button', {
        name: 'Activar notificaciones push',
      }),
    );

    expect(await within(channelsCard()).findByRole('alert')).toHaveTextContent(
      /bloqueadas en este navegador.*cambia Notificaciones a «Permitir»/,
    );
    expect(browser.container.register).not.toHaveBeenCalled();
    expect(browser.pushManager.subscribe).not.toHaveBeenCalled();
    expect(api.count('POST', '/api/notification/webpush/subscribe')).toBe(0);
    // The button stays for another try once the site's permission is changed.
    expect(enableButton()).toBeInTheDocument();
  });

  it('says so when the browser declines to subscribe', async () => {
    const browser = pushBrowser();
    browser.pushManager.subscribe.mockRejectedValue(
      new DOMException('Registration failed - push service error', 'AbortError'),
    );
    const api = settingsApi({ [CHANNELS]: json(200, []) });
    renderWithApp(<NotificationSettings />);
    const user = userEvent.setup();
    await user.click(
      await within(await screen.findByRole('region', { name: 'Canales' })).findByRole('button', {
        name: 'Activar notificaciones push',
      }),
    );
    expect(await within(channelsCard()).findByRole('alert')).toHaveTextContent(
      'El navegador no pudo suscribirse a las notificaciones push: Registration failed - push service error',
    );
    expect(api.count('POST', '/api/notification/webpush/subscribe')).toBe(0);
  });

  it('recognises a browser whose subscription is already one of the channels', async () => {
    const existing = aSubscription();
    const browser = pushBrowser({ permission: 'granted', existing });
    const pushChannel = aChannel({ kind: 'webpush', name: 'Chrome en Android', target: 'push' });
    localStorage.setItem(
      'pulso.webpush',
      JSON.stringify({ endpoint: ENDPOINT, channelIds: [pushChannel.id] }),
    );
    settingsApi({ [CHANNELS]: json(200, [pushChannel]) });
    renderWithApp(<NotificationSettings />);

    expect(
      await screen.findByText('Este navegador ya recibe notificaciones push.'),
    ).toBeInTheDocument();
    expect(enableButton()).toBeNull();
    // Looking registers nothing.
    expect(browser.container.register).not.toHaveBeenCalled();
  });

  it('offers the button again once the browser’s channel was deleted', async () => {
    pushBrowser({ permission: 'granted', existing: aSubscription() });
    localStorage.setItem(
      'pulso.webpush',
      JSON.stringify({ endpoint: ENDPOINT, channelIds: ['gone'] }),
    );
    settingsApi({ [CHANNELS]: json(200, [aChannel({ name: 'Móvil' })]) });
    renderWithApp(<NotificationSettings />);
    await within(await screen.findByRole('region', { name: 'Canales' })).findByRole('listitem', {
      name: 'Móvil',
    });
    await waitFor(() => expect(enableButton()).toBeInTheDocument());
    expect(screen.queryByText('Este navegador ya recibe notificaciones push.')).toBeNull();
  });

  it('explains, without a button, when the browser cannot receive push', async () => {
    // jsdom has no service worker, Push API nor Notification: a browser without push.
    vi.stubGlobal('isSecureContext', true);
    settingsApi({ [CHANNELS]: json(200, []) });
    renderWithApp(<NotificationSettings />);
    expect(
      await screen.findByText(/^Este navegador no admite notificaciones push\./),
    ).toBeInTheDocument();
    expect(enableButton()).toBeNull();
  });
});
