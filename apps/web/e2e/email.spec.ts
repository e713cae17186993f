import { expect, test, type Page } from '@playwright/test';
import { startFakeSmtp, type FakeSmtp } from '../../server/src/test/fake-smtp';
import {
  adminAccount,
  dismissToasts,
  gotoApp,
  newAccount,
  register,
  signInOrRegister,
} from './helpers/identity';

// Issue 35: e-mail. The admin points the instance at an SMTP sink on loopback (the server's
// tests' fake), a user adds an address, reads the code from the sink, confirms it, and the test
// message arrives by mail with its delivery id.
const SHOTS = process.env.E2E_SCREENSHOT_DIR;

let smtp: FakeSmtp;
test.beforeAll(async () => {
  smtp = await startFakeSmtp(Number(process.env.E2E_SMTP_PORT));
});
test.afterAll(async () => {
  await smtp.close();
});

const channels = (page: Page) => page.getByRole('region', { name: 'Canales' });

test('the admin sets SMTP; a user confirms an address with the mailed code and gets the test by mail', async ({
  page,
  browser,
}) => {
  test.skip(Boolean(process.env.E2E_BASE_URL), 'the SMTP sink runs beside the started server');
  test.setTimeout(120_000);

  // Administración › Notificaciones: the server is checked before it is saved.
  const adminPage = await browser.newPage();
  await gotoApp(adminPage);
  await signInOrRegister(adminPage, adminAccount);
  await adminPage.goto('/admin/notifications');
  const card = adminPage.getByRole('region', { name: 'Correo (SMTP)' });
  await card.getByLabel('Servidor', { exact: true }).fill(smtp.host);
  await card.getByLabel('Puerto', { exact: true }).fill(String(smtp.port));
  await card.getByLabel('Usuario', { exact: true }).fill(smtp.user);
  await card.getByLabel('Contraseña', { exact: true }).fill(smtp.password);
  await card.getByLabel('Remitente', { exact: true }).fill('Pulso <avisos@pulso.test>');
  await card.getByRole('button', { name: 'Comprobar y guardar' }).click();
  await expect(card.getByText(`Servidor configurado: ${smtp.host}:${smtp.port}`)).toBeVisible();
  await expect(card.getByLabel('Contraseña', { exact: true })).toHaveValue('');
  if (SHOTS) await adminPage.screenshot({ path: `${SHOTS}/email-admin.png`, fullPage: true });
  await adminPage.close();

  await gotoApp(page);
  await register(page, newAccount('Elena Email'));
  // Then a phone-sized page: the dialog and the channel's buttons fit.
  await page.setViewportSize({ width: 390, height: 844 });
  await gotoApp(page, '/profile/notifications');
  await channels(page).getByRole('button', { name: 'Añadir correo' }).click();
  const dialog = page.getByRole('dialog', { name: 'Añadir correo' });
  await dialog.getByLabel('Nombre').fill('Mi correo');
  await dialog.getByLabel('Dirección de correo').fill('elena@correo.test');
  await dialog.getByRole('button', { name: 'Enviar código' }).click();

  const confirm = page.getByRole('dialog', { name: 'Confirmar correo' });
  await expect(confirm.getByText(/Enviamos un código a elena@correo\.test/)).toBeVisible();
  const code = await smtp.codeFor('elena@correo.test');
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/email-code.png` });
  await confirm.getByLabel('Introduce el código que te enviamos').fill(code);
  await confirm.getByRole('button', { name: 'Confirmar' }).click();
  await expect(confirm).toHaveCount(0);
  await dismissToasts(page);

  const item = channels(page).getByRole('listitem', { name: 'Mi correo' });
  await expect(item).toContainText('elena@correo.test');
  await expect(item.getByText(/^Pendiente de confirmar/)).toHaveCount(0);
  await item.getByRole('button', { name: /Enviar prueba/ }).click();
  const [, testMail] = await smtp.mailTo('elena@correo.test', 2, 30_000);
  expect(testMail!.subject).toBe('Pulso: Mensaje de prueba');
  expect(testMail!.headers['x-pulso-delivery']).toMatch(/^[0-9a-f-]{36}$/);
  // The page at 390 px scrolls nothing sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/email-channel.png`, fullPage: true });
});
