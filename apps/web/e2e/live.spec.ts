import { expect, test, type Page } from '@playwright/test';
import { createAccount, marketClose, sendAlert } from './helpers/accounts';
import { banner, dismissToasts, gotoApp, newAccount, register } from './helpers/identity';

// Issue 16: the open account page moves when a trade lands, whoever sent it.
test.describe.configure({ mode: 'serial' });

const trader = newAccount('Lucía Live');
const ACCOUNT = 'Cuenta en vivo';

const liveIndicator = (page: Page) => banner(page).locator('[data-live-state]');

test('an alert sent from outside shows in the open account page: table and KPIs, no reload', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await gotoApp(page);
  await register(page, trader);
  const webhook = await createAccount(page, ACCOUNT);
  expect(webhook.url).toMatch(/\/api\/trade-receiver\/[0-9a-f-]{36}$/);
  await dismissToasts(page);
  await page.getByRole('link', { name: ACCOUNT }).click();
  await expect(page.getByRole('heading', { level: 1, name: ACCOUNT })).toBeVisible();
  await expect(liveIndicator(page)).toHaveAttribute('data-live-state', 'connected');
  await expect(page.getByText('No hay operaciones con estos filtros.')).toBeVisible();

  // The market's price now, so the paper fill is a realistic one.
  const close = await marketClose(request);
  const trades = page.getByRole('table', { name: 'Operaciones de la cuenta' });
  const latencies: number[] = [];
  const ALERTS = 8;
  for (let i = 1; i <= ALERTS; i++) {
    const orderId = `live-${i}-${Date.now()}`;
    const sent = performance.now();
    const res = await sendAlert(request, webhook, {
      action: i % 2 === 1 ? 'buy' : 'sell',
      contracts: '0.001',
      orderId,
      marketPosition: i % 2 === 1 ? 'long' : 'flat',
      close,
    });
    expect(res.status()).toBe(202);
    await expect(trades.getByRole('row').filter({ hasText: orderId })).toBeVisible({
      timeout: 15_000,
    });
    latencies.push(performance.now() - sent);
    if (i === 1) await expect(page.getByText('1 compra · 0 ventas')).toBeVisible();
  }
  // The KPI moved with the trades, still without a reload.
  await expect(page.getByText(`${ALERTS / 2} compras · ${ALERTS / 2} ventas`)).toBeVisible();

  // An alert that fails while no page of Pulso is open is told on the next visit.
  const pageUrl = page.url();
  const token = await page.evaluate(
    () =>
      (JSON.parse(localStorage.getItem('token-store') ?? '{}') as { state?: { token?: string } })
        .state?.token,
  );
  await page.goto('about:blank');
  const failing = await sendAlert(request, webhook, {
    action: 'buy',
    contracts: '1000',
    orderId: `away-${Date.now()}`,
    marketPosition: 'long',
    close,
  });
  expect(failing.status()).toBe(202);
  await expect
    .poll(async () => {
      const status = await request.get(`/api/trade/signal/${(await failing.json()).signalId}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      return (await status.json()).status;
    })
    .toBe('failed');
  await page.goto(pageUrl);
  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: `Mientras no estabas falló una alerta de ${ACCOUNT}` }),
  ).toBeVisible();

  latencies.sort((a, b) => a - b);
  const p95 = latencies[Math.ceil(latencies.length * 0.95) - 1]!;
  // A figure for the closing note, not a pass/fail timing.
  console.log(
    `webhook 202 → row on screen: p50 ${Math.round(latencies[Math.floor(latencies.length / 2)]!)} ms, p95 ${Math.round(p95)} ms over ${ALERTS} alerts`,
  );
});

test('the live indicator says "Reconectando…" while the stream is unreachable, and recovers', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 390, height: 844 });
  // The stream's address refuses connections (a server restarting) until it is let through.
  let reachable = false;
  await page.route('**/api/events**', (route) => (reachable ? route.continue() : route.abort()));
  await gotoApp(page, '/public/accounts');
  await expect(liveIndicator(page)).toHaveAttribute('data-live-state', 'reconnecting', {
    timeout: 30_000,
  });
  await expect(liveIndicator(page)).toHaveAccessibleName(/Reconectando/);
  reachable = true;
  // Backoff: the next attempt comes within 30 s, and the stream is live again.
  await expect(liveIndicator(page)).toHaveAttribute('data-live-state', 'connected', {
    timeout: 40_000,
  });
  await expect(liveIndicator(page)).toHaveAccessibleName(/En vivo/);
});
