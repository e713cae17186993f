import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, json } from '../../../test/fake-api';
import { renderWithApp } from '../../../test/render-with-app';
import { anAccountSettings } from '../testing/fixtures';
import { AccountAlertsCard } from './account-alerts-card';

configure({ asyncUtilTimeout: 5000 });

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

const LIST = '/api/notification/account/list';
const card = () => screen.getByRole('region', { name: 'Avisos por cuenta' });
const row = (name: string) => within(card()).findByRole('listitem', { name });

describe('Perfil › Notificaciones › Avisos por cuenta', () => {
  it('lists each account with its level and thresholds in es-ES, and says how thresholds are told', async () => {
    fakeApi({
      [`GET ${LIST}`]: json(200, [
        anAccountSettings({ accountName: 'Binance principal', dailyLoss: '1250.5' }),
        anAccountSettings({ accountName: 'KuCoin futuros', level: 'off', drawdown: '1000000' }),
      ]),
    });
    renderWithApp(<AccountAlertsCard />);

    const binance = await row('Binance principal');
    expect(within(binance).getByRole('combobox', { name: 'Avisos de la cuenta' })).toHaveValue(
      'on',
    );
    expect(within(binance).getByLabelText('Pérdida diaria (USD)')).toHaveValue('1.250,5');
    expect(within(binance).getByLabelText('Caída desde máximos (USD)')).toHaveValue('');
    const kucoin = await row('KuCoin futuros');
    expect(within(kucoin).getByRole('combobox', { name: 'Avisos de la cuenta' })).toHaveValue(
      'off',
    );
    expect(within(kucoin).getByLabelText('Caída desde máximos (USD)')).toHaveValue('1.000.000');
    expect(
      within(kucoin)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Activada', 'Silenciosa', 'Desactivada']);
    expect(within(card()).getByText(/una vez por día en tu zona horaria/)).toBeInTheDocument();
    expect(within(card()).getByText(/menos de la mitad del umbral/)).toBeInTheDocument();
    expect(within(card()).getByText(/salvo «Orden ejecutada sin registrar»/)).toBeInTheDocument();
    // Nothing changed yet: nothing to save.
    expect(within(binance).getByRole('button', { name: 'Guardar' })).toBeDisabled();
  });

  it('sends only what changed, as plain decimal text, and shows the row as saved', async () => {
    const account = anAccountSettings({ accountName: 'Binance principal', drawdown: '500' });
    const update = `/api/notification/account/update/${account.accountId}`;
    const api = fakeApi({
      [`GET ${LIST}`]: json(200, [account]),
      [`PUT ${update}`]: ({ body }) => json(200, { ...account, ...(body as object) }),
    });
    renderWithApp(<AccountAlertsCard />);
    const user = userEvent.setup();
    const binance = await row('Binance principal');

    const loss = within(binance).getByLabelText('Pérdida diaria (USD)');
    await user.type(loss, '1250,5');
    await user.tab();
    expect(loss).toHaveValue('1.250,5'); // rewritten in es-ES on leaving the field
    await user.selectOptions(
      within(binance).getByRole('combobox', { name: 'Avisos de la cuenta' }),
      'silent',
    );
    expect(within(binance).getByText('Cambios sin guardar')).toBeInTheDocument();
    await user.click(within(binance).getByRole('button', { name: 'Guardar' }));

    await waitFor(() => expect(api.count('PUT', update)).toBe(1));
    expect(api.calls.find((c) => c.method === 'PUT')?.body).toEqual({
      level: 'silent',
      dailyLoss: '1250.5',
    });
    expect(await within(binance).findByText('Guardado')).toBeInTheDocument();
    expect(loss).toHaveValue('1.250,5');
    expect(within(binance).getByRole('button', { name: 'Guardar' })).toBeDisabled();

    // Emptying a field clears its threshold (null); Enter saves.
    const drawdown = within(binance).getByLabelText('Caída desde máximos (USD)');
    await user.clear(drawdown);
    await user.type(drawdown, '{Enter}');
    await waitFor(() => expect(api.count('PUT', update)).toBe(2));
    expect(api.calls.filter((c) => c.method === 'PUT')[1]?.body).toEqual({ drawdown: null });
  });

  it('refuses an unreadable amount before sending, with the Spanish message', async () => {
    const account = anAccountSettings({ accountName: 'Binance principal' });
    const api = fakeApi({ [`GET ${LIST}`]: json(200, [account]) });
    renderWithApp(<AccountAlertsCard />);
    const user = userEvent.setup();
    const binance = await row('Binance principal');

    const loss = within(binance).getByLabelText('Pérdida diaria (USD)');
    await user.type(loss, '12,5,0{Enter}');
    await waitFor(() => expect(loss).toHaveAttribute('aria-invalid', 'true'));
    expect(loss).toHaveAccessibleDescription(/Indica un importe en USD mayor que 0/);
    await user.clear(loss);
    await user.type(loss, '0{Enter}');
    expect(loss).toHaveAccessibleDescription(/Indica un importe en USD mayor que 0/);
    expect(api.calls.filter((c) => c.method === 'PUT')).toHaveLength(0);
    // Changing the field clears its message.
    await user.type(loss, '5');
    expect(loss).not.toHaveAttribute('aria-invalid');
  });

  it('shows a refusal beside the field the server names', async () => {
    const account = anAccountSettings({ accountName: 'Binance principal' });
    fakeApi({
      [`GET ${LIST}`]: json(200, [account]),
      [`PUT /api/notification/account/update/${account.accountId}`]: json(400, {
        error: 'Datos no válidos',
        code: 'VALIDATION',
        issues: [{ path: ['drawdown'], message: 'Importe no válido' }],
      }),
    });
    renderWithApp(<AccountAlertsCard />);
    const user = userEvent.setup();
    const binance = await row('Binance principal');

    const drawdown = within(binance).getByLabelText('Caída desde máximos (USD)');
    await user.type(drawdown, '300');
    await user.click(within(binance).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(drawdown).toHaveAttribute('aria-invalid', 'true'));
    expect(drawdown).toHaveAccessibleDescription('Importe no válido');
    expect(within(binance).queryByText('Guardado')).toBeNull();
  });

  it('without accounts, points to creating one', async () => {
    fakeApi({ [`GET ${LIST}`]: json(200, []) });
    renderWithApp(<AccountAlertsCard />);
    expect(await within(card()).findByText(/Aún no tienes cuentas/)).toBeInTheDocument();
    expect(within(card()).getByRole('link', { name: 'Crear una cuenta' })).toHaveAttribute(
      'href',
      '/accounts',
    );
  });
});
