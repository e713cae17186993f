import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Package } from '@pulso/domain/schemas';
import { EXCHANGES } from '../../features/accounts/testing/fixtures';
import { useUserStore } from '../../features/identity';
import { fakeApi, json } from '../../test/fake-api';
import { renderApp } from '../../test/render-app';

// Lazy chunks (pages, the modal) load on first use: slower while the whole suite runs.
configure({ asyncUtilTimeout: 5000 });
// Whole user journeys (typing, several dialogs): more than the default 5 s on a busy machine.
vi.setConfig({ testTimeout: 20_000 });

const admin = { id: 'r-admin', name: 'admin', permissions: [] };
const plan: Package = {
  id: '20000000-0000-4000-8000-000000000001',
  name: 'Pro',
  description: 'Para equipos',
  price: 29,
  currency: 'USD',
  maxAccounts: 50,
  maxCopyTrades: 20,
  maxDeployments: 10,
  features: ['Soporte'],
  isActive: true,
  isDefault: false,
};
const heading = (name: string) =>
  screen.findByRole('heading', { level: 1, name }, { timeout: 5000 });

beforeEach(() => {
  useUserStore.setState({ role: admin });
});

describe('Administración › Exchanges and Planes', () => {
  it("creates an exchange: 'Exchange created successfully!'", async () => {
    const user = userEvent.setup();
    const calls = fakeApi({
      'GET /api/exchange/list': json(200, EXCHANGES),
      'POST /api/exchange/create': ({ body }) => json(201, { id: 'x', ...(body as object) }),
    });
    renderApp({ route: '/admin/exchanges', token: 'tok' });
    await heading('Exchanges');
    expect(await screen.findByRole('rowheader', { name: 'KuCoin' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Nuevo exchange' }));
    const form = screen.getByRole('dialog', { name: 'Nuevo exchange' });
    await user.click(within(form).getByRole('button', { name: 'Crear exchange' }));
    expect(within(form).getByText('Solo letras y números (2 a 30)')).toBeInTheDocument();
    await user.type(within(form).getByRole('textbox', { name: 'Código' }), 'OKX');
    await user.type(within(form).getByRole('textbox', { name: 'Nombre' }), 'OKX');
    await user.clear(within(form).getByRole('textbox', { name: 'Comisión taker' }));
    await user.type(within(form).getByRole('textbox', { name: 'Comisión taker' }), '0,08');
    await user.click(within(form).getByRole('checkbox', { name: 'Futuros' }));
    await user.click(within(form).getByRole('button', { name: 'Crear exchange' }));
    expect(await screen.findByText('Exchange created successfully!')).toBeInTheDocument();
    expect(calls.calls.find((c) => c.method === 'POST')?.body).toEqual({
      code: 'okx',
      name: 'OKX',
      takerFee: 0.0008,
      makerFee: 0.001,
      accountTypes: ['spot', 'future'],
      isActive: true,
    });
  });

  it("deletes an exchange in use: the server's 409 reason is shown", async () => {
    const user = userEvent.setup();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    fakeApi({
      'GET /api/exchange/list': json(200, EXCHANGES),
      [`DELETE /api/exchange/delete/${EXCHANGES[0]!.id}`]: json(409, {
        error: 'El exchange tiene cuentas',
        code: 'CONFLICT',
      }),
    });
    renderApp({ route: '/admin/exchanges', token: 'tok' });
    await heading('Exchanges');
    await user.click(await screen.findByRole('button', { name: 'Eliminar Binance' }));
    await user.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Eliminar exchange' }),
    );
    expect(await screen.findByText('El exchange tiene cuentas')).toBeInTheDocument();
  });

  it("updates and deletes a plan: 'Package updated successfully!', 'Package deleted successfully!'", async () => {
    const user = userEvent.setup();
    const calls = fakeApi({
      'GET /api/package/list': json(200, [plan]),
      'PUT /api/package/update': ({ body }) => json(200, { ...plan, ...(body as object) }),
      [`DELETE /api/package/delete/${plan.id}`]: new Response(null, { status: 204 }),
    });
    renderApp({ route: '/admin/packages', token: 'tok' });
    await heading('Planes');
    const card = await screen.findByRole('listitem', { name: 'Pro' });
    expect(card).toHaveTextContent('50');
    await user.click(within(card).getByRole('button', { name: 'Editar Pro' }));
    const form = screen.getByRole('dialog', { name: 'Editar Pro' });
    const accounts = within(form).getByRole('textbox', { name: 'Cuentas' });
    await user.clear(accounts);
    await user.type(accounts, '60');
    await user.click(within(form).getByRole('button', { name: 'Guardar cambios' }));
    expect(await screen.findByText('Package updated successfully!')).toBeInTheDocument();
    expect(calls.calls.find((c) => c.method === 'PUT')?.body).toMatchObject({
      id: plan.id,
      maxAccounts: 60,
      features: ['Soporte'],
    });

    await user.click(screen.getByRole('button', { name: 'Eliminar Pro' }));
    await user.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Eliminar' }),
    );
    await waitFor(() =>
      expect(screen.getByText('Package deleted successfully!')).toBeInTheDocument(),
    );
  });
});
