import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi, json } from '../../../test/fake-api';
import { renderWithApp } from '../../../test/render-with-app';
import { TradeImportsList } from './trade-imports-list';

const batch = (over: Record<string, unknown>) => ({
  id: 'imp-1',
  fileName: 'binance.csv',
  format: 'binance-spot',
  rows: 12,
  imported: 12,
  funding: 0,
  remaining: 12,
  remainingFunding: 0,
  status: 'done',
  createdAt: '2026-11-20T10:00:00.000Z',
  ...over,
});

describe('an account’s imports can be undone, after a confirmation that says what changes', () => {
  it('lists the imports; "Deshacer" asks first, then undoes', async () => {
    const api = fakeApi({
      'GET /api/trade/account/acc-1/imports': json(200, {
        data: [
          batch({}),
          batch({ id: 'imp-0', fileName: 'old.csv', status: 'undone', remaining: 0 }),
        ],
      }),
      'POST /api/trade/account/acc-1/imports/imp-1/undo': json(200, { removed: 12 }),
    });
    renderWithApp(<TradeImportsList accountId="acc-1" />);
    expect(await screen.findByText(/binance\.csv · .* · 12 operaciones/)).toBeVisible();
    expect(screen.getByText('Deshecha')).toBeVisible();
    // Only the import still held can be undone.
    const undo = screen.getAllByRole('button', { name: 'Deshacer' });
    expect(undo).toHaveLength(1);

    await userEvent.click(undo[0]!);
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent(
      'Se borrarán las 12 operaciones que trajo «binance.csv». Las posiciones, el PnL, el volumen y los gráficos de la cuenta se recalcularán sin ellas',
    );
    expect(api.count('POST', '/api/trade/account/acc-1/imports/imp-1/undo')).toBe(0);
    await userEvent.click(screen.getAllByRole('button', { name: 'Deshacer' }).at(-1)!);
    await waitFor(() =>
      expect(api.count('POST', '/api/trade/account/acc-1/imports/imp-1/undo')).toBe(1),
    );
  });

  it('a funding export’s import says it holds funding payments, and undoing it says they leave', async () => {
    const api = fakeApi({
      'GET /api/trade/account/acc-1/imports': json(200, {
        data: [
          batch({
            fileName: 'transacciones.csv',
            format: 'binance-futures-transactions',
            imported: 0,
            remaining: 0,
            funding: 3,
            remainingFunding: 3,
          }),
        ],
      }),
      'POST /api/trade/account/acc-1/imports/imp-1/undo': json(200, { removed: 0, funding: 3 }),
    });
    renderWithApp(<TradeImportsList accountId="acc-1" />);
    expect(
      await screen.findByText(/transacciones\.csv · .* · 3 pagos de financiación/),
    ).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Deshacer' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent(
      'Se borrarán los 3 pagos de financiación que trajo «transacciones.csv». La financiación y el PnL total de la cuenta se recalcularán sin ellos',
    );
    await userEvent.click(screen.getAllByRole('button', { name: 'Deshacer' }).at(-1)!);
    await waitFor(() =>
      expect(api.count('POST', '/api/trade/account/acc-1/imports/imp-1/undo')).toBe(1),
    );
    expect(
      await screen.findByText(/Importación deshecha: 3 pagos de financiación borrados/),
    ).toBeVisible();
  });
});
