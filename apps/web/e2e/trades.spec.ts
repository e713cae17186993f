import { expect, test, type Page } from '@playwright/test';
import { createAccount } from './helpers/accounts';
import {
  adminAccount,
  banner,
  dismissToasts,
  gotoApp,
  newAccount,
  register,
  signInOrRegister,
  signOut,
} from './helpers/identity';

// One trader through the story (accounts → copy trade → emit → tables), then the admin's view.
test.describe.configure({ mode: 'serial' });

const trader = newAccount('Tomás Trades');
const EMITTER = 'Emisora E2E';
const RECEIVER = 'Receptora E2E';
const PAIR = `${EMITTER} → ${RECEIVER}`;

const toast = (page: Page, text: string) =>
  page.getByRole('alert').filter({ hasText: text }).first();

test('copy trades, and a trade emitted from the account page lands in its table', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await gotoApp(page);
  await register(page, trader);
  await banner(page).getByRole('link', { name: 'Mis Cuentas' }).click();
  await createAccount(page, EMITTER, { flag: 'Emisora' });
  await createAccount(page, RECEIVER, { flag: 'Receptora' });
  await dismissToasts(page);

  // Copy trades: create, switch off and on, change the multiplier.
  await banner(page).getByRole('link', { name: 'Copiar trades' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Copiar trades' })).toBeVisible();
  await expect(page.getByText('No hay copy trades todavía.')).toBeVisible();
  await page.getByRole('button', { name: 'Nuevo copy trade' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nuevo copy trade' });
  await dialog.getByLabel('Cuenta emisora').selectOption({ label: `${EMITTER} · Binance` });
  await dialog.getByLabel('Cuenta receptora').selectOption({ label: `${RECEIVER} · Binance` });
  await dialog.getByLabel('Multiplicador').fill('2');
  await dialog.getByRole('button', { name: 'Crear' }).click();
  await expect(toast(page, 'Copy trade created successfully.')).toBeVisible();
  const row = page.getByRole('listitem', { name: PAIR });
  await expect(row).toContainText('×2');
  const active = row.getByRole('switch', { name: `Activo: ${PAIR}` });
  await active.click();
  await expect(active).toHaveAttribute('aria-checked', 'false');
  await active.click();
  await expect(active).toHaveAttribute('aria-checked', 'true');
  await expect(toast(page, 'Copy trade updated successfully.')).toBeVisible();
  await row.getByRole('button', { name: `Editar ${PAIR}` }).click();
  const edit = page.getByRole('dialog', { name: 'Editar multiplicador' });
  await edit.getByLabel('Multiplicador').fill('0.5');
  await edit.getByRole('button', { name: 'Guardar' }).click();
  await expect(row).toContainText('×0,5'); // es-ES, like every number on screen
  await dismissToasts(page);

  // The emitter's page: emit a trade, follow the signal, see the trade in the table.
  await banner(page).getByRole('link', { name: 'Mis Cuentas' }).click();
  await page.getByRole('link', { name: EMITTER }).click();
  await expect(page.getByRole('heading', { level: 1, name: EMITTER })).toBeVisible();
  await expect(page.getByText('No hay operaciones con estos filtros.')).toBeVisible();
  const form = page.getByRole('form', { name: 'Emitir trade' });
  await form.getByLabel('Símbolo').selectOption('BTCUSDT');
  await form.getByLabel('Acción').selectOption('buy');
  await form.getByLabel('Contratos').fill('0.01');
  await form.getByRole('button', { name: 'Emitir trade' }).click();
  await expect(toast(page, 'Trade emitted successfully!')).toBeVisible();
  const progress = page.getByRole('status', { name: 'Estado de la señal' });
  const orderId = (await progress.locator('code').textContent()) ?? '';
  expect(orderId).toMatch(/^pulso-\d{13}-\d+-[0-9a-z]{6}$/);
  await expect(progress.getByText('Completado')).toBeVisible({ timeout: 20_000 });
  await expect(progress.getByText(/Registrado: Compra de 0[.,]01 BTC/)).toBeVisible();
  const trades = page.getByRole('table', { name: 'Operaciones de la cuenta' });
  const traded = trades.getByRole('row').filter({ hasText: orderId });
  await expect(traded).toBeVisible();
  await expect(traded).toContainText('0,010000');
  await expect(traded).toContainText('Compra');
  await expect(traded).toContainText('justo ahora');

  // The copy reaches the receiver, scaled by the multiplier (0.01 × 0.5).
  await banner(page).getByRole('link', { name: 'Mis Cuentas' }).click();
  await page.getByRole('link', { name: RECEIVER }).click();
  const copied = page.getByRole('table', { name: 'Operaciones de la cuenta' }).getByRole('row');
  await expect(copied.filter({ hasText: '0,005000' })).toBeVisible({ timeout: 20_000 });

  // Deleting the copy trade asks first.
  await banner(page).getByRole('link', { name: 'Copiar trades' }).click();
  await page
    .getByRole('listitem', { name: PAIR })
    .getByRole('button', { name: `Eliminar ${PAIR}` })
    .click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Eliminar' }).click();
  await expect(toast(page, 'Copy trade deleted successfully.')).toBeVisible();
  await expect(page.getByText('No hay copy trades todavía.')).toBeVisible();
  await dismissToasts(page);
  await signOut(page, trader);
});

test('the admin sees the emitted signal, its steps, metadata and statistics', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await gotoApp(page);
  await signInOrRegister(page, adminAccount);
  await gotoApp(page, '/admin/receiver-logs');
  await expect(page.getByRole('heading', { level: 1, name: 'Señales recibidas' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Estadísticas' })).toContainText('Tasa de éxito');
  await page.getByLabel('Acción').selectOption({ label: 'Trade emitido' });
  const list = page.getByRole('list', { name: 'Registros del receptor' });
  const signal = list.getByRole('listitem').filter({ hasText: EMITTER }).first();
  await expect(signal).toBeVisible();
  await signal.getByRole('button', { name: 'Mostrar pasos de Trade emitido' }).click();
  const steps = page.getByRole('list', { name: 'Pasos de Trade emitido' }).first();
  // The emitter's steps in order, then the copy's own log and steps under the same parent.
  const items = steps.getByRole('listitem');
  await expect(items.first()).toContainText('Validación');
  await expect(items.first()).toContainText('Correcto');
  await expect(items.filter({ hasText: 'Registro del trade' }).first()).toBeVisible();
  await expect(items.filter({ hasText: 'Copy trade' })).toHaveCount(1);
  await expect(items.filter({ hasText: 'Validación' })).toHaveCount(2);
  await steps.getByRole('button', { name: 'Metadatos' }).first().click();
  const metadata = page.getByRole('dialog').getByLabel('Metadatos');
  await expect(metadata).toBeVisible();
  expect(JSON.parse((await metadata.textContent()) ?? '')).toEqual(expect.any(Object));
});

test('a Binance trade-history export imports into the account, previewed first, never twice', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const importer = newAccount('Irene Importa');
  const ACCOUNT = 'Historial Binance';
  const file = new URL(
    '../../server/src/modules/trade-import/fixtures/binance-spot.csv',
    import.meta.url,
  ).pathname;
  await page.setViewportSize({ width: 1280, height: 900 });
  await gotoApp(page);
  await register(page, importer);
  await banner(page).getByRole('link', { name: 'Mis Cuentas' }).click();
  await createAccount(page, ACCOUNT, { flag: 'Emisora' });
  await dismissToasts(page);
  await page.getByRole('link', { name: ACCOUNT }).click();
  await expect(page.getByText('No hay operaciones con estos filtros.')).toBeVisible();

  const open = async () => {
    await page.getByRole('button', { name: 'Importar CSV' }).click();
    const dialog = page.getByRole('dialog', { name: 'Importar historial de operaciones' });
    await dialog.getByLabel('Archivo CSV').setInputFiles(file);
    return dialog;
  };
  const dialog = await open();
  const preview = dialog.getByTestId('import-preview');
  await expect(preview).toContainText('Formato: Binance (spot)');
  await expect(preview).toContainText('8 filas leídas');
  await expect(preview).toContainText('6 operaciones nuevas');
  await expect(preview).toContainText('2 filas se omitirán');
  await expect(preview).toContainText('Línea 9: Lado desconocido: "HOLD"');
  await expect(preview.getByRole('table', { name: 'Primeras operaciones' })).toContainText(
    '1INCH/USDT',
  );
  if (process.env.E2E_SCREENSHOT_DIR) {
    const shots = process.env.E2E_SCREENSHOT_DIR;
    await page.screenshot({ path: `${shots}/import-preview-desktop.png` });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: `${shots}/import-preview-phone.png` });
    await page.setViewportSize({ width: 1280, height: 900 });
  }
  await dialog.getByRole('button', { name: 'Importar 6 operaciones' }).click();
  await expect(toast(page, 'Se importaron 6 operaciones')).toBeVisible();
  await expect(dialog).toBeHidden();
  // The history is from March: the whole of it is one range away.
  await page
    .getByRole('button', { name: /^Rango de Fechas:/ })
    .first()
    .click();
  await page.getByRole('menuitemradio', { name: 'Todo el tiempo', exact: true }).last().click();
  const table = page.getByRole('table', { name: 'Operaciones de la cuenta' });
  await expect(table.getByRole('row').filter({ hasText: '1INCH' })).toBeVisible();
  await expect(page.getByRole('heading', { name: /Operaciones/ })).toContainText('(6)');
  await dismissToasts(page);

  // The same file again: nothing new to import.
  const again = await open();
  await expect(again.getByTestId('import-preview')).toContainText('6 ya estaban en la cuenta');
  await expect(again.getByText('No hay operaciones nuevas que importar.')).toBeVisible();
  await expect(again.getByRole('button', { name: 'Importar 0 operaciones' })).toBeDisabled();
  await again.getByRole('button', { name: 'Cancelar' }).click();
  await signOut(page, importer);
});

test('an account with API keys syncs its Binance history with "Sincronizar ahora", never twice', async ({
  page,
}) => {
  test.setTimeout(120_000);
  // The fake Binance (playwright.config.ts) holds 1,205 fills of the last 20 days.
  const syncer = newAccount('Sara Sincroniza');
  const ACCOUNT = 'Binance con claves';
  await page.setViewportSize({ width: 1280, height: 900 });
  await gotoApp(page);
  await register(page, syncer);
  await banner(page).getByRole('link', { name: 'Mis Cuentas' }).click();
  await page.getByRole('button', { name: 'Nueva cuenta' }).first().click();
  const form = page.getByRole('dialog', { name: 'Nueva cuenta' });
  await form.getByRole('textbox', { name: 'Nombre' }).fill(ACCOUNT);
  await form.getByRole('combobox', { name: 'Exchange' }).selectOption({ label: 'Binance' });
  await form.getByRole('combobox', { name: 'Tipo de cuenta' }).selectOption('spot');
  await form.getByLabel('API key', { exact: true }).fill('e2e-read-only-key');
  await form.getByLabel('Secret', { exact: true }).fill('e2e-read-only-secret');
  await form.getByRole('button', { name: 'Crear cuenta' }).click();
  await page
    .getByRole('dialog', { name: `Cuenta «${ACCOUNT}» creada` })
    .getByRole('button', { name: 'Ya lo he guardado' })
    .click();
  await dismissToasts(page);
  await page.getByRole('link', { name: ACCOUNT }).click();
  await page
    .getByRole('button', { name: /^Rango de Fechas:/ })
    .first()
    .click();
  await page.getByRole('menuitemradio', { name: 'Todo el tiempo', exact: true }).last().click();

  const state = page.getByTestId('exchange-sync-state');
  await expect(state).toHaveText('Aún no se ha sincronizado con Binance.');
  await expect(page.getByRole('combobox', { name: 'Desde hace' })).toHaveValue('90');
  await page.getByRole('button', { name: 'Sincronizar ahora' }).click();
  await expect(state).toContainText('1205 operaciones nuevas · 1205 importadas en total', {
    timeout: 60_000,
  });
  await expect(state).toContainText(/^Última sincronización: \d{1,2}\/\d{1,2}\/\d{4}, /);
  // Binance's balances beside the history: 0.5 BTC no trade explains, 0.05 ETH Binance lacks.
  const differences = page.getByRole('list', { name: 'Diferencias de saldo' });
  await expect(differences).toContainText('BTC: Binance 0,500000 · historial 0,000000');
  await expect(differences).toContainText('ETH: Binance 0,000000 · historial 0,050000');
  // The table and the figures are read again when the sync ends.
  await expect(page.getByRole('heading', { name: /Operaciones/ })).toContainText('(1205)');
  const table = page.getByRole('table', { name: 'Operaciones de la cuenta' });
  await expect(table.getByRole('row').filter({ hasText: 'ETH' }).first()).toBeVisible();
  // They are the account's imported trades, told apart from Pulso's own by their origin.
  await page.getByRole('combobox', { name: 'Origen' }).selectOption({ label: 'Importada' });
  await expect(page.getByRole('heading', { name: /Operaciones/ })).toContainText('(1205)');
  if (process.env.E2E_SCREENSHOT_DIR) {
    const shots = process.env.E2E_SCREENSHOT_DIR;
    await state.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${shots}/sync-desktop.png` });
    await page.setViewportSize({ width: 390, height: 844 });
    await state.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${shots}/sync-phone.png` });
    await page.setViewportSize({ width: 1280, height: 900 });
  }

  // Again: the exchange has nothing new, and nothing is counted twice.
  await page.getByRole('button', { name: 'Sincronizar ahora' }).click();
  await expect(state).toContainText('0 operaciones nuevas · 1205 importadas en total', {
    timeout: 60_000,
  });
  await expect(page.getByRole('heading', { name: /Operaciones/ })).toContainText('(1205)');
  await signOut(page, syncer);
});
