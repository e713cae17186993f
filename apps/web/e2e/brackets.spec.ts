import { expect, test, type Locator, type Page } from '@playwright/test';
import { createAccount, marketClose } from './helpers/accounts';
import { banner, dismissToasts, gotoApp, newAccount, register } from './helpers/identity';

// Issue 36: an alert with a stop and two take-profits (breakeven on) on an open account page: the
// position, its three working orders, then the first target filled and the stop moved to the
// entry for what is left — all live, no reload.
const trader = newAccount('Bruno Brackets');
const ACCOUNT = 'Cuenta con brackets';
const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };

const card = (page: Page) => page.getByRole('region', { name: 'Órdenes abiertas' });
const orderRows = (page: Page) =>
  card(page).getByRole('table', { name: 'Órdenes abiertas de la cuenta' }).locator('tbody > tr');
// The table's cells: kind, side, symbol, quantity, price, … (innerText: without the phone labels).
const quantityOf = (row: Locator) => row.locator('td').nth(3);
const priceOf = (row: Locator) => row.locator('td').nth(4);
const visibleText = { useInnerText: true };

/** Cents (an exact integer) as the decimal text an alert carries: 10449905 → '104499.05'. */
const decimal = (cents: number) =>
  `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;

/** Decimal text the way the page shows it in es-ES, exact: '104499.50' → '104.499,5'. */
function es(text: string): string {
  const [whole, fraction = ''] = text.split('.');
  const decimals = fraction.replace(/0+$/, '');
  const grouped = new Intl.NumberFormat('es-ES').format(BigInt(whole!));
  return decimals ? `${grouped},${decimals}` : grouped;
}

test('a stop and two targets: listed live, the first target fills and the stop moves to the entry', async ({
  page,
  request,
}) => {
  // The fill waits for the market's clock: a working order is only checked against 1-minute
  // candles that open after it was placed, so the first target can fill once the NEXT full
  // minute closes (60–120 s after the alert), plus the worker's 5 s pass and the fill signal.
  test.setTimeout(240_000);
  await page.setViewportSize(DESKTOP);
  await gotoApp(page);
  await register(page, trader);
  const webhook = await createAccount(page, ACCOUNT);
  await dismissToasts(page);
  await page.getByRole('link', { name: ACCOUNT }).click();
  await expect(page.getByRole('heading', { level: 1, name: ACCOUNT })).toBeVisible();
  await expect(banner(page).locator('[data-live-state]')).toHaveAttribute(
    'data-live-state',
    'connected',
  );
  await expect(card(page).getByText('No hay órdenes abiertas')).toBeVisible();

  // Prices from the market now (the simulated market moves every run), in cents so the
  // arithmetic stays exact: entry 0.5 % under it (the paper exchange fills at the alert's close),
  // the stop 3 % under the entry, TP1 0.2 % under the market — above the entry, and within the
  // next candle's range, which opens about where the market is — and TP2 5 % above it.
  const market = Math.round(Number(await marketClose(request)) * 100);
  const entry = decimal(Math.round(market * 0.995));
  const stop = decimal(Math.round(Math.round(market * 0.995) * 0.97));
  const tp1 = decimal(Math.round(market * 0.998));
  const tp2 = decimal(Math.round(market * 1.05));
  const orderId = `brackets-${Date.now()}`;

  const sent = await request.post(webhook.url, {
    headers: { 'content-type': 'text/plain' },
    data: JSON.stringify({
      symbol: 'BTCUSDT',
      exchange: 'binance',
      time: new Date().toISOString(),
      action: 'buy',
      contracts: '0.02',
      order_id: orderId,
      market_position: 'long',
      close: entry,
      stop_loss: { price: stop },
      take_profit: [
        { price: tp1, share: 50 },
        { price: tp2, share: 50 },
      ],
      breakeven: true,
      secret: webhook.secret,
    }),
  });
  expect(sent.status()).toBe(202);

  // The entry: a buy of 0,02 at the alert's close, in the trades and the KPIs.
  const trades = page.getByRole('table', { name: 'Operaciones de la cuenta' });
  const buy = trades.getByRole('row').filter({ hasText: orderId });
  await expect(buy).toBeVisible({ timeout: 15_000 });
  await expect(buy).toContainText('Compra');
  await expect(buy).toContainText('0,02');
  await expect(buy).toContainText(es(entry));
  await expect(page.getByText('1 compra · 0 ventas')).toBeVisible();

  // Its protection, one group: the stop for the whole position, each target for half of it.
  const rows = orderRows(page);
  await expect(rows).toHaveCount(3);
  const stopRow = rows.filter({ hasText: 'Stop-loss' });
  const targetRows = rows.filter({ hasText: 'Take-profit' });
  await expect(targetRows).toHaveCount(2);
  await expect(priceOf(stopRow)).toHaveText(es(stop), visibleText);
  await expect(quantityOf(stopRow)).toHaveText('0,02', visibleText);
  const tp1Row = targetRows.filter({ hasText: es(tp1) });
  const tp2Row = targetRows.filter({ hasText: es(tp2) });
  for (const row of [tp1Row, tp2Row]) {
    await expect(quantityOf(row)).toHaveText('0,01', visibleText);
    await expect(row).toContainText('Venta');
    await expect(row).toContainText('Grupo 1');
  }
  await expect(tp1Row).toContainText('→ breakeven');
  await expect(tp2Row).not.toContainText('breakeven');

  // The card with its three orders, at desktop and at a phone's width (no reload in between).
  const shots = process.env.E2E_SCREENSHOT_DIR ?? test.info().outputDir;
  await card(page).scrollIntoViewIfNeeded();
  await card(page).screenshot({ path: `${shots}/brackets-orders-desktop.png` });
  await page.setViewportSize(PHONE);
  await card(page).scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    PHONE.width,
  );
  await card(page).screenshot({ path: `${shots}/brackets-orders-phone.png` });
  await page.setViewportSize(DESKTOP);

  // The next closed candle reaches TP1 (it opens about at the market, above TP1): the target
  // fills, a sell of half the position is recorded, and — breakeven — the stop now sits at the
  // entry, for what is left. Up to two minutes for the minute boundary (see the timeout above).
  const filled = { timeout: 150_000 };
  await expect(tp1Row).toHaveCount(0, filled);
  const sell = trades.getByRole('row').filter({ hasText: 'wo:' });
  await expect(sell).toBeVisible(filled);
  await expect(sell).toContainText('Venta');
  await expect(sell).toContainText('0,01');
  await expect(page.getByText('1 compra · 1 venta')).toBeVisible();
  await expect(rows).toHaveCount(2);
  await expect(priceOf(stopRow)).toHaveText(es(entry), visibleText);
  await expect(quantityOf(stopRow)).toHaveText('0,01', visibleText);
  await expect(quantityOf(tp2Row)).toHaveText('0,01', visibleText);
});
