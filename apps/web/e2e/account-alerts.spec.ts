import { expect, test, type Page } from '@playwright/test';
import { createAccount } from './helpers/accounts';
import { dismissToasts, gotoApp, newAccount, register } from './helpers/identity';

// Issue 35: Perfil › Notificaciones › Avisos por cuenta. A threshold typed the Spanish way is
// saved as plain decimal text, shown the Spanish way after a reload, and a wrong one is refused
// in Spanish; on a phone the rows stack instead of scrolling sideways.
const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };
const SHOTS = process.env.E2E_SCREENSHOT_DIR;
const ACCOUNT = 'Binance avisos';

const card = (page: Page) => page.getByRole('region', { name: 'Avisos por cuenta' });
const row = (page: Page) => card(page).getByRole('listitem', { name: ACCOUNT });

test('a daily loss typed as 1.250,5 is kept, a wrong amount is refused, phones stack', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize(DESKTOP);
  await gotoApp(page);
  await register(page, newAccount('Alba Avisos'));

  // Before any account: the card says where to create one.
  await gotoApp(page, '/profile/notifications');
  await expect(card(page).getByText(/Aún no tienes cuentas/)).toBeVisible();
  await expect(card(page).getByRole('link', { name: 'Crear una cuenta' })).toHaveAttribute(
    'href',
    '/accounts',
  );

  await createAccount(page, ACCOUNT);
  await dismissToasts(page);
  await gotoApp(page, '/profile/notifications');
  await expect(row(page).getByRole('combobox', { name: 'Avisos de la cuenta' })).toHaveValue('on');
  const loss = row(page).getByRole('textbox', { name: 'Pérdida diaria (USD)' });
  await expect(loss).toHaveValue('');

  await loss.fill('1.250,5');
  await row(page)
    .getByRole('combobox', { name: 'Avisos de la cuenta' })
    .selectOption({ label: 'Silenciosa' });
  const saved = page.waitForResponse(
    (r) => r.url().includes('/api/notification/account/update/') && r.request().method() === 'PUT',
  );
  await row(page).getByRole('button', { name: 'Guardar' }).click();
  const response = await saved;
  expect(response.status()).toBe(200);
  expect(response.request().postDataJSON()).toEqual({ level: 'silent', dailyLoss: '1250.5' });
  expect(await response.json()).toMatchObject({ dailyLoss: '1250.5', level: 'silent' });
  await expect(row(page).getByText('Guardado')).toBeVisible();

  await page.reload();
  await expect(loss).toHaveValue('1.250,5');
  await expect(row(page).getByRole('combobox', { name: 'Avisos de la cuenta' })).toHaveValue(
    'silent',
  );

  // A wrong amount: refused in Spanish beside its field, nothing sent.
  const drawdown = row(page).getByRole('textbox', { name: 'Caída desde máximos (USD)' });
  let sent = 0;
  page.on('request', (r) => {
    if (r.url().includes('/api/notification/account/update/')) sent += 1;
  });
  await drawdown.fill('12,5,0');
  await drawdown.press('Enter');
  await expect(drawdown).toHaveAttribute('aria-invalid', 'true');
  await expect(row(page).getByRole('alert')).toContainText(
    'Indica un importe en USD mayor que 0 y como mucho',
  );
  await drawdown.fill('2.000.000.000');
  await drawdown.press('Enter');
  await expect(row(page).getByRole('alert')).toContainText('Indica un importe en USD mayor que 0');
  expect(sent).toBe(0);
  // The server refuses what the page would not send, with the same Spanish message.
  const accountId = new URL(response.url()).pathname.split('/').at(-1)!;
  const token = await page.evaluate(
    () =>
      (JSON.parse(localStorage.getItem('token-store') ?? '{}') as { state?: { token?: string } })
        .state?.token,
  );
  const refused = await page.request.put(`/api/notification/account/update/${accountId}`, {
    headers: { authorization: `Bearer ${token}` },
    data: { drawdown: '-5' },
  });
  expect(refused.status()).toBe(400);
  expect(JSON.stringify(await refused.json())).toContain('Indica un importe en USD mayor que 0');
  await drawdown.fill('');

  await page.waitForLoadState('networkidle');
  if (SHOTS) {
    await drawdown.blur();
    await card(page).screenshot({ path: `${SHOTS}/account-alerts-desktop.png` });
  }

  // A phone: the row stacks, nothing scrolls sideways.
  await page.setViewportSize(PHONE);
  await page.reload();
  await expect(loss).toHaveValue('1.250,5');
  await page.waitForLoadState('networkidle');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    PHONE.width,
  );
  const box = await card(page).boundingBox();
  expect(box!.x + box!.width).toBeLessThanOrEqual(PHONE.width);
  if (SHOTS) {
    await card(page).screenshot({ path: `${SHOTS}/account-alerts-phone.png` });
  }
});
