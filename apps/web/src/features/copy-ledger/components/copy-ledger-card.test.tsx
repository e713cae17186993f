import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { keysFor } from '../../../app/live/live-keys';
import { fakeApi, json } from '../../../test/fake-api';
import { renderWithApp } from '../../../test/render-with-app';
import { aCopyLedger, aCopyLedgerRow } from '../testing/fixtures';
import { CopyLedgerCard } from './copy-ledger-card';

configure({ asyncUtilTimeout: 5000 });

const accountId = '00000000-0000-4000-8000-0000000000aa';
const LEDGER = `/api/accounts/${accountId}/copy-ledger`;

const copied = aCopyLedgerRow({ id: 'r-copied' });
const scaled = aCopyLedgerRow({
  id: 'r-scaled',
  emitterName: 'Estrategia ETH',
  symbol: 'ETHUSDT',
  side: 'sell',
  outcome: 'scaled',
  rule: 'max_notional',
  message: 'Reducida a 500 USDT por el máximo por orden',
  createdAt: '2026-11-27T09:15:00.000Z',
});
const skipped = aCopyLedgerRow({
  id: 'r-skipped',
  outcome: 'skipped',
  rule: 'slippage',
  message: 'Omitida: el precio se alejó un 1,8 % (máximo 1 %)',
});
const failed = aCopyLedgerRow({
  id: 'r-failed',
  outcome: 'failed',
  rule: 'exchange',
  message: 'Falló la orden en el exchange: saldo insuficiente',
});

function show() {
  return renderWithApp(<CopyLedgerCard accountId={accountId} />);
}

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

describe('Copias recibidas', () => {
  it('lists the rows and the counts with Spanish labels and es-ES dates', async () => {
    const api = fakeApi({
      [`GET ${LEDGER}`]: json(
        200,
        aCopyLedger([copied, scaled, skipped, failed], {
          counts: { copied: 1234, scaled: 1, skipped: 1, failed: 1 },
        }),
      ),
    });
    show();
    expect(screen.getByRole('heading', { name: 'Copias recibidas' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Copias recibidas por la cuenta' });
    expect(api.calls[0]!.search).toBe('?page=1&limit=25');
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    expect(headers).toEqual(['Fecha', 'Emisor', 'Símbolo', 'Lado', 'Resultado', 'Motivo']);

    // Each count: its label (dt), then its figure (dd).
    const count = (label: string) => screen.getByText(label).nextElementSibling?.textContent;
    expect(count('Copiadas')).toBe('1234');
    expect(count('Reducidas')).toBe('1');
    expect(count('Omitidas')).toBe('1');
    expect(count('Fallidas')).toBe('1');

    const row = (id: string) =>
      within(table.querySelector<HTMLElement>(`[data-ledger-id="${id}"]`)!);
    expect(row('r-copied').getByText('Líder')).toBeInTheDocument();
    expect(row('r-copied').getByText('BTCUSDT')).toBeInTheDocument();
    expect(row('r-copied').getByText('Compra')).toBeInTheDocument();
    expect(row('r-copied').getByText('Copiada')).toBeInTheDocument();
    expect(row('r-copied').getByText('Copiada: 0,5 BTCUSDT')).toBeInTheDocument();

    const created = new Date(scaled.createdAt).toLocaleString('es-ES', {
      dateStyle: 'short',
      timeStyle: 'short',
    });
    expect(created).toMatch(/^27\/11\/26, \d{1,2}:15$/);
    expect(row('r-scaled').getByText(created)).toBeInTheDocument();
    expect(row('r-scaled').getByText('Estrategia ETH')).toBeInTheDocument();
    expect(row('r-scaled').getByText('ETHUSDT')).toBeInTheDocument();
    expect(row('r-scaled').getByText('Venta')).toBeInTheDocument();
    expect(row('r-scaled').getByText('Reducida')).toBeInTheDocument();
    expect(
      row('r-scaled').getByText('Reducida a 500 USDT por el máximo por orden'),
    ).toBeInTheDocument();

    expect(row('r-skipped').getByText('Omitida')).toBeInTheDocument();
    expect(
      row('r-skipped').getByText('Omitida: el precio se alejó un 1,8 % (máximo 1 %)'),
    ).toBeInTheDocument();
    expect(row('r-failed').getByText('Fallida')).toBeInTheDocument();
    // One page: no pagination.
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('says when the account has no copies yet', async () => {
    fakeApi({ [`GET ${LEDGER}`]: json(200, aCopyLedger([])) });
    show();
    expect(
      await screen.findByText('Aún no hay copias de otras cuentas en esta cuenta.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByText('Copiadas')).toBeNull();
  });

  it('pages through the ledger', async () => {
    const api = fakeApi({
      [`GET ${LEDGER}`]: ({ url }) =>
        url.searchParams.get('page') === '2'
          ? json(
              200,
              aCopyLedger([failed], {
                counts: { copied: 25, scaled: 0, skipped: 0, failed: 1 },
                pagination: { page: 2, totalPages: 2, total: 26, limit: 25 },
              }),
            )
          : json(
              200,
              aCopyLedger([copied], {
                counts: { copied: 25, scaled: 0, skipped: 0, failed: 1 },
                pagination: { page: 1, totalPages: 2, total: 26, limit: 25 },
              }),
            ),
    });
    const user = userEvent.setup();
    show();
    await screen.findByRole('table');
    expect(screen.getByText('Página 1 de 2 · 26 resultados')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(await screen.findByText('Fallida')).toBeInTheDocument();
    expect(screen.getByText('Página 2 de 2 · 26 resultados')).toBeInTheDocument();
    expect(api.calls.at(-1)!.search).toBe('?page=2&limit=25');
  });

  it("says inline when the ledger cannot be loaded, with the server's message", async () => {
    fakeApi({
      [`GET ${LEDGER}`]: json(403, { error: 'No tienes acceso a esta cuenta', code: 'FORBIDDEN' }),
    });
    show();
    expect(await screen.findByRole('alert')).toHaveTextContent('No tienes acceso a esta cuenta');
  });

  it("refetches on this account's copies.changed, not another's", async () => {
    let listed = [copied];
    const api = fakeApi({ [`GET ${LEDGER}`]: () => json(200, aCopyLedger(listed)) });
    const { queryClient } = show();
    await screen.findByRole('table');
    const live = async (keys: ReturnType<typeof keysFor>) => {
      for (const queryKey of keys) await queryClient.invalidateQueries({ queryKey });
    };

    listed = [scaled, copied];
    await live(keysFor('copies.changed', { accountId: 'another-account' }));
    await live(keysFor('orders.changed', { accountId }));
    expect(api.count('GET', LEDGER)).toBe(1);
    expect(screen.queryByText('Reducida')).toBeNull();

    await live(keysFor('copies.changed', { accountId }));
    expect(await screen.findByText('Reducida')).toBeInTheDocument();
    await waitFor(() => expect(api.count('GET', LEDGER)).toBe(2));
    expect(screen.getByText('Reducidas').nextElementSibling).toHaveTextContent('1');
  });
});
