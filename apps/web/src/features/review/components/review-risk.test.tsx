import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { periodRisk } from '@pulso/domain/core';
import { charts, resetCharts } from '../../market-data/testing/fake-lightweight-charts';
import { fakeApi, json } from '../../../test/fake-api';
import { renderWithApp } from '../../../test/render-with-app';
import { aReview, aRoundTrip, REVIEW_ACCOUNT_ID as accountId } from '../testing/fixtures';
import { ReviewCard } from './review-card';

vi.mock('lightweight-charts', async () => ({
  ...(await import('../../market-data/testing/fake-lightweight-charts')),
}));

configure({ asyncUtilTimeout: 5000 });

const REVIEW = '/api/trade-analysis/review';

// Ten days on 10,000: up 500, down to 9,000 (a 14,29 % drawdown from 10,500), back above.
const risk = periodRisk({
  capital: 10_000,
  firstDay: '2026-11-01',
  lastDay: '2026-11-10',
  days: [
    { day: '2026-11-02', net: 500 },
    { day: '2026-11-04', net: -1_000 },
    { day: '2026-11-05', net: -500 },
    { day: '2026-11-08', net: 1_200 },
    { day: '2026-11-09', net: 400 },
  ],
});

function tile(key: string) {
  const el = document.querySelector<HTMLElement>(`[data-stat="${key}"]`)!;
  return el.querySelector('dd')!.textContent!.replace(/\s/g, ' ');
}

beforeEach(() => {
  resetCharts();
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

describe('Riesgo del periodo', () => {
  it('shows the curve figures apart from the trade statistics, in es-ES, with the underwater chart and the episodes', async () => {
    fakeApi({ [`GET ${REVIEW}`]: json(200, aReview([aRoundTrip()], { risk })) });
    renderWithApp(<ReviewCard accountId={accountId} />);
    const section = await screen.findByRole('region', { name: 'Riesgo del periodo' });
    expect(
      within(section).getByText(
        'Calculado sobre la curva de capital diaria (capital de referencia de 10.000,00 US$ más el resultado neto de cada día), no sobre operaciones. 10 días.',
      ),
    ).toBeInTheDocument();
    expect(
      within(section).getByText('N = 10 días · menos de 20 días: orientativo'),
    ).toBeInTheDocument();
    expect(tile('totalReturn')).toBe('+6,00 %');
    expect(tile('maxDrawdown')).toBe('-14,29 %');
    expect(tile('underwater')).toBe('50,00 %');
    expect(tile('sharpe')).toMatch(/^\d+,\d\d$/);
    expect(tile('cagr')).toBe('—');
    expect(within(section).getByText('Necesita al menos 365 días')).toBeInTheDocument();

    // One bar a day, each the distance below the high so far.
    const bars = charts.at(-1)!.series[0]!;
    expect(bars.type).toBe('Histogram');
    const drawn = bars.setData.mock.calls.at(-1)![0] as { value: number }[];
    expect(drawn).toHaveLength(10);
    expect(Math.min(...drawn.map((p) => p.value))).toBeCloseTo(-14.2857, 3);

    const episodes = within(section).getByRole('list', { name: 'Peores episodios de drawdown' });
    const first = within(episodes).getAllByRole('listitem')[0]!.textContent!.replace(/\s/g, ' ');
    // es-ES groups thousands from five digits on: 1500, 12.500.
    expect(first).toBe(
      '-14,29 %-1500,00 US$desde el 4 nov 2026 · mínimo el 5 nov 2026recuperado el 9 nov 20266 días',
    );
  });

  it('asks again from the capital the viewer names, and back to the default', async () => {
    const api = fakeApi({ [`GET ${REVIEW}`]: json(200, aReview([aRoundTrip()], { risk })) });
    renderWithApp(<ReviewCard accountId={accountId} />);
    const field = await screen.findByLabelText('Capital (US$)');
    const apply = screen.getByRole('button', { name: 'Aplicar' });
    await userEvent.type(field, '0');
    expect(screen.getByText('Un importe mayor que 0')).toBeInTheDocument();
    expect(apply).toBeDisabled();
    await userEvent.clear(field);
    await userEvent.type(field, '25000');
    await userEvent.click(apply);
    await waitFor(() =>
      expect(new URLSearchParams(api.calls.at(-1)!.search).get('capital')).toBe('25000'),
    );
    const asked = api.calls.length;
    await userEvent.click(screen.getByRole('button', { name: 'Restablecer' }));
    // The default's answer is still in the cache: shown again without asking.
    await waitFor(() => expect(screen.getByLabelText('Capital (US$)')).toHaveValue(null));
    expect(screen.queryByRole('button', { name: 'Restablecer' })).not.toBeInTheDocument();
    expect(api.calls.length).toBe(asked);
  }, 20_000);
});
