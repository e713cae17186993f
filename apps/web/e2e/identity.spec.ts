import { expect as baseExpect, test, type Page } from '@playwright/test';
import {
  accountMenuButton,
  banner,
  clickFinal,
  dismissToasts,
  expectSignedIn,
  fillSignIn,
  gotoApp,
  newAccount,
  openSignInPopup,
  register,
  registerInPopup,
  adminAccount,
  signInButton,
  signInOrRegister,
  signOut,
  submitSignIn,
} from './helpers/identity';
import { totpCode } from './helpers/totp';

const SHOTS = process.env.E2E_SCREENSHOT_DIR;
// Sign-ins cross windows and servers; a loaded machine needs more than the 5 s default.
const expect = baseExpect.configure({ timeout: 15_000 });

// One data folder per run, shared with the other specs: accounts are new each run, and the
// admin is the one ADMIN_EMAILS names (adminAccount). These run in order.
test.describe.configure({ mode: 'serial' });

const admin = adminAccount;
const first = newAccount('Dani Pérez');
const member = newAccount('Bruno Ruiz');
const second = newAccount('Carla Díaz');

const toast = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text });

test('register in the popup, sign in, see Mis Cuentas, reload, sign out, sign in again', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await gotoApp(page);
  const popup = await openSignInPopup(page);
  if (SHOTS) await popup.screenshot({ path: `${SHOTS}/sign-in-popup.png` });
  await registerInPopup(popup, first);
  await expect(toast(page, 'User authenticated successfully')).toBeVisible();
  await expectSignedIn(page, first);
  await expect.poll(() => popup.isClosed()).toBe(true);

  await banner(page).getByRole('link', { name: 'Mis Cuentas' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Mis Cuentas' })).toBeVisible();
  // A user, not an admin: no Administración, and its pages say why (spec §6).
  await expect(banner(page).getByRole('link', { name: 'Administración' })).toHaveCount(0);
  await page.goto('/admin/users');
  await expect(page.getByRole('heading', { name: 'Permission Error' })).toBeVisible();
  await banner(page).getByRole('link', { name: 'Mis Cuentas' }).click();

  // A reload keeps the session, and verifies it with the server.
  const verified = page.waitForResponse((r) => r.url().endsWith('/api/user/me'));
  await page.reload();
  expect((await verified).status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: 'Mis Cuentas' })).toBeVisible();
  await expectSignedIn(page, first);

  await signOut(page, first);
  await expect(banner(page).getByRole('link', { name: 'Mis Cuentas' })).toHaveCount(0);

  // The provider's session ended too: the popup asks for the password again. The round trip is
  // measured from the click on 'Iniciar sesión' to the signed-in bar (watched every frame), and
  // from the provider form's POST, which leaves out the time the test spends typing.
  const clickedAt = Date.now();
  const again = await openSignInPopup(page);
  await fillSignIn(again, first);
  const posted = again.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/login'));
  const signedIn = page.waitForFunction(
    () => document.querySelector('button[aria-label^="Menú de la cuenta de"]') !== null,
    null,
    { polling: 'raf' },
  );
  await submitSignIn(again);
  const postedAt = await posted.then(() => Date.now());
  await signedIn;
  const doneAt = Date.now();
  await expectSignedIn(page, first);
  console.log(
    `[identity] browser sign-in round trip: ${doneAt - clickedAt} ms from the click on ` +
      `'Iniciar sesión' to the signed-in bar (includes the test filling the form); ` +
      `${doneAt - postedAt} ms from the provider form's POST to the signed-in bar`,
  );
});

test('closing the popup ends the sign-in with a message, not a hang', async ({ page }) => {
  await gotoApp(page);
  const popup = await openSignInPopup(page);
  await popup.close();
  await expect(
    toast(page, 'Se cerró la ventana de inicio de sesión antes de terminar.'),
  ).toBeVisible();
  await expect(signInButton(page)).toBeEnabled();
  await expect(signInButton(page)).not.toHaveAttribute('aria-busy');
});

test('TOTP: enrol on the profile page, then sign in with a code; API tokens', async ({ page }) => {
  test.setTimeout(120_000);
  await gotoApp(page);
  await register(page, second);

  await accountMenuButton(page, second.name).click();
  await banner(page).getByRole('link', { name: 'Perfil' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Perfil' })).toBeVisible();

  const totp = page.getByRole('region', { name: 'Verificación en dos pasos' });
  await totp.getByRole('button', { name: 'Activar verificación en dos pasos' }).click();
  await expect(totp.getByRole('img', { name: /Código QR/ })).toBeVisible();
  const secret = await totp.getByTestId('totp-secret').getAttribute('data-secret');
  expect(secret).toBeTruthy();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/profile-totp-enrolment.png`, fullPage: true });
  await totp.getByLabel('Código de 6 dígitos').fill(totpCode(secret!));
  await totp.getByRole('button', { name: 'Activar', exact: true }).click();
  await expect(totp.getByText('Activada', { exact: true })).toBeVisible();

  // A personal API token: shown once, works like the session, revoked at once.
  const tokens = page.getByRole('region', { name: 'Tokens de API' });
  await tokens.getByRole('textbox', { name: 'Nombre del token' }).fill('script de e2e');
  await tokens.getByRole('button', { name: 'Crear token' }).click();
  const secretToken = await tokens.getByRole('textbox', { name: 'Tu nuevo token' }).inputValue();
  expect(secretToken).toMatch(/^pulso_/);
  const me = await page.request.get('/api/user/me', {
    headers: { Authorization: `Bearer ${secretToken}` },
  });
  expect(me.status()).toBe(200);
  await tokens.getByRole('button', { name: 'Ya lo he copiado' }).click();
  await page.reload();
  await expect(tokens.getByText('script de e2e')).toBeVisible();
  await expect(tokens.getByText('Último uso: justo ahora')).toBeVisible();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/profile.png`, fullPage: true });
  await tokens.getByRole('button', { name: 'Revocar el token script de e2e' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Revocar token' }).click();
  await expect(tokens.getByText('script de e2e')).toHaveCount(0);
  const revoked = await page.request.get('/api/user/me', {
    headers: { Authorization: `Bearer ${secretToken}` },
  });
  expect(revoked.status()).toBe(401);

  await signOut(page, second);

  // Password, then the code (the next time step: the enrolment spent the current one).
  const popup = await openSignInPopup(page);
  await fillSignIn(popup, second);
  await submitSignIn(popup);
  await expect(popup.getByRole('heading', { name: 'Verificación en dos pasos' })).toBeVisible();
  await popup.getByLabel('Código').fill(totpCode(secret!, 1));
  await clickFinal(popup, 'Verificar');
  await expectSignedIn(page, second);
});

test('an admin deactivates a user, whose next request fails', async ({ browser }) => {
  test.setTimeout(120_000);
  const memberContext = await browser.newContext();
  const adminContext = await browser.newContext();
  const memberPage = await memberContext.newPage();
  const adminPage = await adminContext.newPage();

  // Every API answer the member gets, to find the refusal whichever request meets it first.
  const memberAnswers: { url: string; status: number; error?: string }[] = [];
  memberPage.on('response', async (response) => {
    if (!response.url().includes('/api/')) return;
    const body = (await response.json().catch(() => null)) as { error?: string } | null;
    memberAnswers.push({ url: response.url(), status: response.status(), error: body?.error });
  });

  await gotoApp(memberPage);
  await register(memberPage, member);

  await gotoApp(adminPage);
  await signInOrRegister(adminPage, admin);
  await banner(adminPage).getByRole('link', { name: 'Administración' }).click();
  await expect(adminPage.getByRole('heading', { level: 1, name: 'Usuarios' })).toBeVisible();
  await adminPage.getByRole('searchbox', { name: 'Email' }).fill(member.email);
  const list = adminPage.getByRole('list', { name: 'Lista de usuarios' });
  await expect(list.getByRole('listitem')).toHaveCount(1);
  if (SHOTS) await adminPage.screenshot({ path: `${SHOTS}/admin-users.png`, fullPage: true });
  await list.getByRole('button', { name: `Desactivar a ${member.name}` }).click();
  await adminPage
    .getByRole('alertdialog', { name: `¿Desactivar a ${member.name}?` })
    .getByRole('button', { name: 'Desactivar' })
    .click();
  await expect(toast(adminPage, 'User updated successfully')).toBeVisible();
  await expect(list.getByRole('button', { name: `Activar a ${member.name}` })).toBeVisible();

  // The activity log has the change, newest first, with its details.
  await adminPage.getByRole('link', { name: 'Actividad' }).click();
  const entries = adminPage.getByRole('list', { name: 'Entradas del registro' });
  const latest = entries.getByRole('listitem').first();
  await expect(latest.getByText('user.update')).toBeVisible();
  await latest.getByRole('button', { name: 'Detalles' }).click();
  await expect(latest.locator('pre')).toContainText('"isActive": false');
  if (SHOTS) {
    await adminPage.screenshot({ path: `${SHOTS}/admin-activity.png`, fullPage: true });
    await adminPage.getByRole('link', { name: 'Roles' }).click();
    await adminPage.getByRole('button', { name: 'Editar el rol user' }).click();
    await adminPage.screenshot({ path: `${SHOTS}/admin-roles-edit.png` });
    await adminPage.keyboard.press('Escape');
  }

  // The member's next request is refused, and the app signs them out (spec §4). That request
  // may already have been made in the background (data the app refreshes); if not, a reload
  // makes one (the start-up check of the session).
  const stillSignedIn = await memberPage.evaluate(
    () => !localStorage.getItem('token-store')?.includes('"token":null'),
  );
  if (stillSignedIn) {
    const checked = memberPage.waitForResponse((r) => r.url().endsWith('/api/user/me'));
    await memberPage.reload();
    expect((await checked).status()).toBe(403);
    await expect(toast(memberPage, 'User is not active')).toBeVisible();
  }
  // Any refused request counts: several may race (a background refresh cut short by the reload,
  // whose body is gone, and the reload's own check).
  await expect
    .poll(() =>
      memberAnswers.some(
        (answer) => answer.status === 403 && answer.error === 'User is not active',
      ),
    )
    .toBe(true);
  const refusals = memberAnswers.filter((answer) => answer.status === 403 && answer.error);
  expect(refusals.map((answer) => answer.error)).toEqual(refusals.map(() => 'User is not active'));
  await expect(signInButton(memberPage)).toBeVisible();
  await banner(memberPage).getByRole('link', { name: 'Cuentas Públicas' }).click();
  await expect(banner(memberPage).getByRole('link', { name: 'Mis Cuentas' })).toHaveCount(0);
  expect(await memberPage.evaluate(() => localStorage.getItem('user-store'))).toContain(
    '"user":null',
  );

  // Signing in again (the provider still knows them: no form) is refused at the upsert.
  await dismissToasts(memberPage);
  const upsert = memberPage.waitForResponse((r) => r.url().endsWith('/api/user/upsert'));
  await signInButton(memberPage).click();
  expect((await upsert).status()).toBe(403);
  await expect(toast(memberPage, 'User is not active')).toBeVisible();
  await expect(signInButton(memberPage)).toBeVisible();
  expect(await memberPage.evaluate(() => localStorage.getItem('token-store'))).toContain(
    '"token":null',
  );

  if (SHOTS) {
    // The admin pages and the menu's Administración section on a phone.
    await adminPage.setViewportSize({ width: 390, height: 844 });
    await adminPage.getByRole('link', { name: 'Usuarios' }).click();
    await expect(adminPage.getByRole('heading', { level: 1, name: 'Usuarios' })).toBeVisible();
    await adminPage.screenshot({ path: `${SHOTS}/admin-users-phone.png`, fullPage: true });
    await adminPage.getByRole('button', { name: 'Abrir menú' }).click();
    await adminPage.screenshot({ path: `${SHOTS}/mobile-menu-admin.png` });
  }

  await memberContext.close();
  await adminContext.close();
});
