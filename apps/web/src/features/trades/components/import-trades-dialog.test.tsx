import type { TradeImportSummary } from '@pulso/domain/schemas';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi, json } from '../../../test/fake-api';
import { renderWithApp } from '../../../test/render-with-app';
import { ImportTradesDialog } from './import-trades-dialog';

/** A funding export's preview as the server answers it (Binance's transaction history). */
const fundingPreview: TradeImportSummary = {
  format: {
    id: 'binance-futures-transactions',
    name: 'Binance (futuros USDⓈ-M, historial de transacciones)',
  },
  rows: 8,
  toImport: 0,
  duplicates: 0,
  imported: 0,
  problems: [{ line: 2, reason: 'Importe vacío' }],
  problemCount: 1,
  sample: [],
  from: '2026-09-14T00:00:00.000Z',
  to: '2026-09-14T08:00:00.000Z',
  volumes: [],
  funding: {
    found: 3,
    toImport: 2,
    duplicates: 1,
    imported: 0,
    skipped: 4,
    sample: [
      {
        line: 3,
        paidAt: '2026-09-14T08:00:00.000Z',
        asset: 'BTC',
        quoteAsset: 'USDT',
        currency: 'USDT',
        amount: '-0.1245',
      },
    ],
    totals: [{ currency: 'USDT', payments: 2, amount: '-0.09342' }],
  },
};

describe('the import dialog shows a funding export’s payments in Spanish', () => {
  it('previews the funding payments (new, already there, other rows) and imports them', async () => {
    const api = fakeApi({
      'POST /api/trade/account/acc-1/import/preview': json(200, fundingPreview),
      'POST /api/trade/account/acc-1/import': json(200, {
        ...fundingPreview,
        funding: { ...fundingPreview.funding, imported: 2 },
        importId: 'imp-1',
      }),
    });
    renderWithApp(<ImportTradesDialog accountId="acc-1" open onClose={() => {}} />);
    const file = new File(['Time,Type,Amount,Asset,Symbol,Transaction ID\n'], 'transacciones.csv', {
      type: 'text/csv',
    });
    // jsdom's File has no text() (the browser's does); the fake API reads a body as JSON.
    Object.defineProperty(file, 'text', { value: () => Promise.resolve('"csv"') });
    await userEvent.upload(screen.getByLabelText(/Archivo CSV/), file);
    const preview = await screen.findByTestId('import-preview');
    expect(preview).toHaveTextContent('2 pagos de financiación nuevos');
    expect(preview).toHaveTextContent(
      '1 pago ya estaba en la cuenta (de la sincronización o de otro archivo)',
    );
    expect(preview).toHaveTextContent(
      '4 filas de otro tipo (PnL realizado, comisiones, transferencias, operaciones) no se importan',
    );
    expect(preview).toHaveTextContent(/Financiación en USDT: -0,09342 \(2 pagos\)/);
    expect(preview).toHaveTextContent('Primeros pagos de financiación');
    expect(preview).toHaveTextContent('BTC/USDT-0,1245 USDT');
    expect(preview).not.toHaveTextContent('operaciones nuevas');

    await userEvent.click(screen.getByRole('button', { name: 'Importar 2 pagos de financiación' }));
    await waitFor(() => expect(api.count('POST', '/api/trade/account/acc-1/import')).toBe(1));
    expect(await screen.findByText('Se importaron 2 pagos de financiación')).toBeVisible();
  });
});
