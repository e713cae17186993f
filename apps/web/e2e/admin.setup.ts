import { expect, test as setup } from '@playwright/test';
import { adminAccount, banner, gotoApp, signInOrRegister } from './helpers/identity';

// Runs before every spec (playwright.config.ts, project 'setup'): on a fresh data folder this
// is the first user ever, so the admin; on a reused server the account signs in instead.
setup('the admin account exists and is the admin', async ({ page }) => {
  setup.setTimeout(90_000);
  await gotoApp(page);
  await signInOrRegister(page, adminAccount);
  await expect(banner(page).getByRole('link', { name: 'Administración' })).toBeVisible({
    timeout: 15_000,
  });
});
