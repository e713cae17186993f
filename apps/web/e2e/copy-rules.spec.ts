import { expect, test, type Page } from '@playwright/test';
import { createAccount, marketClose, sendAlert } from './helpers/accounts';
import { banner, dismissToasts, gotoApp, newAccount, register } from './helpers/identity';

// Issue 37: a copy trade's rules, set in its dialog, bound the copies the server makes, and the
// receiving account's page tells each copy's fate live (the copy ledger).
test.describe.configure({ mode: 'serial' });

const trader = newAccount('Carla Copia');
const EMITTER = 'Líder con reglas';
const RECEIVER = 'Seguidora con reglas';
const PAIR = `${EMITTER} → ${RECEIVER}`;

const toast = (page: Page, text: string) =>
  page.getByRole('alert').filter({ hasText: text }).first();

test('copy rules set in the dialog reduce one copy and skip another, told live on the receiver page', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await gotoApp(page);
  await register(page, trader);
  await banner(page).getByRole('link', { name: 'Mis Cuentas' }).click();
  const leader = await createAccount(page, EMITTER, { flag: 'Emisora' });
  await createAccount(page, RECEIVER, { flag: 'Receptora' });
  await dismissToasts(page);

  // The market's BTCUSDT price now: the cap is half a percent of a bitcoin, so a 0.01 copy is cut
  // to about half, and the slippage guard is 1 %.
  const market = Number(await marketClose(request));
  expect(market).toBeGreaterThan(0);
  const cap = Math.floor(market * 0.005);
  const CONTRACTS = '0.01';

  await banner(page).getByRole('link', { name: 'Copiar trades' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Copiar trades' })).toBeVisible();
  await page.getByRole('button', { name: 'Nuevo copy trade' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nuevo copy trade' });
  await dialog.getByLabel('Cuenta emisora').selectOption({ label: `${EMITTER} · Binance` });
  await dialog.getByLabel('Cuenta receptora').selectOption({ label: `${RECEIVER} · Binance` });
  const rulesToggle = dialog.getByRole('button', { name: 'Reglas de copia' });
  await expect(rulesToggle).toHaveAttribute('aria-expanded', 'false');
  await rulesToggle.click();
  await expect(rulesToggle).toHaveAttribute('aria-expanded', 'true');
  const rules = dialog.getByRole('region', { name: 'Reglas de copia' });
  await rules.getByLabel('Deslizamiento máximo (%)').fill('1');
  await rules.getByLabel('Máximo por orden').fill(String(cap));
  await rules.getByLabel('Apalancamiento máximo').fill('10');
  if (process.env.E2E_SCREENSHOT_DIR)
    await dialog.screenshot({ path: `${process.env.E2E_SCREENSHOT_DIR}/copy-rules-dialog.png` });
  await dialog.getByRole('button', { name: 'Crear' }).click();
  await expect(toast(page, 'Copy trade created successfully.')).toBeVisible();
  await expect(dialog).toBeHidden();
  const link = page.getByRole('listitem', { name: PAIR });
  await expect(link).toContainText('×1');
  await expect(link).toContainText('Deslizamiento ≤ 1 %');
  await expect(link).toContainText(`Máx. ${cap.toLocaleString('es-ES')} por orden`);
  await expect(link).toContainText('Apalancamiento ≤ 10x');

  // The edit dialog reads the rules back as they were stored.
  await link.getByRole('button', { name: `Editar ${PAIR}` }).click();
  const edit = page.getByRole('dialog', { name: 'Editar multiplicador' });
  await edit.getByRole('button', { name: 'Reglas de copia' }).click();
  await expect(edit.getByLabel('Deslizamiento máximo (%)')).toHaveValue('1');
  await expect(edit.getByLabel('Máximo por orden')).toHaveValue(String(cap));
  await expect(edit.getByLabel('Apalancamiento máximo')).toHaveValue('10');
  await expect(edit.getByLabel('Modo de margen')).toHaveValue('');
  await edit.getByRole('button', { name: 'Cancelar' }).click();
  await expect(edit).toBeHidden();
  await dismissToasts(page);

  // The receiver's page stays open from here on: everything below arrives without a reload.
  await banner(page).getByRole('link', { name: 'Mis Cuentas' }).click();
  await page.getByRole('link', { name: RECEIVER }).click();
  await expect(page.getByRole('heading', { level: 1, name: RECEIVER })).toBeVisible();
  await expect(banner(page).locator('[data-live-state]')).toHaveAttribute(
    'data-live-state',
    'connected',
  );
  const card = page.getByRole('region', { name: 'Copias recibidas' });
  await expect(card).toContainText('Aún no hay copias de otras cuentas en esta cuenta.');
  let navigations = 0;
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) navigations += 1;
  });

  const ledger = card.getByRole('table', { name: 'Copias recibidas por la cuenta' });
  const rows = ledger.locator('tbody tr');
  const count = (outcome: string) =>
    card.getByLabel('Resultado de las copias').locator(`[data-outcome="${outcome}"] dd`);

  // 1. At the market's price, 0.01 BTC: its notional is twice the cap, so the copy is reduced.
  const atMarket = await sendAlert(request, leader, {
    action: 'buy',
    contracts: CONTRACTS,
    orderId: `rules-cap-${Date.now()}`,
    marketPosition: 'long',
    close: String(market),
  });
  expect(atMarket.status()).toBe(202);
  const reduced = rows.filter({ hasText: 'Reducida' });
  await expect(reduced).toHaveCount(1, { timeout: 20_000 });
  await expect(reduced).toContainText('BTCUSDT');
  await expect(reduced).toContainText('Compra');
  await expect(reduced).toContainText(EMITTER);
  await expect(reduced).toContainText(
    `Copia reducida al máximo por orden (${Number(cap).toLocaleString('es-ES')})`,
  );
  await expect(reduced).toContainText(`en vez de ${CONTRACTS.replace('.', ',')}`);
  await expect(count('scaled')).toHaveText('1');

  // 2. The leader fills 3 % above the market (a realistic close, so the paper exchange takes
  //    it); the follower's price is still the market's, beyond the 1 % guard: skipped.
  const away = (market * 1.03).toFixed(2);
  const beyondGuard = await sendAlert(request, leader, {
    action: 'buy',
    contracts: CONTRACTS,
    orderId: `rules-slip-${Date.now()}`,
    marketPosition: 'long',
    close: away,
  });
  expect(beyondGuard.status()).toBe(202);
  const skipped = rows.filter({ hasText: 'Omitida' });
  await expect(skipped).toHaveCount(1, { timeout: 20_000 });
  await expect(skipped).toContainText('BTCUSDT');
  await expect(skipped).toContainText(
    /Copia omitida: el precio se alejó \d+[.,]\d{2} % del precio/,
  );
  await expect(skipped).toContainText('(máximo 1 %)');

  // Both rows, newest first, and the counts of each outcome.
  await expect(rows).toHaveCount(2);
  await expect(rows.first()).toContainText('Omitida');
  await expect(rows.last()).toContainText('Reducida');
  await expect(count('copied')).toHaveText('0');
  await expect(count('scaled')).toHaveText('1');
  await expect(count('skipped')).toHaveText('1');
  await expect(count('failed')).toHaveText('0');
  expect(navigations).toBe(0);
  if (process.env.E2E_SCREENSHOT_DIR) {
    await page.screenshot({
      path: `${process.env.E2E_SCREENSHOT_DIR}/receiver-desktop.png`,
      fullPage: true,
    });
  }

  // On a phone the card fits the screen: each row is a small card with its reason.
  await page.setViewportSize({ width: 390, height: 844 });
  await card.scrollIntoViewIfNeeded();
  await expect(rows).toHaveCount(2);
  const widths = await card.evaluate((el) => ({
    card: el.getBoundingClientRect().right,
    page: document.documentElement.scrollWidth,
  }));
  expect(widths.card).toBeLessThanOrEqual(390);
  expect(widths.page).toBeLessThanOrEqual(390);
  if (process.env.E2E_SCREENSHOT_DIR) {
    await card.screenshot({ path: `${process.env.E2E_SCREENSHOT_DIR}/copy-ledger-phone.png` });
    await page.screenshot({
      path: `${process.env.E2E_SCREENSHOT_DIR}/receiver-phone.png`,
      fullPage: true,
    });
  }
});
