import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../test/render-with-app';
import { defaultDateRangeState, useDateStore } from '../stores/date-store';
import { GroupingSelect } from './grouping-select';

const select = () => screen.getByRole('combobox', { name: 'Agrupación Temporal' });
const option = (value: string) =>
  within(select())
    .getAllByRole('option')
    .find((o) => (o as HTMLOptionElement).value === value)!;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2025-06-15T12:00:00.000Z'));
  useDateStore.setState(defaultDateRangeState());
});
afterEach(() => vi.useRealTimers());

describe('grouping selector (spec §2, §5)', () => {
  it('labels each option and marks those unfit for the range, with the reason', () => {
    renderWithApp(<GroupingSelect />); // last 30 days
    expect(option('1d')).toHaveTextContent(/^1 día$/);
    expect(option('1d')).toHaveAttribute('title', 'Adecuada para 30 días (30 puntos)');
    // 1 s over 30 days is 2,592,000 points: fine by spec §5 (the chart pages its candles).
    expect(option('1s')).toHaveTextContent(/^1 segundo$/);
    expect(option('1s')).toHaveAttribute('title', 'Adecuada para 30 días (2.592.000 puntos)');
    // 1 week over 30 days is 5 points: fine.
    expect(option('1w')).toHaveTextContent(/^1 semana$/);
    expect(screen.getByText('Adecuada para 30 días (30 puntos)')).toBeInTheDocument();
  });

  it('keeps an unfit option selectable and warns with its reason', async () => {
    const user = userEvent.setup();
    useDateStore.getState().setTimeframe('last_1_hour');
    renderWithApp(<GroupingSelect />);
    expect(option('1d')).toHaveTextContent('1 día (no recomendada)');
    await user.selectOptions(select(), '1d');
    expect(useDateStore.getState().grouping).toBe('1d');
    expect(select()).toHaveValue('1d');
    expect(screen.getByRole('status')).toHaveTextContent(
      'Demasiado amplia: 1 punto para 1 hora (mínimo 2). Se recomienda 5m.',
    );
    expect(select()).toHaveAccessibleDescription(/Demasiado amplia/);
  });

  it('gives the Spanish too-granular warning with its recommendation', () => {
    // 2025-02-14 to the end of 2025-06-13: just under 120 days, shown rounded up.
    useDateStore.getState().setCustomDateRange({ startDate: '2025-02-14', endDate: '2025-06-13' });
    useDateStore.getState().setGrouping('1s'); // chosen on purpose: allowed, with the warning
    renderWithApp(<GroupingSelect />);
    expect(screen.getByRole('status')).toHaveTextContent(
      'La agrupación 1s puede ser demasiado granular para un rango de 120 días. Se recomienda 1m.',
    );
  });

  it('shows the warning as an icon with its reason in the compact toolbar', () => {
    useDateStore.getState().setCustomDateRange({ startDate: '2025-02-14', endDate: '2025-06-13' });
    useDateStore.getState().setGrouping('1s');
    renderWithApp(<GroupingSelect compact />);
    expect(screen.getByRole('img', { name: /demasiado granular/ })).toBeInTheDocument();
    expect(screen.getByRole('tooltip')).toHaveTextContent(/Se recomienda 1m/);
  });
});
