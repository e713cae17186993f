import { expect, type APIRequestContext, type APIResponse, type Page } from '@playwright/test';
import { banner } from './identity';

/**
 * Creates a Binance spot account through the form (public and sharing its statistics, an
 * emitter or a receiver of copies, when asked); answers its webhook URL and secret.
 */
export async function createAccount(
  page: Page,
  name: string,
  options: { public?: boolean; flag?: 'Emisora' | 'Receptora' } = {},
): Promise<{ url: string; secret: string }> {
  await banner(page).getByRole('link', { name: 'Mis Cuentas' }).click();
  await page.getByRole('button', { name: 'Nueva cuenta' }).first().click();
  const form = page.getByRole('dialog', { name: 'Nueva cuenta' });
  await form.getByRole('textbox', { name: 'Nombre' }).fill(name);
  await form.getByRole('combobox', { name: 'Exchange' }).selectOption({ label: 'Binance' });
  await form.getByRole('combobox', { name: 'Tipo de cuenta' }).selectOption('spot');
  if (options.public) {
    await form.getByRole('checkbox', { name: /^Pública/ }).check();
    await form.getByRole('checkbox', { name: /^Estadísticas públicas/ }).check();
  }
  if (options.flag) {
    await form.getByRole('checkbox', { name: new RegExp(`^${options.flag}`) }).check();
  }
  await form.getByRole('button', { name: 'Crear cuenta' }).click();
  const created = page.getByRole('dialog', { name: `Cuenta «${name}» creada` });
  const url = (
    (await created.getByLabel('URL del webhook', { exact: true }).textContent()) ?? ''
  ).trim();
  const secret = (
    (await created.getByLabel('Secreto', { exact: true }).textContent()) ?? ''
  ).trim();
  await created.getByRole('button', { name: 'Ya lo he guardado' }).click();
  await expect(page.getByRole('listitem', { name })).toBeVisible();
  return { url, secret };
}

/** The market's BTCUSDT price now (the last one-minute close), so a paper fill is realistic. */
export async function marketClose(request: APIRequestContext): Promise<string> {
  const today = new Date().toISOString().slice(0, 10);
  const ohlc = await request.get(
    `/api/crypto-price/ohlc?symbol=BTCUSDT&grouping=1m&start=${today}`,
  );
  return String((await ohlc.json()).data.at(-1).close);
}

/** A TradingView alert on BTCUSDT, posted from outside the page as TradingView would. */
export function sendAlert(
  request: APIRequestContext,
  webhook: { url: string; secret: string },
  alert: {
    action: 'buy' | 'sell';
    contracts: string;
    orderId: string;
    marketPosition: string;
    close: string;
    /** More of the alert's fields (issue 36's, `tags`). */
    extra?: Record<string, unknown>;
  },
): Promise<APIResponse> {
  return request.post(webhook.url, {
    headers: { 'content-type': 'text/plain' },
    data: JSON.stringify({
      symbol: 'BTCUSDT',
      exchange: 'binance',
      time: new Date().toISOString(),
      action: alert.action,
      contracts: alert.contracts,
      order_id: alert.orderId,
      market_position: alert.marketPosition,
      close: alert.close,
      secret: webhook.secret,
      ...alert.extra,
    }),
  });
}
