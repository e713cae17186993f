import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../test/render-with-app';
import { tripKey, type Excursion } from '../api/get-excursions';
import { aRoundTrip } from '../testing/fixtures';
import { ReviewExcursions } from './review-excursions';

const at = (iso: string) => Date.parse(iso);
const win = aRoundTrip(); // net +138
const loss = aRoundTrip({ asset: 'ETH', symbol: 'ETHUSDT', netPnl: '-66' });
const imported = aRoundTrip({
  asset: 'WIF',
  symbol: 'WIFUSDT',
  openedAtMs: at('2026-11-26T08:00:00Z'),
});
const excursion = (mae: string, mfe: string, missingBars = 0): Excursion => ({
  grouping: '1m',
  bars: 200 - missingBars,
  missingBars,
  maePrice: '0',
  mfePrice: '0',
  mae,
  mfe,
});

/** A point's title, its non-breaking spaces (es-ES money) read as spaces. */
const text = (el: Element) => el.textContent!.replace(/\s/g, ' ');

describe('Excursiones frente al resultado', () => {
  it('plots each trip with candles, MAE or MFE across and the result up, and counts the rest', async () => {
    renderWithApp(
      <ReviewExcursions
        trips={[win, loss, imported]}
        excursions={
          new Map([
            [tripKey(win), excursion('-20', '180')],
            [tripKey(loss), excursion('-90', '15', 3)],
            [tripKey(imported), null],
          ])
        }
      />,
    );
    const plot = screen.getByRole('img', { name: 'MAE frente al resultado neto de 2 operaciones' });
    const points = () => [...plot.querySelectorAll('circle')];
    expect(points()).toHaveLength(2);
    // The win is green and to the right of the loss (−20 > −90), and above it.
    const [w, l] = points();
    expect(w).toHaveClass('fill-emerald-500/70');
    expect(l).toHaveClass('fill-rose-500/70');
    expect(Number(w!.getAttribute('cx'))).toBeGreaterThan(Number(l!.getAttribute('cx')));
    expect(Number(w!.getAttribute('cy'))).toBeLessThan(Number(l!.getAttribute('cy')));
    expect(text(w!)).toBe('BTCUSDT · MAE -20,00 US$ · Resultado neto +138,00 US$');
    expect(document.querySelector('[data-note="excursions"]')!.textContent).toBe(
      '2 operaciones con velas de su mercado. A 1 le faltan velas (marcada con * en la tabla): no se rellenan. 1 sin velas de su mercado, fuera del gráfico.',
    );

    await userEvent.click(screen.getByRole('button', { name: 'MFE' }));
    expect(
      screen.getByRole('img', { name: 'MFE frente al resultado neto de 2 operaciones' }),
    ).toBeInTheDocument();
    // Now the win (+180) lies right of the loss (+15) by more.
    expect(text(points()[0]!)).toBe('BTCUSDT · MFE +180,00 US$ · Resultado neto +138,00 US$');
  });

  it('draws nothing when no trip has candles', () => {
    const { container } = renderWithApp(
      <ReviewExcursions trips={[imported]} excursions={new Map([[tripKey(imported), null]])} />,
    );
    expect(container.querySelector('svg')).toBeNull();
  });
});
