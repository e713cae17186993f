import { expect, test, type Page } from '@playwright/test';
import {
  startFakePushService,
  type BrowserSubscription,
  type FakePushService,
} from '../../server/src/test/fake-push-service';
import { createAccount, marketClose, sendAlert } from './helpers/accounts';
import { dismissToasts, gotoApp, newAccount, register } from './helpers/identity';

// Issue 35: Web Push. A user turns push on in Chromium, closes the page, an alert fails, and the
// service worker shows the failure. Chromium here cannot reach Google's push service, so the
// page's PushManager answers a subscription on a fake push service on loopback (real keys, made
// by the fake); the real worker is registered, the server really encrypts and signs the push,
// the fake checks and decrypts it, and those contents are handed to the worker through the
// DevTools protocol, as the push service would.
const PHONE = { width: 390, height: 844 };
const SHOTS = process.env.E2E_SCREENSHOT_DIR;
const ACCOUNT = 'Cuenta push';

let push: FakePushService;
test.beforeAll(async () => {
  push = await startFakePushService();
});
test.afterAll(async () => {
  await push.close();
});

const channels = (page: Page) => page.getByRole('region', { name: 'Canales' });

/** In every page of the context: PushManager answers the fake's subscription. */
function fakePushManager(subscription: BrowserSubscription) {
  const fake = {
    endpoint: subscription.endpoint,
    expirationTime: null,
    options: { userVisibleOnly: true, applicationServerKey: null },
    getKey: () => null,
    toJSON: () => subscription,
    unsubscribe: async () => true,
  };
  PushManager.prototype.subscribe = async () => fake as unknown as PushSubscription;
  PushManager.prototype.getSubscription = async () => fake as unknown as PushSubscription;
}

test('a user turns on push; with the page closed, a failed alert is shown by the worker', async ({
  context,
  page,
  request,
  baseURL,
}) => {
  test.skip(Boolean(process.env.E2E_BASE_URL), 'the fake push service is on this machine');
  test.setTimeout(120_000);
  const origin = new URL(baseURL!).origin;
  await context.grantPermissions(['notifications'], { origin });
  await context.addInitScript(fakePushManager, push.subscription());

  // The worker is served as JavaScript, revalidated on each check (a new version is seen).
  const worker = await request.get('/sw.js');
  expect(worker.status()).toBe(200);
  expect(worker.headers()['content-type']).toMatch(/^(text|application)\/javascript/);
  expect(worker.headers()['cache-control']).toBe('no-cache');

  await gotoApp(page);
  await register(page, newAccount('Paula Push'));
  const webhook = await createAccount(page, ACCOUNT);
  await dismissToasts(page);

  // On a phone, where it matters most.
  await page.setViewportSize(PHONE);
  await gotoApp(page, '/profile/notifications');
  const enable = channels(page).getByRole('button', { name: 'Activar notificaciones push' });
  await expect(enable).toBeVisible();
  if (SHOTS) {
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: `${SHOTS}/webpush-enable-phone.png` });
  }
  await enable.click();
  await expect(
    channels(page).getByText('Este navegador ya recibe notificaciones push.'),
  ).toBeVisible();
  const item = channels(page).getByRole('listitem', { name: /^Chrome en / });
  await expect(item).toContainText('Notificaciones push');
  await expect(enable).toHaveCount(0);
  // The real worker is registered and active for the whole app.
  expect(
    await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration('/');
      return registration?.active?.scriptURL ?? null;
    }),
  ).toBe(`${origin}/sw.js`);

  // Still recognised after a reload (the browser keeps which channel it is).
  await page.reload();
  await expect(
    channels(page).getByText('Este navegador ya recibe notificaciones push.'),
  ).toBeVisible();
  await expect(item).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    PHONE.width,
  );
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/webpush-settings-phone.png`, fullPage: true });
  await page.close();

  // No page of Pulso is open: an alert for far more than the paper balance fails.
  const failing = await sendAlert(request, webhook, {
    action: 'buy',
    contracts: '1000',
    orderId: `push-${Date.now()}`,
    marketPosition: 'long',
    close: await marketClose(request),
  });
  expect(failing.status()).toBe(202);
  const [received] = await push.receivedCount(1, 30_000);
  expect(received!.payload).toMatchObject({
    event: 'signal.failed',
    level: 'on',
    title: 'Señal fallida',
    count: 1,
  });
  expect(received!.payload.text).toMatch(new RegExp(`^${ACCOUNT}: `));
  expect(received!.payload.url).toMatch(/^\/accounts\/[0-9a-f-]{36}$/);

  // The push service hands the message to the browser's worker.
  const probe = await context.newPage();
  const cdp = await context.newCDPSession(probe);
  const registrationId = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find((r) => r.scopeURL === `${origin}/` && !r.isDeleted);
      if (ours) resolve(ours.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin,
    registrationId: await registrationId,
    data: JSON.stringify(received!.payload),
  });

  // What the worker showed, read through the browser's notification API.
  await probe.goto('/favicon.svg');
  await expect
    .poll(() =>
      probe.evaluate(async () => {
        const registration = await navigator.serviceWorker.getRegistration('/');
        const shown = (await registration?.getNotifications()) ?? [];
        return shown.map((n) => ({ title: n.title, body: n.body, tag: n.tag, data: n.data }));
      }),
    )
    .toEqual([
      {
        title: 'Señal fallida',
        body: received!.payload.text,
        tag: received!.payload.id,
        data: { url: `${origin}${String(received!.payload.url)}` },
      },
    ]);
});

test('without the permission, nothing is subscribed and the page says how to allow it', async ({
  context,
  page,
}) => {
  test.setTimeout(60_000);
  // No permission granted: Chromium without a person to answer the prompt does not allow it.
  await context.addInitScript(fakePushManager, push.subscription());
  await gotoApp(page);
  await register(page, newAccount('Néstor Sinpermiso'));
  await gotoApp(page, '/profile/notifications');
  // Every subscribe request is recorded from here on: a listener, not a timed wait, so a slow
  // machine cannot turn "none was sent" into a timeout nobody awaited yet.
  const subscribes: string[] = [];
  page.on('request', (request) => {
    if (/\/api\/notification\/webpush\/subscribe$/.test(request.url()))
      subscribes.push(request.url());
  });
  await channels(page).getByRole('button', { name: 'Activar notificaciones push' }).click();
  await expect(channels(page).getByRole('alert')).toContainText('«Permitir»');
  await expect(channels(page).getByText(/Aún no tienes canales/)).toBeVisible();
  expect(subscribes).toEqual([]);
});
