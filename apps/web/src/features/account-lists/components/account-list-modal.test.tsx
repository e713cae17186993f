import { configure, act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AccountList } from '@pulso/domain/schemas';
import { fakeApi, json } from '../../../test/fake-api';
import {
  EXCHANGES,
  EXCHANGE_KUCOIN,
  aList,
  anAccount,
  pageOf,
} from '../../accounts/testing/fixtures';
import { renderWithApp } from '../../../test/render-with-app';
import { useAccountListStore } from '../stores/account-list-store';
import { AccountListModalHost } from './account-list-modal-host';

// Lazy chunks (pages, the modal) load on first use: slower while the whole suite runs.
configure({ asyncUtilTimeout: 5000 });
// Whole user journeys (typing, several dialogs): more than the default 5 s on a busy machine.
vi.setConfig({ testTimeout: 20_000 });

const zeta = anAccount({ name: 'Zeta spot' });
const alpha = anAccount({
  name: 'alfa futuros',
  accountType: 'future',
  exchangeId: EXCHANGE_KUCOIN.id,
  exchangeName: 'kucoin (old name)',
  isTestAccount: true,
  isActive: false,
});
const mid = anAccount({ name: 'Beta margin', accountType: 'crossMargin' });
const ACCOUNTS = [zeta, alpha, mid];

function api(overrides: Parameters<typeof fakeApi>[0] = {}) {
  return fakeApi({
    'GET /api/account/list': json(200, pageOf(ACCOUNTS, 100)),
    'GET /api/exchange/list': json(200, EXCHANGES),
    'GET /api/account-lists': json(200, pageOf([])),
    ...overrides,
  });
}

async function open(list?: AccountList) {
  const store = useAccountListStore.getState();
  act(() => (list ? store.openEdit(list) : store.openCreate()));
  return screen.findByRole('dialog', { name: list ? 'Editar Lista' : 'Crear Nueva Lista' });
}

const nameInput = () => screen.getByRole('textbox', { name: 'Nombre' });
const descriptionInput = () => screen.getByRole('textbox', { name: /Descripción/ });
const save = (label = 'Crear lista') => screen.getByRole('button', { name: label });
const checkbox = (name: RegExp) => screen.getByRole('checkbox', { name });

beforeEach(() => {
  useAccountListStore.setState(useAccountListStore.getInitialState(), true);
});

describe('account list modal (spec §2, §5)', () => {
  it('lists the accounts alphabetically with badges, type and the exchange named by id', async () => {
    api();
    renderWithApp(<AccountListModalHost />);
    const dialog = await open();
    await within(dialog).findByText('Zeta spot');
    const rows = within(dialog).getAllByRole('checkbox');
    expect(rows.map((row) => row.closest('label')?.textContent)).toEqual([
      expect.stringMatching(/^alfa futurosTestInactivaFuturos · KuCoin$/),
      expect.stringMatching(/^Beta marginActivaMargen cruzado · Binance$/),
      expect.stringMatching(/^Zeta spotActivaSpot · Binance$/),
    ]);
    expect(within(dialog).getByText('0 de 3 seleccionadas')).toBeInTheDocument();
  });

  it('selects all and none, and counts the selection', async () => {
    const user = userEvent.setup();
    api();
    renderWithApp(<AccountListModalHost />);
    const dialog = await open();
    await within(dialog).findByText('Zeta spot');
    await user.click(within(dialog).getByRole('button', { name: 'Todas' }));
    expect(within(dialog).getByText('3 de 3 seleccionadas')).toBeInTheDocument();
    expect(
      within(dialog)
        .getAllByRole('checkbox')
        .every((box) => (box as HTMLInputElement).checked),
    ).toBe(true);
    await user.click(checkbox(/Beta margin/));
    expect(within(dialog).getByText('2 de 3 seleccionadas')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Ninguna' }));
    expect(within(dialog).getByText('0 de 3 seleccionadas')).toBeInTheDocument();
  });

  it('shows every validation message, and each clears when its field is edited', async () => {
    const user = userEvent.setup();
    api();
    renderWithApp(<AccountListModalHost />);
    const dialog = await open();
    await within(dialog).findByText('Zeta spot');

    await user.click(save());
    expect(within(dialog).getByText('El nombre es requerido')).toBeInTheDocument();
    expect(within(dialog).getByText('Debe seleccionar al menos una cuenta')).toBeInTheDocument();

    await user.type(nameInput(), 'a');
    expect(within(dialog).queryByText('El nombre es requerido')).toBeNull();
    // The other field's error stays until that field is edited.
    expect(within(dialog).getByText('Debe seleccionar al menos una cuenta')).toBeInTheDocument();
    await user.click(save());
    expect(
      within(dialog).getByText('El nombre debe tener al menos 2 caracteres'),
    ).toBeInTheDocument();

    // The input stops at 50; a longer value (pasted past the cap) gets the message.
    await user.clear(nameInput());
    await user.type(nameInput(), 'x'.repeat(60));
    expect(nameInput()).toHaveValue('x'.repeat(50));
    fireEvent.change(nameInput(), { target: { value: 'x'.repeat(51) } });
    await user.click(save());
    expect(
      within(dialog).getByText('El nombre no puede tener más de 50 caracteres'),
    ).toBeInTheDocument();
    await user.type(nameInput(), '{Backspace}');
    expect(within(dialog).queryByText('El nombre no puede tener más de 50 caracteres')).toBeNull();

    fireEvent.change(descriptionInput(), { target: { value: 'd'.repeat(201) } });
    await user.click(save());
    expect(
      within(dialog).getByText('La descripción no puede tener más de 200 caracteres'),
    ).toBeInTheDocument();
    await user.type(descriptionInput(), '{Backspace}');
    expect(within(dialog).queryByText(/La descripción no puede/)).toBeNull();

    await user.click(checkbox(/Zeta spot/));
    expect(within(dialog).queryByText('Debe seleccionar al menos una cuenta')).toBeNull();
  });

  it('counts the description live as n/200 caracteres', async () => {
    const user = userEvent.setup();
    api();
    renderWithApp(<AccountListModalHost />);
    const dialog = await open();
    expect(within(dialog).getByText('0/200 caracteres')).toBeInTheDocument();
    await user.type(descriptionInput(), 'Hola');
    expect(within(dialog).getByText('4/200 caracteres')).toBeInTheDocument();
  });

  it('creates the list, adds it, reloads the lists and closes', async () => {
    const user = userEvent.setup();
    const created = aList({ name: 'Mis spot', accountIds: [zeta.id, mid.id] });
    const calls = api({
      'POST /api/account-lists': json(201, created),
      'GET /api/account-lists': json(200, pageOf([created])),
    });
    renderWithApp(<AccountListModalHost />);
    const dialog = await open();
    await within(dialog).findByText('Zeta spot');
    await user.type(nameInput(), '  Mis spot ');
    await user.click(checkbox(/Zeta spot/));
    await user.click(checkbox(/Beta margin/));
    await user.click(save());

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const post = calls.calls.find((call) => call.method === 'POST');
    expect(post?.body).toEqual({
      name: 'Mis spot',
      description: null,
      accountIds: expect.arrayContaining([zeta.id, mid.id]),
    });
    expect(calls.count('GET', '/api/account-lists')).toBeGreaterThan(0);
    expect(useAccountListStore.getState().lists).toEqual([created]);
  });

  it('edits a list: title, fields filled in, PUT, the selection follows', async () => {
    const user = userEvent.setup();
    const list = aList({ name: 'Viejo', description: 'Desc', accountIds: [alpha.id] });
    const renamed = { ...list, name: 'Nuevo' };
    const calls = api({
      [`PUT /api/account-lists/${list.id}`]: json(200, renamed),
      'GET /api/account-lists': json(200, pageOf([renamed])),
    });
    useAccountListStore.getState().setLists([list]);
    useAccountListStore.getState().selectList(list);
    renderWithApp(<AccountListModalHost />);
    const dialog = await open(list);
    await within(dialog).findByText('Zeta spot');
    expect(nameInput()).toHaveValue('Viejo');
    expect(descriptionInput()).toHaveValue('Desc');
    expect(within(dialog).getByText('1 de 3 seleccionadas')).toBeInTheDocument();
    await user.clear(nameInput());
    await user.type(nameInput(), 'Nuevo');
    await user.click(save('Guardar cambios'));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.calls.find((call) => call.method === 'PUT')?.body).toEqual({
      name: 'Nuevo',
      description: 'Desc',
      accountIds: [alpha.id],
    });
    expect(useAccountListStore.getState().selectedList).toEqual(renamed);
  });

  it('keeps the modal open after a failed save: logged, stored as the list error, no toast', async () => {
    const user = userEvent.setup();
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    api({ 'POST /api/account-lists': new Response('boom', { status: 500 }) });
    renderWithApp(<AccountListModalHost />);
    const dialog = await open();
    await within(dialog).findByText('Zeta spot');
    await user.type(nameInput(), 'Lista');
    await user.click(checkbox(/Zeta spot/));
    await user.click(save());

    await waitFor(() =>
      expect(useAccountListStore.getState().error).toBe('Failed to create account list'),
    );
    expect(consoleError).toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Crear Nueva Lista' })).toBeInTheDocument();
    expect(screen.queryByText('Failed to create account list')).toBeNull();
  });

  it("says the server's refusal beside the name: 409 'Ya tienes una lista con ese nombre'", async () => {
    const user = userEvent.setup();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    api({
      'POST /api/account-lists': json(409, {
        error: 'Ya tienes una lista con ese nombre',
        code: 'CONFLICT',
      }),
    });
    renderWithApp(<AccountListModalHost />);
    const dialog = await open();
    await within(dialog).findByText('Zeta spot');
    await user.type(nameInput(), 'Mis spot');
    await user.click(checkbox(/Zeta spot/));
    await user.click(save());

    const said = await within(dialog).findByText('Ya tienes una lista con ese nombre');
    expect(said).toHaveAttribute('role', 'alert');
    expect(nameInput()).toHaveAttribute('aria-invalid', 'true');
    expect(nameInput()).toHaveAccessibleDescription('Ya tienes una lista con ese nombre');
    // Editing the name clears it (spec §5), like the form's own messages.
    await user.type(nameInput(), '2');
    expect(within(dialog).queryByText('Ya tienes una lista con ese nombre')).toBeNull();
  });

  it('asks before deleting, deletes, drops the selection and closes', async () => {
    const user = userEvent.setup();
    const list = aList({ name: 'Borrable', accountIds: [zeta.id] });
    const calls = api({
      [`DELETE /api/account-lists/${list.id}`]: new Response(null, { status: 204 }),
    });
    useAccountListStore.getState().setLists([list]);
    useAccountListStore.getState().selectList(list);
    renderWithApp(<AccountListModalHost />);
    await open(list);

    await user.click(screen.getByRole('button', { name: 'Eliminar lista' }));
    const confirm = screen.getByRole('alertdialog');
    expect(confirm).toHaveTextContent(
      '¿Estás seguro de que quieres eliminar esta lista? Esta acción no se puede deshacer.',
    );
    await user.click(within(confirm).getByRole('button', { name: 'Cancelar' }));
    expect(calls.count('DELETE', `/api/account-lists/${list.id}`)).toBe(0);

    await user.click(screen.getByRole('button', { name: 'Eliminar lista' }));
    await user.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Eliminar lista' }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.count('DELETE', `/api/account-lists/${list.id}`)).toBe(1);
    expect(useAccountListStore.getState()).toMatchObject({ lists: [], selectedList: null });
  });

  it('keeps the modal open when a delete fails', async () => {
    const user = userEvent.setup();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const list = aList({ name: 'Fija', accountIds: [zeta.id] });
    api({ [`DELETE /api/account-lists/${list.id}`]: new Response('no', { status: 500 }) });
    renderWithApp(<AccountListModalHost />);
    await open(list);
    await user.click(screen.getByRole('button', { name: 'Eliminar lista' }));
    await user.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Eliminar lista' }),
    );
    await waitFor(() =>
      expect(useAccountListStore.getState().error).toBe('Failed to delete account list'),
    );
    expect(screen.getByRole('dialog', { name: 'Editar Lista' })).toBeInTheDocument();
  });

  it("says 'No hay cuentas disponibles' when the user has no accounts", async () => {
    api({ 'GET /api/account/list': json(200, pageOf([])) });
    renderWithApp(<AccountListModalHost />);
    const dialog = await open();
    expect(await within(dialog).findByText('No hay cuentas disponibles')).toBeInTheDocument();
    expect(within(dialog).getByText('0 de 0 seleccionadas')).toBeInTheDocument();
  });
});
