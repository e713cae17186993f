import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { CopyTrade } from '@pulso/domain/schemas';
import { anAccount, pageOf } from '../../features/accounts/testing/fixtures';
import { fakeApi, json } from '../../test/fake-api';
import { renderWithApp } from '../../test/render-with-app';
import CopyTradesPage from './copy-trades';

const a = anAccount({ name: 'Alfa', isEmitter: true });
const b = anAccount({ name: 'Beta', isReceiver: true });
const copy: CopyTrade = {
  id: '00000000-0000-4000-8000-00000000c002',
  ownerId: 'u1',
  emitterAccountId: a.id,
  receiverAccountId: b.id,
  emitter: { id: a.id, name: 'Alfa', exchange: 'Binance' },
  receiver: { id: b.id, name: 'Beta', exchange: 'KuCoin' },
  multiplier: '2.5',
  isActive: true,
  settings: { sizing: 'multiplier', belowMinimum: 'skip' },
  stopped: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

describe('copy trades page', () => {
  it('lists page 1 of 25, toggles, and deletes after confirming', async () => {
    let list = [copy];
    const api = fakeApi({
      'GET /api/copy-trade/list': () => json(200, pageOf(list, 25)),
      'GET /api/account/list': json(200, pageOf([a, b], 100)),
      'PUT /api/copy-trade/update': ({ body }) => json(200, { ...copy, ...(body as object) }),
      'DELETE /api/copy-trade/delete': () => {
        list = [];
        return new Response(null, { status: 204 });
      },
    });
    const user = userEvent.setup();
    renderWithApp(<CopyTradesPage />);
    const row = await screen.findByRole('listitem', { name: 'Alfa → Beta' });
    expect(within(row).getByText('KuCoin')).toBeInTheDocument();
    // The multiplier in the interface's number format, as every number.
    expect(within(row).getByText('×2,5')).toBeInTheDocument();
    expect(api.calls.find((c) => c.path === '/api/copy-trade/list')!.search).toBe(
      '?page=1&limit=25',
    );

    await user.click(within(row).getByRole('switch', { name: 'Activo: Alfa → Beta' }));
    expect(await screen.findByText('Copy trade updated successfully.')).toBeInTheDocument();
    expect(api.calls.find((c) => c.method === 'PUT')!.body).toEqual({
      id: copy.id,
      isActive: false,
    });

    await user.click(within(row).getByRole('button', { name: 'Eliminar Alfa → Beta' }));
    const confirm = screen.getByRole('alertdialog');
    expect(confirm).toHaveTextContent('¿Dejar de copiar Alfa en Beta?');
    await user.click(within(confirm).getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByText('Copy trade deleted successfully.')).toBeInTheDocument();
    expect(api.calls.find((c) => c.method === 'DELETE')!.search).toBe(`?id=${copy.id}`);
    expect(await screen.findByText('No hay copy trades todavía.')).toBeInTheDocument();
  });

  it("says 'Failed to fetch copy trades'", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    fakeApi({
      'GET /api/copy-trade/list': new Response('down', { status: 503 }),
      'GET /api/account/list': json(200, pageOf([], 100)),
    });
    renderWithApp(<CopyTradesPage />);
    expect(await screen.findAllByText('Failed to fetch copy trades')).not.toHaveLength(0);
  });

  it("a failed delete says 'Failed to delete copy trade'", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    fakeApi({
      'GET /api/copy-trade/list': json(200, pageOf([copy], 25)),
      'GET /api/account/list': json(200, pageOf([a, b], 100)),
      'DELETE /api/copy-trade/delete': new Response('', { status: 500 }),
    });
    const user = userEvent.setup();
    renderWithApp(<CopyTradesPage />);
    await user.click(await screen.findByRole('button', { name: 'Eliminar Alfa → Beta' }));
    await user.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Eliminar' }),
    );
    expect(await screen.findByText('Failed to delete copy trade')).toBeInTheDocument();
  });
});
