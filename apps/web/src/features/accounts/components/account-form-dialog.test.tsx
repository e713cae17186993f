import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { WEBHOOK_IP_MESSAGE } from '@pulso/domain/schemas';
import { fakeApi, json } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';
import { EXCHANGES, anAccount, pageOf } from '../testing/fixtures';

configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 20_000 });

/** Issue 15 L9: the webhook's IP allowlist, set from the account form. */
describe('account form: webhook IP allowlist', () => {
  it('shows the stored list, refuses what is not an address or range, and saves the new list', async () => {
    const user = userEvent.setup();
    const account = anAccount({ name: 'Spot', webhookIpAllowlist: ['52.89.214.238'] });
    const calls = fakeApi({
      'GET /api/account/list': json(200, pageOf([account])),
      'GET /api/exchange/list': json(200, EXCHANGES),
      'GET /api/account-lists': json(200, pageOf([])),
      [`PATCH /api/account/update/${account.id}`]: json(200, account),
    });
    renderApp({ route: '/accounts', token: 'tok' });
    await user.click(await screen.findByRole('button', { name: 'Editar Spot' }, { timeout: 5000 }));
    const form = screen.getByRole('dialog', { name: 'Editar Spot' });
    const field = within(form).getByRole('textbox', { name: 'IPs autorizadas del webhook' });
    expect(field).toHaveValue('52.89.214.238');

    await user.clear(field);
    await user.type(field, '10.0.0.0/33');
    await user.click(within(form).getByRole('button', { name: 'Guardar cambios' }));
    expect(field).toHaveAccessibleDescription(expect.stringContaining(WEBHOOK_IP_MESSAGE));
    expect(calls.calls.some((c) => c.method === 'PATCH')).toBe(false);

    await user.clear(field);
    await user.type(field, '52.89.214.238, 10.0.0.0/8 2001:db8::/32');
    await user.click(within(form).getByRole('button', { name: 'Guardar cambios' }));
    expect(await screen.findByText('Account updated successfully.')).toBeInTheDocument();
    expect(calls.calls.find((c) => c.method === 'PATCH')?.body).toEqual({
      webhookIpAllowlist: ['52.89.214.238', '10.0.0.0/8', '2001:db8::/32'],
    });
  });

  it("says the server's refusal beside the field it names (issue 39: every refused form)", async () => {
    const user = userEvent.setup();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const account = anAccount({ name: 'Spot' });
    fakeApi({
      'GET /api/account/list': json(200, pageOf([account])),
      'GET /api/exchange/list': json(200, EXCHANGES),
      'GET /api/account-lists': json(200, pageOf([])),
      [`PATCH /api/account/update/${account.id}`]: json(409, {
        error: 'Ya tienes una cuenta con ese nombre',
        code: 'CONFLICT',
      }),
    });
    renderApp({ route: '/accounts', token: 'tok' });
    await user.click(await screen.findByRole('button', { name: 'Editar Spot' }, { timeout: 5000 }));
    const form = screen.getByRole('dialog', { name: 'Editar Spot' });
    const name = within(form).getByRole('textbox', { name: 'Nombre' });
    await user.clear(name);
    await user.type(name, 'Futuros');
    await user.click(within(form).getByRole('button', { name: 'Guardar cambios' }));
    await expect.poll(() => name.getAttribute('aria-invalid'), { timeout: 5000 }).toBe('true');
    expect(name).toHaveAccessibleDescription('Ya tienes una cuenta con ese nombre');
    expect(screen.getByRole('dialog', { name: 'Editar Spot' })).toBeInTheDocument();
  });
});
