import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, json } from '../../../test/fake-api';
import { renderWithApp } from '../../../test/render-with-app';
import PublicLeaderboard from './public-leaderboard';

describe('the home ranking', () => {
  it('names its period to visitors, who have no range control (issue 39)', async () => {
    fakeApi({ 'GET /api/trade-analysis/public/leaderboard': json(200, { data: [] }) });
    renderWithApp(<PublicLeaderboard />, { token: '' });
    expect(await screen.findByText('Por ROI: últimos 30 días.')).toBeInTheDocument();
    expect(screen.queryByText(/rango seleccionado/)).toBeNull();
  });

  it("says in words which coin an account's figures leave out, beside them (issue 33)", async () => {
    const entry = (name: string, unpriced?: { asset: string; trades: number; fee: string }[]) => ({
      id: name,
      name,
      accountType: 'spot',
      exchangeName: 'Binance',
      totalPnL: '192.5',
      roi: 8.26,
      winRate: 66.7,
      tradeCount: 6,
      totalVolume: '4039',
      ...(unpriced ? { unpriced } : {}),
    });
    fakeApi({
      'GET /api/trade-analysis/public/leaderboard': json(200, {
        data: [entry('Con ZZQ', [{ asset: 'ZZQ', trades: 1, fee: '0.458' }]), entry('Sin hueco')],
      }),
    });
    renderWithApp(<PublicLeaderboard />, { token: '' });
    const [withGap, whole] = await screen.findAllByRole('link');
    expect(withGap).toHaveTextContent('Sin precio en USD para ZZQ: estas cifras no lo incluyen');
    expect(withGap).toHaveTextContent('PnL +192,50 US$');
    expect(whole).not.toHaveTextContent('Sin precio');
  });
});
