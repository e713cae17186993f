import { expect, test, type Page } from '@playwright/test';
import { createAccount, marketClose, sendAlert } from './helpers/accounts';
import { dismissToasts, gotoApp, newAccount, register, sessionToken } from './helpers/identity';

// Issue 37: an account's risk limits in the browser, each set from its page.

/** A new user's new paper account, its page open at a desktop's width: answers its webhook. */
async function openNewAccount(page: Page, who: ReturnType<typeof newAccount>, name: string) {
  await page.setViewportSize({ width: 1440, height: 900 });
  await gotoApp(page);
  await register(page, who);
  const webhook = await createAccount(page, name);
  await dismissToasts(page);
  await page.getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  return webhook;
}

// Trading hours: an alert outside them is refused at VALIDATION with the rule's message, and the
// page says the account is outside its hours.
const trader = newAccount('Horacio Ventanas');
const ACCOUNT = 'Cuenta con horario';
const SHOTS = process.env.E2E_SCREENSHOT_DIR;
const DAY_NAMES = ['lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado', 'domingo'];

test('an account outside its trading hours refuses an alert, and says so', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const webhook = await openNewAccount(page, trader, ACCOUNT);

  // Every day but today (in Madrid, the owner's time zone), and then only 00:00–00:01: now is
  // outside it.
  const today = new Intl.DateTimeFormat('en-US', {
    timeZone: 'Europe/Madrid',
    weekday: 'short',
  }).format(new Date());
  const todayIndex = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'].indexOf(today);
  const hours = page.getByRole('form', { name: 'Horario de operación' });
  await hours.getByRole('button', { name: 'Añadir ventana' }).click();
  const days = hours.getByRole('group', { name: 'Días de la ventana 1' });
  for (const [index, name] of DAY_NAMES.entries()) {
    const day = days.getByRole('button', { name, exact: true });
    const wanted = index !== todayIndex;
    if ((await day.getAttribute('aria-pressed')) !== String(wanted)) await day.click();
  }
  await hours.getByLabel('Desde').fill('00:00');
  await hours.getByLabel('Hasta').fill('00:01');
  await hours.getByRole('checkbox', { name: /Cerrar las posiciones/ }).check();
  await hours.getByRole('button', { name: 'Guardar horario' }).click();
  await expect(page.getByText('Horario guardado')).toBeVisible();
  await expect(
    hours.getByText('Ahora fuera de su horario: solo se cierran posiciones.'),
  ).toBeVisible();
  if (SHOTS) {
    await hours.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/trading-hours-1440.png` });
  }

  const sent = await sendAlert(request, webhook, {
    action: 'buy',
    contracts: '0.001',
    orderId: `hours-${Date.now()}`,
    marketPosition: 'long',
    close: await marketClose(request),
  });
  expect(sent.status()).toBe(202);
  const { signalId } = (await sent.json()) as { signalId: string };
  const bearer = await sessionToken(page);
  await expect
    .poll(
      async () => {
        const res = await request.get(`/api/trade/signal/${signalId}`, {
          headers: { authorization: `Bearer ${bearer}` },
        });
        const body = (await res.json()) as { status: string; error?: string };
        return `${body.status}: ${body.error ?? ''}`;
      },
      { timeout: 30_000 },
    )
    .toMatch(/^failed: Fuera del horario de operación \(\w+ 00:00–00:01, Europe\/Madrid\)/);

  // The same form at a phone's width, as saved.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(hours.getByLabel('Hasta')).toHaveValue('00:01');
  await expect(hours.getByRole('checkbox', { name: /Cerrar las posiciones/ })).toBeChecked();
  const overflow = await hours.evaluate((el) => el.scrollWidth - el.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  if (SHOTS) {
    await hours.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/trading-hours-390.png` });
  }
});

// The approval queue: an alert waits, listed live on the account's page; approved, it executes.
const approver = newAccount('Aurora Aprueba');
const HELD = 'Cuenta con aprobación';

test('an alert waits for approval on the account page, live, and executes once approved', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const webhook = await openNewAccount(page, approver, HELD);
  await page.getByLabel('Aprobación manual (minutos de espera)').fill('30');
  await page.getByRole('button', { name: 'Guardar espera' }).click();
  await expect(page.getByText('Aprobación guardada')).toBeVisible();

  const sent = await sendAlert(request, webhook, {
    action: 'buy',
    contracts: '0.001',
    orderId: `held-${Date.now()}`,
    marketPosition: 'long',
    close: await marketClose(request),
  });
  expect(sent.status()).toBe(202);
  // The page did not reload: the held order arrives on the live stream.
  const list = page.getByRole('region', { name: 'Órdenes pendientes de aprobación' });
  const item = list.getByRole('listitem').filter({ hasText: 'Compra 0,001 BTCUSDT' });
  await expect(item.getByText('Pendiente')).toBeVisible({ timeout: 30_000 });
  if (SHOTS) {
    await list.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/approvals-1440.png` });
  }
  await item.getByRole('button', { name: 'Aprobar' }).click();
  await expect(item.getByText('Aprobada')).toBeVisible();

  const { signalId } = (await sent.json()) as { signalId: string };
  const bearer = await sessionToken(page);
  const trades = async () => {
    const res = await request.get(`/api/trade/account/${webhook.url.split('/').pop()}?limit=10`, {
      headers: { authorization: `Bearer ${bearer}` },
    });
    return ((await res.json()) as { data: { amount: string }[] }).data.length;
  };
  await expect.poll(trades, { timeout: 30_000 }).toBe(1);
  const held = await request.get(`/api/trade/signal/${signalId}`, {
    headers: { authorization: `Bearer ${bearer}` },
  });
  expect(((await held.json()) as { status: string }).status).toBe('done');

  await page.setViewportSize({ width: 390, height: 844 });
  await list.scrollIntoViewIfNeeded();
  const overflow = await list.evaluate((el) => el.scrollWidth - el.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/approvals-390.png` });

  // A second alert waits: Mis Cuentas lists it under its account, and it is rejected there.
  const again = await sendAlert(request, webhook, {
    action: 'buy',
    contracts: '0.002',
    orderId: `held-again-${Date.now()}`,
    marketPosition: 'long',
    close: await marketClose(request),
  });
  expect(again.status()).toBe(202);
  await page.goto('/accounts');
  const waiting = page.getByRole('region', { name: '1 orden espera tu aprobación' });
  const mine = waiting.getByRole('listitem').filter({ hasText: 'Compra 0,002 BTCUSDT' });
  await expect(mine.getByRole('link', { name: HELD })).toBeVisible({ timeout: 30_000 });
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/waiting-orders-390.png` });
  await page.setViewportSize({ width: 1440, height: 900 });
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/waiting-orders-1440.png` });
  await mine.getByRole('button', { name: 'Rechazar' }).click();
  await expect(page.getByText('Orden rechazada')).toBeVisible();
  await expect(waiting).toBeHidden();
});

// Exposure limits: a cap on the USD held; an alert past it is refused naming the rule, and the
// page says what the account holds, live.
const capped = newAccount('Elena Exposición');
const CAPPED = 'Cuenta con exposición máxima';

test('an account at its exposure cap refuses the alert that would pass it, and shows what it holds', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const webhook = await openNewAccount(page, capped, CAPPED);

  // One order of 0.001 BTC fits under 1.5 of them; the second does not.
  const close = await marketClose(request);
  const cap = Math.round(Number(close) * 0.0015);
  const form = page.getByRole('form', { name: 'Límites de exposición' });
  await form.getByLabel('Posiciones abiertas como máximo').fill('3');
  await form.getByLabel('Exposición máxima (USD)').fill(cap.toLocaleString('es-ES'));
  await form.getByLabel('Pausa tras pérdidas seguidas').fill('2');
  await form.getByLabel('Minutos de pausa').fill('60');
  await form.getByRole('button', { name: 'Guardar límites' }).click();
  await expect(page.getByText('Límites guardados')).toBeVisible();
  await expect(form.getByText('Ahora: 0 posiciones abiertas · 0,00 USD')).toBeVisible();

  const bearer = await sessionToken(page);
  const outcome = async (signalId: string) => {
    const res = await request.get(`/api/trade/signal/${signalId}`, {
      headers: { authorization: `Bearer ${bearer}` },
    });
    const body = (await res.json()) as { status: string; error?: string };
    return `${body.status}: ${body.error ?? ''}`;
  };
  const alert = async (n: number) => {
    const sent = await sendAlert(request, webhook, {
      action: 'buy',
      contracts: '0.001',
      orderId: `cap-${n}-${Date.now()}`,
      marketPosition: 'long',
      close,
    });
    expect(sent.status()).toBe(202);
    return ((await sent.json()) as { signalId: string }).signalId;
  };
  const first = await alert(1);
  await expect.poll(() => outcome(first), { timeout: 30_000 }).toBe('done: ');
  // The page did not reload: the trade moved what it shows.
  await expect(form.getByText(/^Ahora: 1 posición abierta · [\d.]+,\d\d USD$/)).toBeVisible({
    timeout: 30_000,
  });
  const second = await alert(2);
  await expect
    .poll(() => outcome(second), { timeout: 30_000 })
    .toMatch(/^failed: Exposición máxima superada \([\d.]+ de \d+ USD con esta orden\)/);
  if (SHOTS) {
    await form.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/exposure-limits-1440.png` });
  }

  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(form.getByLabel('Minutos de pausa')).toHaveValue('60');
  await form.scrollIntoViewIfNeeded();
  const overflow = await form.evaluate((el) => el.scrollWidth - el.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/exposure-limits-390.png` });
});
