import { expect as baseExpect, type Page } from '@playwright/test';

// A sign-in crosses two windows and several servers' worth of work: on a loaded machine it can
// take longer than expect's default 5 s.
const expect = baseExpect.configure({ timeout: 15_000 });

export interface Account {
  email: string;
  name: string;
  password: string;
}

let counter = 0;

/** A fresh account for this run (the data folder is new each run, the names only need to differ). */
export function newAccount(name: string): Account {
  counter += 1;
  const slug = name.toLowerCase().replace(/[^a-z]+/g, '.');
  return {
    email: `${slug}.${Date.now().toString(36)}${counter}@example.com`,
    name,
    password: 'una frase larga y segura',
  };
}

/**
 * The run's admin: the first user ever is the admin (DESIGN §5), and e2e/admin.setup.ts
 * registers this account before any spec runs. Sign in with `signInOrRegister`.
 */
export const adminAccount: Account = {
  email: 'admin@pulso.test',
  name: 'Ana Admin',
  password: 'la frase larga de la administradora',
};

export const banner = (page: Page) => page.getByRole('banner');
export const signInButton = (page: Page) =>
  banner(page).getByRole('button', { name: 'Iniciar sesión' });
export const accountMenuButton = (page: Page, name: string) =>
  banner(page).getByRole('button', { name: `Menú de la cuenta de ${name}` });

/** Clicks 'Iniciar sesión' and returns the provider's popup, on its sign-in page. */
export async function openSignInPopup(page: Page): Promise<Page> {
  const [popup] = await Promise.all([page.waitForEvent('popup'), signInButton(page).click()]);
  await expect(popup.getByRole('heading', { name: 'Inicia sesión' })).toBeVisible();
  return popup;
}

export async function registerInPopup(popup: Page, account: Account): Promise<void> {
  await popup.getByRole('link', { name: 'Crea una' }).click();
  await expect(popup.getByRole('heading', { name: 'Crea tu cuenta' })).toBeVisible();
  await popup.getByLabel('Email').fill(account.email);
  await popup.getByLabel('Nombre').fill(account.name);
  await popup.getByLabel('Contraseña', { exact: true }).fill(account.password);
  await popup.getByLabel('Repite la contraseña').fill(account.password);
  await clickFinal(popup, 'Crear cuenta');
}

export async function fillSignIn(popup: Page, account: Account): Promise<void> {
  await popup.getByLabel('Email').fill(account.email);
  await popup.getByLabel('Contraseña', { exact: true }).fill(account.password);
}

/**
 * Clicks a button whose form ends the sign-in: the popup may close (the app takes over) while
 * Playwright still waits for the navigation, which is success, not an error.
 */
export async function clickFinal(popup: Page, name: string): Promise<void> {
  await popup
    .getByRole('button', { name })
    .click()
    .catch((error: unknown) => {
      if (!popup.isClosed()) throw error;
    });
}

export async function submitSignIn(popup: Page): Promise<void> {
  await clickFinal(popup, 'Entrar');
}

/** Closes the toasts (a click closes one): top right, they sit over the account menu. */
export async function dismissToasts(page: Page): Promise<void> {
  const toasts = page.locator('.Toastify__toast');
  // A toast still sliding in may miss a click, and another may arrive: try until none is left.
  await expect(async () => {
    for (const toast of await toasts.all()) await toast.click({ timeout: 1000 }).catch(() => {});
    await baseExpect(toasts).toHaveCount(0, { timeout: 1000 });
  }).toPass({ timeout: 15_000 });
}

/** Signed in: the account menu and Mis Cuentas are in the bar; the welcome toast is closed. */
export async function expectSignedIn(page: Page, account: Account): Promise<void> {
  await expect(accountMenuButton(page, account.name)).toBeVisible();
  await expect(banner(page).getByRole('link', { name: 'Mis Cuentas' })).toBeVisible();
  await dismissToasts(page);
}

/** The whole sign-in of an existing account without a second factor. */
export async function signIn(page: Page, account: Account): Promise<void> {
  const popup = await openSignInPopup(page);
  await fillSignIn(popup, account);
  await submitSignIn(popup);
  await expectSignedIn(page, account);
}

/** Signs in, or registers the account first when the provider does not know it yet. */
export async function signInOrRegister(page: Page, account: Account): Promise<void> {
  const popup = await openSignInPopup(page);
  await fillSignIn(popup, account);
  await submitSignIn(popup);
  const refused = popup.getByText('Email o contraseña incorrectos');
  const outcome = await Promise.race([
    accountMenuButton(page, account.name)
      .waitFor()
      .then(() => 'signed-in' as const),
    refused.waitFor().then(
      () => 'unknown' as const,
      // The popup closed: the sign-in went through, and the account menu will answer.
      () => new Promise<never>(() => {}),
    ),
  ]);
  if (outcome === 'unknown') await registerInPopup(popup, account);
  await expectSignedIn(page, account);
}

/** A new account, registered in the popup; the app is signed in with it afterwards. */
export async function register(page: Page, account: Account): Promise<void> {
  const popup = await openSignInPopup(page);
  await registerInPopup(popup, account);
  await expectSignedIn(page, account);
}

/** Cerrar sesión: the provider's end-session page, then home, signed out. */
export async function signOut(page: Page, account: Account): Promise<void> {
  // The app signs out at once, then the browser visits the provider and comes back home.
  const backHome = page.waitForResponse(
    (r) => r.request().isNavigationRequest() && new URL(r.url()).pathname === '/',
  );
  await accountMenuButton(page, account.name).click();
  await banner(page).getByRole('button', { name: 'Cerrar sesión' }).click();
  await backHome;
  await page.waitForURL((url) => url.pathname === '/', { waitUntil: 'load' });
  await expect(signInButton(page)).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token-store'))).toContain('"token":null');
}

export async function gotoApp(page: Page, path = '/'): Promise<void> {
  await page.goto(path);
  await expect(banner(page)).toBeVisible();
}

/** The session token the app keeps (token-store), for setting up or reading data through the API. */
export async function sessionToken(page: Page): Promise<string> {
  const stored = await page.evaluate(() => localStorage.getItem('token-store'));
  return (JSON.parse(stored!) as { state: { token: string } }).state.token;
}
