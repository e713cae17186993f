import { expect, test, type Page } from '@playwright/test';
import { stubSignedInSession } from './helpers/session-stub';

const SHOTS = process.env.E2E_SCREENSHOT_DIR;

async function gotoReady(page: Page, path: string) {
  await page.goto(path);
  // The start-up spinner gives way to the frame, then the lazily loaded page fills it.
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

test.describe('page frame', () => {
  test('renders navbar, content and footer', async ({ page }) => {
    await gotoReady(page, '/');
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('link', { name: 'Pulso' })).toHaveAttribute('href', '/');
    await expect(banner.getByRole('link', { name: 'Cuentas Públicas' })).toBeVisible();
    await expect(banner.getByRole('link', { name: 'Mis Cuentas' })).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const year = new Date().getFullYear();
    await expect(page.getByRole('contentinfo')).toContainText(
      `© ${year} Pulso. Todos los derechos reservados.`,
    );
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/home-desktop-dark.png`, fullPage: true });
  });

  test('runs under the strict CSP without violations or console errors', async ({ page }) => {
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    // Init scripts run outside the page's CSP, so this listener sees every blocked resource.
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`);
      });
    });
    await gotoReady(page, '/');
    await page.getByRole('button', { name: 'Cambiar a tema claro' }).click();
    await page.getByRole('banner').getByRole('link', { name: 'Cuentas Públicas' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Cuentas Públicas' })).toBeVisible();
    expect(problems).toEqual([]);
  });

  test('starts dark, toggles to light and keeps it across a reload', async ({ page }) => {
    await gotoReady(page, '/');
    const html = page.locator('html');
    await expect(html).toHaveClass(/\bdark\b/);

    await page.getByRole('button', { name: 'Cambiar a tema claro' }).click();
    await expect(html).not.toHaveClass(/\bdark\b/);

    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(html).not.toHaveClass(/\bdark\b/);
    await expect(page.getByRole('button', { name: 'Cambiar a tema oscuro' })).toBeVisible();
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/home-desktop-light.png` });
  });

  test('shows public accounts to a visitor', async ({ page }) => {
    await gotoReady(page, '/public/accounts');
    await expect(page.getByRole('heading', { level: 1, name: 'Cuentas Públicas' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Listado de cuentas públicas' })).toBeVisible();
  });

  test('sends a visitor from /accounts to the home page', async ({ page }) => {
    await page.goto('/accounts');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText('Inicia sesión para ver tus cuentas')).toBeVisible();
  });

  test('answers an unknown path with the 404 page', async ({ page }) => {
    await gotoReady(page, '/no/such/page');
    await expect(page.getByRole('heading', { name: 'Página no encontrada' })).toBeVisible();
  });
});

test('a signed-in user gets the floating toolbar after scrolling', async ({ page }) => {
  await stubSignedInSession(page);
  await gotoReady(page, '/');
  const toolbar = page.getByRole('region', { name: 'Controles del panel' });
  await expect(toolbar).toHaveCount(0);
  // Scrolled from script: mouse-wheel events do not scroll this headless Chromium.
  await page.evaluate(() => window.scrollTo(0, 400));
  await expect(toolbar).toBeVisible();
  await expect(toolbar.getByRole('button', { name: '+ Lista' })).toBeVisible();
  await expect(toolbar.getByRole('combobox', { name: 'Agrupación Temporal' })).toHaveValue('1d');
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/toolbar-desktop-dark.png` });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('the mobile menu opens, and closes after navigating', async ({ page }) => {
    await gotoReady(page, '/');
    const openButton = page.getByRole('button', { name: 'Abrir menú' });
    await expect(openButton).toHaveAttribute('aria-expanded', 'false');
    await openButton.click();

    const menu = page.getByRole('dialog', { name: 'Menú' });
    await expect(menu).toBeVisible();
    await expect(openButton).toHaveAttribute('aria-expanded', 'true');

    await menu.getByRole('link', { name: 'Cuentas Públicas' }).click();
    await expect(page).toHaveURL(/\/public\/accounts$/);
    await expect(menu).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: 'Cuentas Públicas' })).toBeVisible();
  });

  test('a signed-in user gets the dashboard controls in the menu', async ({ page }) => {
    // A stored session (its start-up check answered by the stub) shows signed-in controls.
    await stubSignedInSession(page);
    await gotoReady(page, '/');
    await page.getByRole('button', { name: 'Abrir menú' }).click();
    const menu = page.getByRole('dialog', { name: 'Menú' });
    await expect(menu.getByRole('link', { name: 'Mis Cuentas' })).toBeVisible();
    for (const name of ['Lista de Cuentas', 'Agrupación Temporal', 'Rango de Fechas']) {
      await expect(menu.getByRole('button', { name })).toBeVisible();
    }
    await menu.getByRole('button', { name: 'Rango de Fechas' }).click();
    await expect(menu.getByRole('button', { name: 'Actualizar datos' })).toBeVisible();
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/mobile-menu-open.png` });

    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
  });
});
