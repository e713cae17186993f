import { expect, test, type Page } from '@playwright/test';
import { adminAccount, banner, gotoApp, signInOrRegister } from './helpers/identity';

const SHOTS = process.env.E2E_SCREENSHOT_DIR;

/** Where the bar's links and controls sit: each link's box, its text's width, the bar's end. */
async function barLayout(page: Page) {
  return page.evaluate(() => {
    const nav = document.querySelector('header nav')!;
    const links = Array.from(nav.querySelectorAll<HTMLAnchorElement>('ul a')).filter(
      (a) => a.getClientRects().length > 0,
    );
    return {
      viewport: window.innerWidth,
      headerHeight: document.querySelector('header')!.getBoundingClientRect().height,
      navOverflow: nav.scrollWidth - nav.clientWidth,
      right: Math.max(
        ...Array.from(nav.querySelectorAll('*')).map((e) => e.getBoundingClientRect().right),
      ),
      links: links.map((a) => {
        const box = a.getBoundingClientRect();
        return {
          text: a.textContent ?? '',
          top: Math.round(box.top),
          height: Math.round(box.height),
          // The label fits inside its pill: nothing is cut or pushed to a second line.
          clipped: a.scrollWidth > a.clientWidth,
        };
      }),
    };
  });
}

test("the admin's bar fits on one line at every width from 1024 px and is the menu below", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await gotoApp(page);
  await signInOrRegister(page, adminAccount);
  await page.goto('/admin/users');
  const bar = banner(page);
  await expect(bar.getByRole('link', { name: 'Administración' })).toBeVisible();
  for (const width of [1024, 1100, 1180, 1280, 1366, 1440, 1920]) {
    await page.setViewportSize({ width, height: 900 });
    await expect(bar.getByRole('link', { name: 'Administración' })).toBeVisible();
    await expect(bar.getByRole('button', { name: 'Abrir menú' })).toBeHidden();
    const layout = await barLayout(page);
    expect(layout.links.map((l) => l.text)).toEqual([
      'Mis Cuentas',
      'Copiar trades',
      'Estrategias',
      'Despliegues',
      'Cuentas Públicas',
      'Mercados',
      'Administración',
    ]);
    // One line: every pill on the same row, one text line high, nothing clipped.
    const tops = new Set(layout.links.map((l) => l.top));
    expect(tops.size, `${width}px: ${JSON.stringify(layout.links)}`).toBe(1);
    for (const link of layout.links) {
      expect(link.height, `${width}px ${link.text}`).toBeLessThanOrEqual(40);
      expect(link.clipped, `${width}px ${link.text}`).toBe(false);
    }
    expect(layout.headerHeight).toBeLessThanOrEqual(65);
    expect(layout.navOverflow).toBeLessThanOrEqual(0);
    expect(layout.right, `${width}px`).toBeLessThanOrEqual(layout.viewport);
    if (SHOTS && (width === 1024 || width === 1440)) {
      await page.screenshot({
        path: `${SHOTS}/admin-nav-${width}.png`,
        clip: { x: 0, y: 0, width, height: 160 },
      });
    }
  }
  // Below 1024 px the links collapse into the menu.
  await page.setViewportSize({ width: 1023, height: 900 });
  await expect(bar.getByRole('link', { name: 'Administración' })).toBeHidden();
  await expect(bar.getByRole('button', { name: 'Abrir menú' })).toBeVisible();
});
