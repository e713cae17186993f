import { configure, act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../test/render-with-app';
import { defaultDateRangeState, useDateStore } from '../stores/date-store';
import { DateRangeControl } from './date-range-control';
import { RefreshButton } from './refresh-button';

// Lazy chunks (pages, the modal) load on first use: slower while the whole suite runs.
configure({ asyncUtilTimeout: 5000 });
// Whole user journeys (typing, several dialogs): more than the default 5 s on a busy machine.
vi.setConfig({ testTimeout: 20_000 });

const NOW = new Date('2025-06-15T12:00:00.000Z');
const trigger = () => screen.getByRole('button', { name: /^Rango de Fechas:/ });
const menu = () => screen.getByRole('menu');
const group = (name: string) => within(menu()).getByRole('group', { name });

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  useDateStore.setState(defaultDateRangeState());
});
afterEach(() => vi.useRealTimers());

async function openMenu() {
  const user = userEvent.setup();
  renderWithApp(<DateRangeControl compact />);
  await user.click(trigger());
  return user;
}

describe('date range selector (spec §2)', () => {
  it('shows the timeframe and the days label', () => {
    renderWithApp(<DateRangeControl />);
    expect(trigger()).toHaveTextContent('Últimos 30 días');
    expect(screen.getByText('30 días')).toBeInTheDocument();
  });

  it('has a Recent section: the current timeframe, then 7 days, 30 days, today (at most 3)', async () => {
    useDateStore.getState().setTimeframe('last_90_days');
    await openMenu();
    const recent = within(group('Recientes')).getAllByRole('menuitemradio');
    expect(recent.map((item) => item.textContent)).toEqual([
      'Últimos 90 días',
      'Últimos 7 días',
      'Últimos 30 días',
    ]);
    expect(recent[0]).toHaveAttribute('aria-checked', 'true');
    // Every timeframe is offered below, and Custom last.
    expect(within(group('Todos los periodos')).getAllByRole('menuitemradio')).toHaveLength(16);
    expect(
      within(menu()).getByRole('menuitemradio', { name: 'Personalizado…' }),
    ).toBeInTheDocument();
  });

  it('leaves a custom current timeframe out of the Recent section', async () => {
    useDateStore.getState().setCustomDateRange({ startDate: '2025-06-01', endDate: '2025-06-10' });
    await openMenu();
    expect(trigger()).toHaveTextContent('01/06/2025 – 10/06/2025');
    expect(
      within(group('Recientes'))
        .getAllByRole('menuitemradio')
        .map((item) => item.textContent),
    ).toEqual(['Últimos 7 días', 'Últimos 30 días', 'Hoy']);
  });

  it('chooses a timeframe, closes and updates the days label', async () => {
    const user = await openMenu();
    await user.click(
      within(group('Todos los periodos')).getByRole('menuitemradio', { name: 'Últimos 7 días' }),
    );
    expect(screen.queryByRole('menu')).toBeNull();
    expect(useDateStore.getState().timeframe).toBe('last_7_days');
    expect(trigger()).toHaveTextContent('Últimos 7 días');
    expect(trigger()).toHaveFocus();
  });

  it('moves with the arrow keys and closes with Escape', async () => {
    const user = await openMenu();
    // The current timeframe takes the focus first (its Recent entry).
    expect(
      within(group('Recientes')).getByRole('menuitemradio', { name: 'Últimos 30 días' }),
    ).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(
      within(group('Recientes')).getByRole('menuitemradio', { name: 'Últimos 7 días' }),
    ).toHaveFocus();
    await user.keyboard('{End}');
    expect(within(menu()).getByRole('menuitemradio', { name: 'Personalizado…' })).toHaveFocus();
    await user.keyboard('{ArrowDown}'); // wraps to the top
    expect(
      within(group('Recientes')).getByRole('menuitemradio', { name: 'Últimos 30 días' }),
    ).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(trigger()).toHaveFocus();
  });

  it('opens the custom modal and shows each validation message', async () => {
    const user = await openMenu();
    await user.click(within(menu()).getByRole('menuitemradio', { name: 'Personalizado…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rango personalizado' });
    const from = within(dialog).getByLabelText('From Date');
    const to = within(dialog).getByLabelText('To Date');
    expect(from).toHaveValue('2025-05-16');
    expect(to).toHaveValue('2025-06-15');
    const apply = async (start: string, end: string) => {
      await user.clear(from);
      if (start) await user.type(from, start);
      await user.clear(to);
      if (end) await user.type(to, end);
      await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
      return within(dialog).queryByRole('alert')?.textContent;
    };
    expect(await apply('2025-06-10', '2025-06-01')).toBe('Start date must be before end date');
    expect(await apply('2025-06-01', '2025-06-20')).toBe('End date cannot be in the future');
    expect(await apply('2024-01-01', '2025-06-01')).toBe('Date range cannot exceed 365 days');
    expect(await apply('2025-06-01', '2025-06-01')).toBe('Date range must be at least 1 day');
    // Editing a date clears the message.
    await user.clear(from);
    expect(within(dialog).queryByRole('alert')).toBeNull();

    expect(await apply('2025-06-01', '2025-06-08')).toBeUndefined();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(useDateStore.getState()).toMatchObject({
      timeframe: 'custom',
      customDateRange: { startDate: '2025-06-01', endDate: '2025-06-08' },
    });
    expect(screen.getByText('8 días')).toBeInTheDocument();
  });

  it('Cancel leaves the range as it was', async () => {
    const user = await openMenu();
    await user.click(within(menu()).getByRole('menuitemradio', { name: 'Personalizado…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rango personalizado' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(useDateStore.getState().timeframe).toBe('last_30_days');
  });
});

describe('refresh button (spec §2, §9)', () => {
  it("reads 'Actualizar datos', then 'Actualizando...' with a spinner for 1 s", async () => {
    vi.useFakeTimers();
    renderWithApp(<RefreshButton />);
    const button = screen.getByRole('button', { name: 'Actualizar datos' });
    expect(screen.getByRole('tooltip')).toHaveTextContent('Actualizar datos');
    act(() => button.click());
    expect(button).toHaveAccessibleName('Actualizando...');
    expect(screen.getByRole('tooltip')).toHaveTextContent('Actualizando...');
    expect(button.querySelector('svg')).toHaveClass('animate-spin');
    act(() => vi.advanceTimersByTime(999));
    expect(button).toHaveAccessibleName('Actualizando...');
    act(() => vi.advanceTimersByTime(1));
    expect(button).toHaveAccessibleName('Actualizar datos');
    expect(button.querySelector('svg')).not.toHaveClass('animate-spin');
  });
});
