import type { Page } from '@playwright/test';
import { banner } from './identity';

/** Creates the account through the form; answers its webhook URL and secret. */
export async function createAccount(
  page: Page,
  name: string,
): Promise<{ url: string; secret: string }> {
  await banner(page).getByRole('link', { name: 'Mis Cuentas' }).click();
  await page.getByRole('button', { name: 'Nueva cuenta' }).first().click();
  const form = page.getByRole('dialog', { name: 'Nueva cuenta' });
  await form.getByRole('textbox', { name: 'Nombre' }).fill(name);
  await form.getByRole('combobox', { name: 'Exchange' }).selectOption({ label: 'Binance' });
  await form.getByRole('combobox', { name: 'Tipo de cuenta' }).selectOption('spot');
  await form.getByRole('button', { name: 'Crear cuenta' }).click();
  const created = page.getByRole('dialog', { name: `Cuenta «${name}» creada` });
  const url = (
    (await created.getByLabel('URL del webhook', { exact: true }).textContent()) ?? ''
  ).trim();
  const secret = (
    (await created.getByLabel('Secreto', { exact: true }).textContent()) ?? ''
  ).trim();
  await created.getByRole('button', { name: 'Ya lo he guardado' }).click();
  return { url, secret };
}
