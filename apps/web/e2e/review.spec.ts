import { expect, test, type APIRequestContext } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { createAccount, marketClose, sendAlert } from './helpers/accounts';
import { dismissToasts, gotoApp, newAccount, register, sessionToken } from './helpers/identity';

// Issue 38: the review of an account — round trips built from its fills (a partial exit
// included), statistics with their N, the calendar of the day, a day's trips, CSV — on the
// owner's page and on the public page, at desktop and phone widths.
const trader = newAccount('Rocío Revisión');
const ACCOUNT = 'Cuenta revisada';
const SHOTS = process.env.E2E_SCREENSHOT_DIR;

test('the review lists round trips with their statistics, a calendar day and CSV, on desktop and phone', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await gotoApp(page);
  await register(page, trader);
  const webhook = await createAccount(page, ACCOUNT, { public: true });
  await dismissToasts(page);
  const bearer = await sessionToken(page);

  // Two round trips: a win (bought and sold 1 % higher), and a loss closed in two partial exits.
  const market = Number(await marketClose(request));
  let n = 0;
  const alert = async (
    api: APIRequestContext,
    action: 'buy' | 'sell',
    contracts: string,
    factor: number,
    marketPosition: string,
    extra?: Record<string, unknown>,
  ) => {
    const res = await sendAlert(api, webhook, {
      action,
      contracts,
      orderId: `review-${Date.now()}-${++n}`,
      marketPosition,
      close: (market * factor).toFixed(2),
      ...(extra ? { extra } : {}),
    });
    expect(res.status()).toBe(202);
    const { signalId } = (await res.json()) as { signalId: string };
    await expect
      .poll(
        async () => {
          const status = await api.get(`/api/trade/signal/${signalId}`, {
            headers: { authorization: `Bearer ${bearer}` },
          });
          return ((await status.json()) as { status: string }).status;
        },
        { timeout: 30_000 },
      )
      .toBe('done');
  };
  // The win's opening alert carries a tag (issue 38): its round trip shows it and is grouped by it.
  await alert(request, 'buy', '0.01', 1, 'long', { tags: 'Breakout' });
  await alert(request, 'sell', '0.01', 1.01, 'flat');
  await alert(request, 'buy', '0.02', 1, 'long');
  await alert(request, 'sell', '0.01', 0.99, 'long');
  await alert(request, 'sell', '0.01', 0.995, 'flat');

  await page.getByRole('link', { name: ACCOUNT }).click();
  await expect(page.getByRole('heading', { level: 1, name: ACCOUNT })).toBeVisible();
  const card = page.getByRole('region', { name: 'Revisión de operaciones' });
  await card.scrollIntoViewIfNeeded();
  const stat = (key: string) => card.locator(`[data-stat="${key}"]`);
  await expect(stat('trips').locator('dd').first()).toHaveText('2', { timeout: 20_000 });
  await expect(stat('trips')).toContainText('ganadoras: 1 · perdedoras: 1 · neutras: 0');
  // Two trips: every figure says it stands on too few to lean on.
  await expect(stat('profitFactor')).toContainText('N = 2 · menos de 30 operaciones: orientativo');
  await expect(stat('winRate').locator('dd').first()).toHaveText('50,00 %');

  const table = card.getByRole('table', { name: 'Operaciones completas del periodo' });
  const rows = table.locator('tbody tr');
  await expect(rows).toHaveCount(2);
  // Newest first: the loss, entered 0.02 and left in two fills (3 fills in all), from alerts.
  await expect(rows.first()).toContainText('BTCUSDT');
  await expect(rows.first()).toContainText('Largo');
  await expect(rows.first()).toContainText('Alerta');
  await expect(rows.first()).toContainText(/-\d+,\d{2}\s*US\$/);
  await expect(rows.last()).toContainText(/\+\d+,\d{2}\s*US\$/);
  // MAE and MFE from the market's candles (held under a minute, each reads its entry and exit):
  // the loss went against it, plotted against its result beside the win.
  await expect(rows.first().locator('[data-excursion="mae"]')).toContainText(/-\d+,\d{2}\s*US\$/);
  const excursions = card.getByRole('img', {
    name: 'MAE frente al resultado neto de 2 operaciones',
  });
  await expect(excursions.locator('circle')).toHaveCount(2);

  // The calendar: today (in the browser's zone) is one cell with both trips.
  const calendar = card.getByRole('region', { name: 'Calendario de resultados' });
  const today = new Date().toLocaleDateString('es-ES', { day: 'numeric', month: 'long' });
  const cell = calendar.getByRole('button', {
    name: new RegExp(`^${today}: .* en 2 operaciones$`),
  });
  await expect(cell).toBeVisible();
  await cell.click();
  await expect(cell).toHaveAttribute('aria-pressed', 'true');
  await expect(card).toContainText(
    `Operaciones cerradas el ${new Date().toLocaleDateString('es-ES')}`,
  );
  await expect(rows).toHaveCount(2);
  await card.getByRole('button', { name: 'Ver todo el periodo' }).click();
  await expect(cell).toHaveAttribute('aria-pressed', 'false');

  // A breakdown: by holding time, both trips held under five minutes, marked as too few.
  const breakdown = card.getByRole('region', { name: 'Desglose de las operaciones' });
  await breakdown.getByLabel('Desglose por').selectOption({ label: 'Duración' });
  const group = breakdown.getByRole('row', { name: /Menos de 5 min/ });
  await expect(group).toContainText('2');
  await expect(group).toContainText('50,00 %');
  await expect(breakdown).toContainText('Menos de 30 operaciones: el grupo es orientativo');

  // Execution quality: the five alerts filled at their own price on paper (0 pb), each listed
  // with its latencies.
  const execution = card.getByRole('region', { name: 'Calidad de ejecución' });
  await expect(execution.locator('[data-stat="slippage"] dd').first()).toHaveText('0,00 pb');
  await expect(execution.locator('[data-stat="slippage"]')).toContainText('N = 5');
  await expect(execution.locator('[data-stat="atOrBetter"] dd').first()).toHaveText('100,00 %');
  await expect(execution.locator('[data-stat="processing"] dd').first()).toHaveText(
    /^\d+ ms$|^\d+,\d s$/,
  );
  await execution.getByText('Últimas señales ejecutadas (5)').click();
  await expect(
    execution
      .getByRole('table', { name: 'Señales ejecutadas, la más reciente primero' })
      .locator('tbody tr'),
  ).toHaveCount(5);
  if (SHOTS) await execution.screenshot({ path: `${SHOTS}/review-execution-1440.png` });

  // The year: the same day among twelve months, pressed from there too.
  await calendar.getByRole('button', { name: 'Año', exact: true }).click();
  await expect(calendar.getByRole('heading', { name: 'enero' })).toBeVisible();
  await cell.click();
  await expect(cell).toHaveAttribute('aria-pressed', 'true');
  await cell.click();
  await calendar.getByRole('button', { name: 'Mes', exact: true }).click();

  // The period's risk, from the daily equity curve: today lost (the loss outweighs the win), so
  // one drawdown episode, begun today and not recovered; from a capital of 100 US$, deeper.
  const risk = card.getByRole('region', { name: 'Riesgo del periodo' });
  await expect(risk).toContainText('capital de referencia de 10.000,00 US$');
  await expect(risk.locator('[data-stat="maxDrawdown"] dd').first()).toHaveText(/^-\d+,\d\d\s%$/);
  const episode = risk
    .getByRole('list', { name: 'Peores episodios de drawdown' })
    .getByRole('listitem');
  await expect(episode).toHaveCount(1);
  await expect(episode).toContainText('sin recuperar');
  await expect(episode).toContainText('1 día');
  await expect(risk.getByTestId('underwater-chart')).toHaveAttribute('data-points', '1');
  const depth = await risk.locator('[data-stat="maxDrawdown"] dd').first().textContent();
  await risk.getByLabel('Capital (US$)').fill('100');
  await risk.getByRole('button', { name: 'Aplicar' }).click();
  await expect(risk).toContainText('capital de referencia de 100,00 US$');
  await expect(risk.locator('[data-stat="maxDrawdown"] dd').first()).not.toHaveText(depth!);

  // The journal: a note and tags on the loss, private until the owner publishes the journal.
  await rows.first().getByRole('button', { name: 'Añadir nota' }).click();
  const noteDialog = page.getByRole('dialog', { name: 'Nota de la operación' });
  await noteDialog
    .getByLabel('Nota (texto o markdown)')
    .fill('Entré sin plan: salida en dos partes.');
  await noteDialog.getByLabel('Etiquetas').fill('#FOMO, sin-plan');
  // A stop planned after the fact, typed the Spanish way, 2 % under the entry: the trip gets an R.
  await expect(stat('expectancyR')).toContainText('N = 0');
  await noteDialog
    .getByLabel('Stop planificado (precio)')
    .fill((market * 0.98).toFixed(2).replace('.', ','));
  await noteDialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(noteDialog).toBeHidden();
  await expect(rows.first().locator('td').nth(9)).toHaveText(/-0,\d{2}$/);
  await expect(stat('expectancyR')).toContainText('N = 1');
  await expect(rows.first()).toContainText('#fomo');
  await expect(rows.first()).toContainText('#sin-plan');
  await expect(rows.first().getByRole('button', { name: 'Editar nota' })).toBeVisible();
  const publish = card.getByRole('switch', { name: 'Publicar el diario' });
  await expect(publish).toHaveAttribute('aria-checked', 'false');

  // The tags are a breakdown at once, and a tag narrows the review to its trips until cleared.
  await expect(
    rows.nth(1).getByRole('list', { name: 'Etiquetas automáticas' }).getByRole('listitem'),
  ).toHaveText(['#breakout']);
  await breakdown.getByLabel('Desglose por').selectOption({ label: 'Etiqueta' });
  await expect(breakdown.getByRole('row', { name: /#breakout/ })).toContainText('100,00 %');
  await expect(breakdown.getByRole('row', { name: /Sin etiqueta/ })).toHaveCount(0);
  // The breakdown shown, as CSV.
  const breakdownDownload = page.waitForEvent('download');
  await breakdown.getByRole('button', { name: 'Exportar desglose (CSV)' }).click();
  const breakdownFile = await (await breakdownDownload).path();
  const breakdownCsv = (await readFile(breakdownFile!, 'utf8')).trim().split(/\r?\n/);
  expect(breakdownCsv[0]).toBe('Etiqueta,N,Ganadoras,Resultado neto');
  expect(breakdownCsv.slice(1).map((line) => line.split(',').slice(0, 3).join(','))).toEqual([
    '#breakout,1,1',
    '#fomo,1,0',
    '#sin-plan,1,0',
  ]);
  await breakdown.getByRole('button', { name: 'Ver solo #fomo' }).click();
  await expect(card).toContainText('Solo las operaciones con la etiqueta #fomo.');
  await expect(card.locator('[data-stat="trips"] dd').first()).toHaveText('1');
  await expect(rows).toHaveCount(1);
  await expect(card.getByRole('region', { name: 'Riesgo del periodo' })).toHaveCount(0);
  if (SHOTS) await card.screenshot({ path: `${SHOTS}/review-tag-1440.png` });
  await card.getByRole('button', { name: 'Quitar la etiqueta' }).click();
  await expect(rows).toHaveCount(2);
  await expect(card.getByRole('region', { name: 'Riesgo del periodo' })).toBeVisible();

  // CSV: a header in Spanish and one line per trip, numbers as the API writes them.
  const download = page.waitForEvent('download');
  await card.getByRole('button', { name: 'Exportar CSV' }).click();
  const file = await (await download).path();
  const csv = (await readFile(file!, 'utf8')).trim().split(/\r?\n/);
  expect(csv).toHaveLength(3);
  expect(csv[0]).toContain('Cierre');
  expect(csv[0]).toContain('Resultado neto');
  expect(csv[1]).toContain('BTCUSDT');

  if (SHOTS) {
    await card.screenshot({ path: `${SHOTS}/review-1440.png` });
  }

  // A phone: the card fits, each trip a small card, the calendar a 7-column month.
  await page.setViewportSize({ width: 390, height: 844 });
  await card.scrollIntoViewIfNeeded();
  await expect(cell).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  if (SHOTS) await card.screenshot({ path: `${SHOTS}/review-390.png` });
  await calendar.getByRole('button', { name: 'Año', exact: true }).click();
  await expect(calendar.getByRole('heading', { name: 'diciembre' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  if (SHOTS) await card.screenshot({ path: `${SHOTS}/review-year-390.png` });

  // The home page reviews all of the trader's accounts (or the list picked) the same way.
  const accountUrl = page.url();
  await page.setViewportSize({ width: 1440, height: 900 });
  await gotoApp(page, '/');
  const homeReview = page.getByRole('region', { name: 'Revisión de operaciones' });
  await homeReview.scrollIntoViewIfNeeded();
  await expect(homeReview.locator('[data-stat="trips"] dd').first()).toHaveText('2', {
    timeout: 20_000,
  });
  if (SHOTS) await homeReview.screenshot({ path: `${SHOTS}/review-home-1440.png` });
  await gotoApp(page, new URL(accountUrl).pathname);

  // The public page shows the same review to a visitor (the account shares its statistics), and
  // the journal only once it is published.
  const id = page.url().split('/').pop()!;
  const visitor = await browser.newContext({ baseURL: new URL(page.url()).origin });
  const publicPage = await visitor.newPage();
  await gotoApp(publicPage, `/public/accounts/${id}`);
  const publicCard = publicPage.getByRole('region', { name: 'Revisión de operaciones' });
  await publicCard.scrollIntoViewIfNeeded();
  await expect(publicCard.locator('[data-stat="trips"] dd').first()).toHaveText('2', {
    timeout: 20_000,
  });
  await expect(
    publicCard.getByRole('table', { name: 'Operaciones completas del periodo' }),
  ).toBeVisible();
  await expect(publicCard).not.toContainText('#fomo');
  // How the owner's orders filled is theirs: a visitor sees no execution quality.
  await expect(publicCard.getByRole('region', { name: 'Calidad de ejecución' })).toHaveCount(0);
  await expect(publicCard.getByRole('button', { name: /nota/i })).toHaveCount(0);

  await page.setViewportSize({ width: 1440, height: 900 });
  await publish.click();
  await expect(publish).toHaveAttribute('aria-checked', 'true');
  await publicPage.reload();
  await publicCard.scrollIntoViewIfNeeded();
  await publicCard.getByRole('button', { name: 'Leer nota' }).click();
  await expect(publicPage.getByRole('dialog', { name: 'Nota de la operación' })).toContainText(
    'Entré sin plan: salida en dos partes.',
  );
  await expect(publicCard).toContainText('#fomo');
  await visitor.close();
});
