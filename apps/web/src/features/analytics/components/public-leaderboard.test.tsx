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
});
