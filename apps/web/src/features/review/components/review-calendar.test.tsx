import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ReviewDay } from '@pulso/domain/core';
import { renderWithApp } from '../../../test/render-with-app';
import { ReviewCalendar } from './review-calendar';

// Days in the viewer's zone, over two years: March 2025, then January and November 2026.
const DAYS: ReviewDay[] = [
  { day: '2025-03-10', netPnl: '-50', trips: 1 },
  { day: '2026-01-15', netPnl: '12000', trips: 3 },
  { day: '2026-11-26', netPnl: '42', trips: 1 },
  { day: '2026-11-27', netPnl: '72', trips: 2 },
];

function show(selected: string | null = null) {
  const onSelect = vi.fn();
  renderWithApp(<ReviewCalendar days={DAYS} selected={selected} onSelect={onSelect} />);
  const calendar = screen.getByRole('region', { name: 'Calendario de resultados' });
  return { calendar, onSelect };
}

const MONTHS = [
  'enero',
  'febrero',
  'marzo',
  'abril',
  'mayo',
  'junio',
  'julio',
  'agosto',
  'septiembre',
  'octubre',
  'noviembre',
  'diciembre',
];

describe('Calendario de resultados: vista anual', () => {
  it('opens on the month; "Año" shows the twelve months of the last year in Spanish', async () => {
    const { calendar } = show();
    const month = within(calendar).getByRole('button', { name: 'Mes' });
    const year = within(calendar).getByRole('button', { name: 'Año' });
    expect(month).toHaveAttribute('aria-pressed', 'true');
    expect(year).toHaveAttribute('aria-pressed', 'false');
    expect(within(calendar).getByRole('heading', { name: 'noviembre de 2026' })).toBeVisible();

    await userEvent.click(year);
    expect(year).toHaveAttribute('aria-pressed', 'true');
    expect(month).toHaveAttribute('aria-pressed', 'false');
    expect(within(calendar).getByRole('heading', { level: 3, name: '2026' })).toBeVisible();
    expect(
      within(calendar)
        .getAllByRole('heading', { level: 4 })
        .map((h) => h.textContent),
    ).toEqual(MONTHS);
    // Only the days with trips are buttons, named like the month view's.
    expect(within(calendar).getAllByRole('button', { name: /operaci/ })).toHaveLength(3);
    expect(within(calendar).queryByRole('button', { name: /^25 de noviembre/ })).toBeNull();
  });

  it('colours against the largest day of the year; a day pressed selects it', async () => {
    const { calendar, onSelect } = show();
    // In the month, +42 is half the largest day (+72): strong.
    const inMonth = within(calendar).getByRole('button', {
      name: /^26 de noviembre: \+42,00\sUS\$ en 1 operación$/,
    });
    expect(inMonth.className).toContain('bg-emerald-700');

    await userEvent.click(within(calendar).getByRole('button', { name: 'Año' }));
    // In the year, against +12.000: light.
    const day26 = within(calendar).getByRole('button', {
      name: /^26 de noviembre: \+42,00\sUS\$ en 1 operación$/,
    });
    expect(day26.className).toContain('bg-emerald-100');
    expect(day26).toHaveAttribute('aria-pressed', 'false');
    expect(
      within(calendar).getByRole('button', {
        name: /^15 de enero: \+12\.000,00\sUS\$ en 3 operaciones$/,
      }).className,
    ).toContain('bg-emerald-700');

    await userEvent.click(day26);
    expect(onSelect).toHaveBeenCalledWith('2026-11-26');
  });

  it('a selected day is pressed, and pressed again clears the selection', async () => {
    const { calendar, onSelect } = show('2026-11-27');
    await userEvent.click(within(calendar).getByRole('button', { name: 'Año' }));
    const day27 = within(calendar).getByRole('button', { name: /^27 de noviembre/ });
    expect(day27).toHaveAttribute('aria-pressed', 'true');
    expect(day27.className).toContain('ring-2');
    await userEvent.click(day27);
    expect(onSelect).toHaveBeenCalledWith(null);
  });

  it('moves between the first and the last year with days, with their totals', async () => {
    const { calendar } = show();
    await userEvent.click(within(calendar).getByRole('button', { name: 'Año' }));
    const previous = within(calendar).getByRole('button', { name: 'Año anterior' });
    const next = within(calendar).getByRole('button', { name: 'Año siguiente' });
    expect(next).toBeDisabled();
    expect(previous).toBeEnabled();
    // 12.000 + 42 + 72 in 3 + 1 + 2 trips, in es-ES figures.
    expect(
      within(calendar).getByText(/^Año: \+12\.114,00\sUS\$ en 6 operaciones completas$/),
    ).toBeVisible();

    await userEvent.click(previous);
    expect(within(calendar).getByRole('heading', { level: 3, name: '2025' })).toBeVisible();
    expect(previous).toBeDisabled();
    expect(next).toBeEnabled();
    expect(
      within(calendar).getByText(/^Año: [-−]50,00\sUS\$ en 1 operación completa$/),
    ).toBeVisible();
    expect(
      within(calendar).getByRole('button', {
        name: /^10 de marzo: [-−]50,00\sUS\$ en 1 operación$/,
      }).className,
    ).toContain('bg-rose-700');
  });

  it("a month's name opens it in the month view", async () => {
    const { calendar } = show();
    await userEvent.click(within(calendar).getByRole('button', { name: 'Año' }));
    // Months outside the data have no month view to open.
    expect(within(calendar).queryByRole('button', { name: 'diciembre' })).toBeNull();
    await userEvent.click(within(calendar).getByRole('button', { name: 'enero' }));
    expect(within(calendar).getByRole('button', { name: 'Mes' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(within(calendar).getByRole('heading', { name: 'enero de 2026' })).toBeVisible();
    expect(
      within(calendar).getByText(/^Mes: \+12\.000,00\sUS\$ en 3 operaciones completas$/),
    ).toBeVisible();
  });
});
