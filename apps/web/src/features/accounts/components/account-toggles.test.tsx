import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Account } from '@pulso/domain/schemas';
import { fakeApi, json } from '../../../test/fake-api';
import { anAccount } from '../testing/fixtures';
import { renderWithApp } from '../../../test/render-with-app';
import { AccountToggles } from './account-toggles';

const account = anAccount({ name: 'Spot 1' });
const path = `/api/account/update/${account.id}`;

/** The server answers with the account as changed, or fails without a JSON body. */
function api(ok: boolean) {
  return fakeApi({
    [`PATCH ${path}`]: ({ body }) =>
      ok
        ? json(200, { ...account, ...(body as Partial<Account>) })
        : new Response('down', { status: 502 }),
  });
}

async function flip(what: string, current: Account = account) {
  const user = userEvent.setup();
  renderWithApp(<AccountToggles account={current} />);
  await user.click(screen.getByRole('switch', { name: `${what}: Spot 1` }));
}

const toast = (text: string) => screen.findByText(text);

describe('account toggles (spec §4, §8)', () => {
  it.each([
    ['Activa', { isActive: false }, 'Account updated successfully.'],
    ['Pública', { isPublic: true }, 'Account successfully made public'],
    ['Estadísticas', { publicStats: true }, 'Visibility settings updated successfully.'],
    ['Operaciones', { publicTrades: true }, 'Visibility settings updated successfully.'],
  ])('%s sends %o and says %s', async (what, changes, message) => {
    const calls = api(true);
    await flip(what);
    expect(await toast(message)).toBeInTheDocument();
    expect(calls.calls[0]).toMatchObject({ method: 'PATCH', path, body: changes });
  });

  it("says 'Account successfully made private' when a public account goes private", async () => {
    api(true);
    await flip('Pública', { ...account, isPublic: true });
    expect(await toast('Account successfully made private')).toBeInTheDocument();
  });

  it.each([
    ['Activa', 'Failed to update account'],
    ['Pública', 'Failed to update account public status'],
    ['Estadísticas', 'Failed to update visibility settings'],
    ['Operaciones', 'Failed to update visibility settings'],
  ])('%s failing says %s', async (what, message) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    api(false);
    await flip(what);
    expect(await toast(message)).toBeInTheDocument();
  });

  it('shows the server-side state of each switch and is disabled while saving', async () => {
    api(true);
    renderWithApp(
      <AccountToggles
        account={{ ...account, isActive: true, isPublic: true, publicStats: false }}
      />,
    );
    expect(screen.getByRole('switch', { name: 'Activa: Spot 1' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Pública: Spot 1' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Estadísticas: Spot 1' })).not.toBeChecked();
    await userEvent.setup().click(screen.getByRole('switch', { name: 'Activa: Spot 1' }));
    await waitFor(() =>
      expect(screen.getByRole('switch', { name: 'Pública: Spot 1' })).not.toBeDisabled(),
    );
  });
});
