import { expect, test, type Page } from '@playwright/test';
import { startFakeTelegram, type FakeTelegram } from '../../server/src/test/fake-telegram';
import {
  adminAccount,
  dismissToasts,
  gotoApp,
  newAccount,
  register,
  signInOrRegister,
} from './helpers/identity';

// Issue 35: Telegram. The admin sets the bot (a fake Bot API on loopback, as the server's tests
// use), a user links their chat with the one-time code the page shows, and the chat gets the
// test message and answers /pnl.
const SHOTS = process.env.E2E_SCREENSHOT_DIR;
const CHAT = 555_000_111;

let telegram: FakeTelegram;
test.beforeAll(async () => {
  telegram = await startFakeTelegram(undefined, undefined, Number(process.env.E2E_TELEGRAM_PORT));
});
test.afterAll(async () => {
  await telegram.close();
});

const channels = (page: Page) => page.getByRole('region', { name: 'Canales' });

test('the admin sets the bot; a user links a chat with the code and gets the test there', async ({
  page,
  browser,
}) => {
  test.skip(Boolean(process.env.E2E_BASE_URL), 'the fake Bot API is set on the started server');
  test.setTimeout(120_000);

  // Administración › Notificaciones: the token is checked with Telegram, then never shown.
  const adminPage = await browser.newPage();
  await gotoApp(adminPage);
  await signInOrRegister(adminPage, adminAccount);
  await adminPage.goto('/admin/notifications');
  const card = adminPage.getByRole('region', { name: 'Bot de Telegram' });
  await card.getByLabel(/Token del bot|Cambiar el token/).fill(telegram.token);
  await card.getByRole('button', { name: 'Guardar' }).click();
  await expect(card.getByText('Bot configurado: @PulsoTestBot')).toBeVisible();
  await expect(adminPage.getByText(telegram.token)).toHaveCount(0);
  if (SHOTS) await adminPage.screenshot({ path: `${SHOTS}/telegram-admin.png`, fullPage: true });
  await adminPage.close();

  await gotoApp(page);
  await register(page, newAccount('Tomás Telegram'));
  await gotoApp(page, '/profile/notifications');
  await channels(page).getByRole('button', { name: 'Vincular Telegram' }).click();
  const dialog = page.getByRole('dialog', { name: 'Vincular Telegram' });
  const message = dialog.getByLabel('Mensaje con el código');
  await expect(message).toHaveText(/^\/start \S+$/);
  const [, code] = /^\/start (\S+)$/.exec((await message.textContent()) ?? '')!;
  await expect(
    dialog.getByRole('link', { name: 'Abrir @PulsoTestBot en Telegram' }),
  ).toHaveAttribute('href', `https://t.me/PulsoTestBot?start=${code}`);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/telegram-link.png` });

  // The user sends the code from their chat: the worker's poller links it, the page sees it.
  telegram.say(CHAT, `/start ${code}`, { username: 'tomas_tg' });
  await expect(dialog.getByText(/^Telegram vinculado: Telegram @tomas_tg/)).toBeVisible();
  expect((await telegram.sentTo(CHAT, 1))[0]!.text).toMatch(/^Listo: este chat recibirá/);
  await dialog.getByRole('button', { name: 'Hecho' }).click();
  await dismissToasts(page);

  const item = channels(page).getByRole('listitem', { name: 'Telegram' });
  await expect(item).toContainText('Telegram @tomas_tg');
  await item.getByRole('button', { name: /Enviar prueba/ }).click();
  await expect
    .poll(() => telegram.sent.filter((m) => m.text.startsWith('Mensaje de prueba')).length)
    .toBe(1);

  telegram.say(CHAT, '/pnl 7d');
  await expect
    .poll(() => telegram.sent.filter((m) => m.chat_id === String(CHAT)).at(-1)?.text)
    .toBe('No tienes cuentas en Pulso todavía.');
  // A chat nobody linked is told how to link.
  telegram.say(CHAT + 1, '/estado');
  await expect
    .poll(() => telegram.sent.find((m) => m.chat_id === String(CHAT + 1))?.text)
    .toMatch(/^Este chat no está vinculado a Pulso/);
});
