import { expect, test, type Page } from '@playwright/test';
import { banner, gotoApp, newAccount, register, sessionToken } from './helpers/identity';

const SHOTS = process.env.E2E_SCREENSHOT_DIR;
const trader = newAccount('Sara Estrategias');
const ACCOUNT = 'Paper Estrategias E2E';
const toast = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text });

test('write a strategy from a template, backtest it, deploy it and pause it', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1400, height: 900 });
  await gotoApp(page);
  await register(page, trader);

  // An account to deploy to, made through the API (the accounts page has its own test).
  const headers = { authorization: `Bearer ${await sessionToken(page)}` };
  const exchanges = (await (await page.request.get('/api/exchange/list', { headers })).json()) as {
    id: string;
    code: string;
  }[];
  const created = await page.request.post('/api/account/create', {
    headers,
    data: {
      name: ACCOUNT,
      accountType: 'spot',
      exchangeId: exchanges.find((e) => e.code === 'binance')!.id,
    },
  });
  expect(created.status()).toBe(201);

  await banner(page).getByRole('link', { name: 'Estrategias' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Estrategias' })).toBeVisible();
  await page.getByRole('link', { name: 'Nueva estrategia' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Nueva estrategia' })).toBeVisible();

  // The template's code lands in CodeMirror, highlighted; a broken edit is flagged inline.
  await page.getByRole('combobox', { name: 'Plantilla' }).selectOption('sma-crossover');
  const editor = page.locator('.cm-content');
  await expect(editor).toContainText('function strategy(candles, context)');
  await expect(page.locator('.cm-content span[class]').first()).toBeVisible();
  await editor.click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('null');
  await expect(page.getByTestId('code-error')).toHaveText(
    'Strategy code is invalid (contains null/undefined as string)',
  );
  await page.getByRole('combobox', { name: 'Plantilla' }).selectOption('sma-crossover');
  await expect(page.getByText('Código válido')).toBeVisible({ timeout: 10_000 });
  await page.getByRole('textbox', { name: 'Nombre' }).fill('Cruce SMA E2E');

  // Backtest over the last 30 days of 1-hour candles (the simulated market).
  await page.getByRole('button', { name: 'Ejecutar backtest' }).click();
  const result = page.getByTestId('backtest-result');
  await expect(result).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('price-chart')).toHaveAttribute('data-candles', /^[1-9]\d+$/);
  await expect(page.getByTestId('backtest-chart')).toHaveAttribute('data-markers', /^[1-9]\d*$/);
  await expect(page.getByTestId('equity-chart')).toHaveAttribute('data-points', /^[1-9]\d+$/);
  await expect(page.getByTestId('equity-chart').locator('canvas').first()).toBeVisible();
  await expect(page.getByLabel('Métricas del backtest')).toContainText('Sharpe');
  await expect(page.getByLabel('Métricas del backtest')).toContainText('Máx. drawdown');
  // Read like a live account's review (issue 38): round-trip statistics and the period's risk.
  const review = page.getByRole('region', { name: 'Revisión del backtest' });
  await expect(review.locator('[data-stat="trips"] dd').first()).toHaveText(/^\d+$/);
  await expect(review.locator('[data-stat="profitFactor"]')).toContainText('N = ');
  await expect(review.getByRole('heading', { name: 'Riesgo del periodo' })).toBeVisible();
  await expect(review).toContainText('capital de referencia de 10.000,00 US$');
  if (SHOTS) await review.screenshot({ path: `${SHOTS}/backtest-review.png` });

  // Save, then deploy to the account.
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(toast(page, 'Estrategia guardada').first()).toBeVisible();
  await expect(page).toHaveURL(/\/strategies\/[0-9a-f-]{36}$/);
  await page.getByRole('button', { name: 'Desplegar' }).click();
  const dialog = page.getByRole('dialog', { name: 'Desplegar estrategia' });
  await dialog
    .getByRole('combobox', { name: 'Cuenta' })
    .selectOption({ label: `${ACCOUNT} · Binance` });
  await dialog.getByRole('button', { name: 'Desplegar' }).click();
  await expect(toast(page, 'Strategy deployed successfully').first()).toBeVisible();

  // The deployments page: running, then paused.
  await banner(page).getByRole('link', { name: 'Despliegues' }).click();
  const row = page.getByTestId('deployment-row').filter({ hasText: 'Cruce SMA E2E' });
  await expect(row).toContainText(ACCOUNT);
  await expect(row).toContainText('En ejecución');
  await row.getByRole('button', { name: 'Pausar' }).click();
  await expect(toast(page, 'Deployment updated successfully').first()).toBeVisible();
  await expect(row).toContainText('En pausa');
  await expect(row.getByRole('button', { name: 'Reanudar' })).toBeVisible();

  // Its own page: the run state, and the trades it emitted into the account.
  await row.getByRole('link', { name: 'Cruce SMA E2E' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: `Cruce SMA E2E en ${ACCOUNT}` }),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: /Operaciones de este despliegue/ })).toBeVisible();
  await page.getByRole('button', { name: 'Reanudar' }).click();
  await expect(page.getByRole('button', { name: 'Pausar' })).toBeVisible();
});
