import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, json } from '../../../test/fake-api';
import { aList, pageOf } from '../../accounts/testing/fixtures';
import { renderWithApp } from '../../../test/render-with-app';
import { useAccountListStore } from '../stores/account-list-store';
import { AccountListSelect } from './account-list-select';
import { NewListButton } from './new-list-button';

const select = () => screen.getByRole('combobox', { name: 'Lista de Cuentas' });
const zeta = aList({ name: 'Zeta', accountIds: ['a', 'b'] });
const alfa = aList({ name: 'alfa', accountIds: ['c'] });

beforeEach(() => {
  useAccountListStore.setState(useAccountListStore.getInitialState(), true);
});

describe('account list selector (spec §2, §4)', () => {
  it("offers 'Todas las cuentas' and says 'No hay listas creadas' when there are none", async () => {
    fakeApi({ 'GET /api/account-lists': json(200, pageOf([])) });
    renderWithApp(<AccountListSelect />);
    expect(select()).toHaveValue('all');
    expect(screen.getByRole('option', { name: 'Todas las cuentas' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'No hay listas creadas' })).toBeDisabled();
  });

  it('loads the lists (page 1, 25), selects one, calls back, and goes back to all', async () => {
    const user = userEvent.setup();
    const api = fakeApi({ 'GET /api/account-lists': json(200, pageOf([zeta, alfa])) });
    const onChange = vi.fn();
    renderWithApp(<AccountListSelect onChange={onChange} />);
    await screen.findByRole('option', { name: 'Zeta (2)' });
    expect(api.calls[0]?.search).toBe('?page=1&limit=25');
    // Alphabetical, whatever the case.
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Todas las cuentas',
      'alfa (1)',
      'Zeta (2)',
    ]);

    await user.selectOptions(select(), 'Zeta (2)');
    expect(useAccountListStore.getState().selectedList).toEqual(zeta);
    expect(onChange).toHaveBeenLastCalledWith(zeta);
    expect(localStorage.getItem('account-list-selection')).toContain(zeta.id);

    await user.selectOptions(select(), 'Todas las cuentas');
    expect(useAccountListStore.getState().selectedList).toBeNull();
    expect(onChange).toHaveBeenLastCalledWith(null);
  });

  it('edits the selected list from the pencil button', async () => {
    const user = userEvent.setup();
    fakeApi({ 'GET /api/account-lists': json(200, pageOf([zeta])) });
    useAccountListStore.getState().setLists([zeta]);
    useAccountListStore.getState().selectList(zeta);
    renderWithApp(<AccountListSelect />);
    await user.click(screen.getByRole('button', { name: 'Editar la lista Zeta' }));
    expect(useAccountListStore.getState().modal).toEqual({ mode: 'edit', list: zeta });
  });

  it("stores 'Failed to load account list' and keeps the saved lists when loading fails", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    fakeApi({ 'GET /api/account-lists': new Response('down', { status: 503 }) });
    useAccountListStore.getState().setLists([zeta]);
    renderWithApp(<AccountListSelect />);
    await waitFor(() =>
      expect(useAccountListStore.getState().error).toBe('Failed to load account list'),
    );
    expect(screen.getByRole('option', { name: 'Zeta (2)' })).toBeInTheDocument();
    expect(screen.queryByText('Failed to load account list')).toBeNull(); // no toast
  });

  it("'+ Lista' opens the modal in create mode", async () => {
    const user = userEvent.setup();
    renderWithApp(<NewListButton variant="toolbar" />);
    await user.click(screen.getByRole('button', { name: '+ Lista' }));
    expect(useAccountListStore.getState().modal).toEqual({ mode: 'create' });
  });
});
