import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { startHttpSink, type HttpSink } from './helpers/http-sink';
import { dismissToasts, gotoApp, newAccount, register } from './helpers/identity';

// Issue 35: Perfil › Notificaciones. A channel pointed at a sink on loopback, a test message
// that really leaves the server, its row in the delivery log, and a level that stays.
const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };
const SHOTS = process.env.E2E_SCREENSHOT_DIR;
const CHANNEL = 'Alertas locales';

let sink: HttpSink;
test.beforeAll(async () => {
  sink = await startHttpSink();
});
test.afterAll(async () => {
  await sink.close();
});

const channels = (page: Page) => page.getByRole('region', { name: 'Canales' });
const deliveryLog = (page: Page) => page.getByRole('region', { name: 'Registro de envíos' });
const channelItem = (page: Page) => channels(page).getByRole('listitem', { name: CHANNEL });

test('an ntfy channel gets a test message, the log says Enviado, a level persists', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize(DESKTOP);
  await gotoApp(page);
  await register(page, newAccount('Nora Notificaciones'));

  // Reached from the profile page, as its second tab.
  await gotoApp(page, '/profile');
  await page
    .getByRole('navigation', { name: 'Secciones del perfil' })
    .getByRole('link', { name: 'Notificaciones' })
    .click();
  await expect(page).toHaveURL(/\/profile\/notifications$/);
  await expect(channels(page).getByText(/Aún no tienes canales/)).toBeVisible();

  await channels(page).getByRole('button', { name: 'Añadir canal' }).click();
  const dialog = page.getByRole('dialog', { name: 'Añadir canal' });
  await dialog.getByRole('combobox', { name: 'Tipo' }).selectOption('ntfy');
  await expect(dialog.getByText(/https:\/\/ntfy\.sh\/mi-tema/)).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Nombre' }).fill(CHANNEL);
  await dialog.getByRole('textbox', { name: 'URL' }).fill(`${sink.url}/alertas`);
  await dialog.getByRole('button', { name: 'Añadir canal' }).click();
  await expect(dialog).toBeHidden();
  await expect(channelItem(page)).toContainText('ntfy');
  // The address is shown hidden past the topic's first characters, never whole.
  await expect(channelItem(page)).toContainText(`${sink.url}/ale…`);
  await dismissToasts(page);

  await channelItem(page)
    .getByRole('button', { name: /Enviar prueba/ })
    .click();
  await expect
    .poll(
      () =>
        sink.requests.filter((r) => r.method === 'POST' && r.body.includes('Mensaje de prueba'))
          .length,
      { timeout: 10_000 },
    )
    .toBeGreaterThan(0);
  const received = sink.requests.find((r) => r.body.includes('Mensaje de prueba'))!;
  expect(JSON.parse(received.body)).toMatchObject({ topic: 'alertas', title: 'Mensaje de prueba' });
  const row = deliveryLog(page).getByRole('row').filter({ hasText: CHANNEL });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Mensaje de prueba');
  await expect(row).toContainText('Enviado'); // the log asks again every 3 s while pending
  await expect(row).toContainText('HTTP 200');

  // A level per event is saved as it is chosen, and is still there after a reload.
  const executed = channelItem(page).getByRole('combobox', { name: 'Operación ejecutada' });
  await expect(executed).toHaveValue('off');
  const saved = page.waitForResponse(
    (r) => r.url().includes('/api/notification/channel/update/') && r.request().method() === 'PUT',
  );
  await executed.selectOption({ label: 'Activada' });
  expect((await saved).status()).toBe(200);
  await page.reload();
  await expect(
    channelItem(page).getByRole('combobox', { name: 'Operación ejecutada' }),
  ).toHaveValue('on');
  await expect(deliveryLog(page).getByRole('row').filter({ hasText: CHANNEL })).toContainText(
    'Enviado',
  );
  await page.waitForLoadState('networkidle');
  if (SHOTS) {
    await page.screenshot({ path: `${SHOTS}/notif-desktop.png`, fullPage: true });
  }
  // With a channel and a row in the log (e2e/a11y.spec.ts sees the empty page): as a11y.spec.ts.
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .disableRules(['label-content-name-mismatch'])
    .analyze();
  expect(
    violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`),
  ).toEqual([]);

  // A phone: nothing scrolls sideways (the log's table scrolls inside its own box).
  await page.setViewportSize(PHONE);
  await page.reload();
  await expect(channelItem(page)).toBeVisible();
  await expect(deliveryLog(page).getByRole('row').filter({ hasText: CHANNEL })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    PHONE.width,
  );
  if (SHOTS) {
    await page.screenshot({ path: `${SHOTS}/notif-phone.png`, fullPage: true });
  }
});

test.describe('Preferencias', () => {
  test('the daily summary time and quiet hours are saved and still there after a reload', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await page.setViewportSize(DESKTOP);
    await gotoApp(page);
    await register(page, newAccount('Pilar Preferencias'));
    await gotoApp(page, '/profile/notifications');

    const card = page.getByRole('region', { name: 'Preferencias' });
    const zone = card.getByRole('combobox', { name: 'Zona horaria' });
    const summary = card.getByRole('switch', { name: 'Resumen diario' });
    const quiet = card.getByRole('switch', { name: 'Horas de silencio' });
    // Before any save: Madrid, no summary, no quiet hours.
    await expect(zone).toHaveValue('Europe/Madrid');
    await expect(card.getByText(/^Ahora allí: /)).toBeVisible();
    await expect(summary).toHaveAttribute('aria-checked', 'false');
    await expect(quiet).toHaveAttribute('aria-checked', 'false');
    await expect(card.getByRole('button', { name: 'Guardar' })).toBeDisabled();

    await zone.selectOption('America/New_York');
    await summary.click();
    await card.getByLabel('Hora del resumen').fill('07:45');
    await quiet.click();
    await card.getByLabel('Desde').fill('22:30');
    await card.getByLabel('Hasta').fill('06:15');
    const saved = page.waitForResponse(
      (r) => r.url().endsWith('/api/notification/preferences') && r.request().method() === 'PUT',
    );
    await card.getByRole('button', { name: 'Guardar' }).click();
    const response = await saved;
    expect(response.status()).toBe(200);
    expect(response.request().postDataJSON()).toEqual({
      timeZone: 'America/New_York',
      summaryAt: '07:45',
      quietFrom: '22:30',
      quietTo: '06:15',
    });
    await expect(page.getByText('Preferencias guardadas')).toBeVisible();
    await dismissToasts(page);

    await page.reload();
    await expect(zone).toHaveValue('America/New_York');
    await expect(summary).toHaveAttribute('aria-checked', 'true');
    await expect(card.getByLabel('Hora del resumen')).toHaveValue('07:45');
    await expect(quiet).toHaveAttribute('aria-checked', 'true');
    await expect(card.getByLabel('Desde')).toHaveValue('22:30');
    await expect(card.getByLabel('Hasta')).toHaveValue('06:15');
    await expect(card.getByRole('button', { name: 'Guardar' })).toBeDisabled();
    await page.waitForLoadState('networkidle');
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/prefs-desktop.png`, fullPage: true });

    // A phone: the card's rows stack and nothing scrolls sideways.
    await page.setViewportSize(PHONE);
    await page.reload();
    await expect(card.getByLabel('Hasta')).toHaveValue('06:15');
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      PHONE.width,
    );
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/prefs-phone.png`, fullPage: true });
  });
});
