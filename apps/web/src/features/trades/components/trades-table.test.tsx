import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { aTrade } from '../testing/fixtures';
import { TradesTable } from './trades-table';

const FIVE_MIN_AGO = () => new Date(Date.now() - 5 * 60_000 - 1000).toISOString();

describe('trades table', () => {
  it('shows amounts with the spec §9 decimals and relative times with the date on hover', () => {
    const createdAt = FIVE_MIN_AGO();
    render(
      <TradesTable
        trades={[
          aTrade({ createdAt, orderId: 'tv-1', realizedPnl: '12.5' }),
          aTrade({
            type: 'sell',
            asset: 'DOGE',
            symbol: 'DOGEUSDC',
            quoteAsset: 'USDC',
            amount: '1000',
            price: '0.2',
            total: '200',
            fee: '0.2',
            feeAsset: 'USDC',
            realizedPnl: '-3',
          }),
        ]}
        sortBy="createdAt"
        sortOrder="desc"
        onSort={() => {}}
      />,
    );
    const [, btc, doge] = screen.getAllByRole('row');
    // BTC: 6 decimals; USDT totals: 2 (es-ES: comma decimals, dot thousands).
    expect(within(btc!).getByText('0,250000')).toBeInTheDocument();
    expect(within(btc!).getByText('15.500,00')).toBeInTheDocument();
    expect(within(btc!).getByText('12,50')).toBeInTheDocument();
    expect(within(btc!).getByText('Compra')).toBeInTheDocument();
    const time = within(btc!).getByText('hace 5 minutos');
    expect(time).toHaveAttribute('title', new Date(createdAt).toLocaleString('es-ES'));
    expect(time).toHaveAttribute('datetime', createdAt);
    // DOGE (4 decimals), USDC stable (2); a small price keeps enough decimals to mean something.
    expect(within(doge!).getByText('1000,0000')).toBeInTheDocument();
    expect(within(doge!).getByText('0,20000')).toBeInTheDocument();
    expect(within(doge!).getByText('Venta')).toBeInTheDocument();
    expect(within(doge!).getByText('-3,00')).toBeInTheDocument();
  });

  it('sorts by the clicked column and marks it with aria-sort', async () => {
    const onSort = vi.fn();
    render(<TradesTable trades={[aTrade()]} sortBy="total" sortOrder="asc" onSort={onSort} />);
    expect(screen.getByRole('columnheader', { name: /Total/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    expect(screen.getByRole('columnheader', { name: /Fecha/ })).not.toHaveAttribute('aria-sort');
    // The fee column is not sortable (the API does not sort by it).
    expect(
      within(screen.getByRole('columnheader', { name: 'Comisión' })).queryByRole('button'),
    ).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: /Cantidad/ }));
    await userEvent.click(screen.getByRole('button', { name: /PnL realizado/ }));
    expect(onSort.mock.calls).toEqual([['amount'], ['realizedPnl']]);
  });

  it('renders only the rows in view of a long page, and follows the scroll', () => {
    const trades = Array.from({ length: 100 }, (_, i) => aTrade({ orderId: `bulk-${i}` }));
    render(<TradesTable trades={trades} sortBy="createdAt" sortOrder="desc" onSort={() => {}} />);
    const rendered = () =>
      screen
        .getAllByRole('row')
        .slice(1)
        .filter((r) => r.textContent);
    const first = rendered();
    expect(first.length).toBeLessThan(30);
    expect(first[0]).toHaveTextContent('bulk-0');
    const scroller = screen.getByTestId('trades-scroll');
    scroller.scrollTop = 44 * 50;
    fireEvent.scroll(scroller);
    const after = rendered();
    expect(after.length).toBeLessThan(30);
    expect(after.some((r) => r.textContent?.includes('bulk-50'))).toBe(true);
    expect(after.some((r) => r.textContent?.includes('bulk-0'))).toBe(false);
    expect(screen.getByRole('table')).toHaveAttribute('aria-rowcount', '101');
  });
});
