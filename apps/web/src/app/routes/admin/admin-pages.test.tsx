import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { toast } from 'react-toastify';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@pulso/domain/core';
import { activityLogsKeys } from '../../../features/activity-logs';
import { useTokenStore, useUserStore } from '../../../features/identity';
import { adminRole, makeUser, userRole } from '../../../features/identity/testing/fixtures';
import { createQueryClient } from '../../../lib/query-client';
import { fakeApi, json } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';
import { AppProviders } from '../../providers';
import { AppRoutes } from '../../router';

// Pages load their chunks on first render, slower while the whole suite runs in parallel.
configure({ asyncUtilTimeout: 5000 });

const ana = makeUser();
const bruno = makeUser({
  id: 'u-bruno',
  uid: 'sub-bruno',
  email: 'bruno@example.com',
  displayName: 'Bruno',
  roleId: userRole.id,
  role: { id: userRole.id, name: userRole.name },
});
const page = (data: unknown[]) => ({
  data,
  pagination: { page: 1, totalPages: 1, total: data.length, limit: 25 },
});

// The app shell asks for the user's channels (its paused-channel notice): not the page's call.
const adminCalls = (calls: { path: string }[]) =>
  calls.filter((c) => c.path !== '/api/notification/channel/list');

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

describe('admin pages: the client-side check of spec §6', () => {
  it("says 'Role not found' while no role is loaded", async () => {
    const api = fakeApi({});
    useUserStore.setState({ user: ana, role: null });
    renderApp({ route: '/admin/users', token: 'tok' });
    expect(
      await screen.findByRole('heading', { name: MESSAGES.errors.permissions.roleNotFound }),
    ).toBeInTheDocument();
    expect(adminCalls(api.calls)).toEqual([]);
  });

  it("says 'Permission Error' to a role other than admin, and shows no admin link", async () => {
    const api = fakeApi({});
    useUserStore.setState({ user: bruno, role: userRole });
    renderApp({ route: '/admin/roles', token: 'tok' });
    expect(
      await screen.findByRole('heading', { name: MESSAGES.errors.permissions.permissionError }),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('banner')).queryByRole('link', { name: 'Administración' }),
    ).toBeNull();
    expect(adminCalls(api.calls)).toEqual([]);
  });

  it('sends a visitor home', async () => {
    const { location } = renderApp({ route: '/admin/users' });
    await waitFor(() => expect(location.pathname).toBe('/'));
  });

  it('lets an admin in, with Administración in the bar', async () => {
    fakeApi({
      'GET /api/user/list': json(200, page([ana, bruno])),
      'GET /api/role/list': json(200, [adminRole, userRole]),
    });
    useUserStore.setState({ user: ana, role: adminRole });
    renderApp({ route: '/admin', token: 'tok' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Usuarios' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('banner')).getByRole('link', { name: 'Administración' }),
    ).toHaveAttribute('href', '/admin');
    expect(await screen.findByText('bruno@example.com')).toBeInTheDocument();
  });
});

describe('Administración › Usuarios', () => {
  function renderUsersPage() {
    const queryClient = createQueryClient();
    useTokenStore.getState().setToken('tok');
    useUserStore.setState({ user: ana, role: adminRole });
    render(
      <AppProviders queryClient={queryClient}>
        <MemoryRouter initialEntries={['/admin/users']}>
          <AppRoutes />
        </MemoryRouter>
      </AppProviders>,
    );
    return queryClient;
  }

  it('deactivates a user, then refreshes the user list and the activity logs', async () => {
    const toastSuccess = vi.spyOn(toast, 'success');
    let brunoNow = bruno;
    const api = fakeApi({
      'GET /api/user/list': () => json(200, page([ana, brunoNow])),
      'GET /api/role/list': json(200, [adminRole, userRole]),
      'PATCH /api/user/u-bruno': ({ body }) => {
        brunoNow = { ...bruno, ...(body as object) };
        return json(200, brunoNow);
      },
    });
    const queryClient = renderUsersPage();
    // A page of the activity log seen earlier, now in the cache.
    const logsKey = activityLogsKeys.list({ page: 1, limit: 25 });
    queryClient.setQueryData(logsKey, page([]));

    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Desactivar a Bruno' }));
    const dialog = screen.getByRole('alertdialog', { name: '¿Desactivar a Bruno?' });
    await user.click(within(dialog).getByRole('button', { name: 'Desactivar' }));

    await waitFor(() => expect(toastSuccess).toHaveBeenCalledWith(MESSAGES.success.users.updated));
    expect(api.calls.find((call) => call.method === 'PATCH')?.body).toEqual({ isActive: false });
    await waitFor(() => expect(api.count('GET', '/api/user/list')).toBe(2));
    expect(queryClient.getQueryState(logsKey)?.isInvalidated).toBe(true);
    expect(await screen.findByRole('button', { name: 'Activar a Bruno' })).toBeInTheDocument();
  });

  it("ends a user's sessions after confirming; not the admin's own from here", async () => {
    const toastSuccess = vi.spyOn(toast, 'success');
    const api = fakeApi({
      'GET /api/user/list': json(200, page([ana, bruno])),
      'GET /api/role/list': json(200, [adminRole, userRole]),
      'POST /api/user/u-bruno/sessions/end': () => new Response(null, { status: 204 }),
    });
    renderUsersPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Cerrar las sesiones de Bruno' }));
    const dialog = screen.getByRole('alertdialog', { name: '¿Cerrar las sesiones de Bruno?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cerrar sesiones' }));
    await waitFor(() => expect(toastSuccess).toHaveBeenCalledWith('Sesiones cerradas'));
    expect(api.count('POST', '/api/user/u-bruno/sessions/end')).toBe(1);
    expect(screen.getByRole('button', { name: 'Cerrar las sesiones de Ana Admin' })).toBeDisabled();
  });

  it("issues a one-time password link and shows it once; a refusal shows the server's reason", async () => {
    const url = 'http://localhost:3010/idp/set-password?token=abc123';
    let refuse = false;
    fakeApi({
      'GET /api/user/list': json(200, page([ana, bruno])),
      'GET /api/role/list': json(200, [adminRole, userRole]),
      'POST /api/user/u-bruno/password-reset': () =>
        refuse
          ? json(409, { error: 'Este usuario no inicia sesión con contraseña en Pulso' })
          : json(200, { url }),
    });
    renderUsersPage();
    const user = userEvent.setup();
    const ask = () =>
      user.click(
        screen.getByRole('button', {
          name: 'Crear un enlace para que Bruno elija una contraseña nueva',
        }),
      );
    await screen.findByRole('button', { name: 'Desactivar a Bruno' });
    await ask();
    const dialog = await screen.findByRole('dialog', { name: 'Enlace de contraseña para Bruno' });
    expect(
      within(dialog).getByRole('textbox', { name: 'Enlace para restablecer la contraseña' }),
    ).toHaveValue(url);
    expect(within(dialog).getByText(/Sirve una sola vez, caduca en 30 minutos/)).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Hecho' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    const toastError = vi.spyOn(toast, 'error');
    refuse = true;
    await ask();
    await waitFor(() =>
      expect(toastError).toHaveBeenCalledWith(
        'Este usuario no inicia sesión con contraseña en Pulso',
        expect.anything(),
      ),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('grants the admin role only after confirming; cancelling sends nothing', async () => {
    const api = fakeApi({
      'GET /api/user/list': json(200, page([ana, bruno])),
      'GET /api/role/list': json(200, [adminRole, userRole]),
      'PATCH /api/user/u-bruno': json(200, { ...bruno, roleId: adminRole.id }),
    });
    renderUsersPage();
    const user = userEvent.setup();
    const select = await screen.findByRole('combobox', { name: 'Rol de Bruno' });
    await waitFor(() => expect(within(select).getAllByRole('option')).toHaveLength(2));

    await user.selectOptions(select, 'admin');
    let dialog = screen.getByRole('alertdialog', { name: '¿Cambiar el rol de Bruno a admin?' });
    expect(dialog).toHaveTextContent('Podrá administrar Pulso');
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(api.calls.some((call) => call.method === 'PATCH')).toBe(false);
    expect(select).toHaveValue(userRole.id);

    await user.selectOptions(select, 'admin');
    dialog = screen.getByRole('alertdialog', { name: '¿Cambiar el rol de Bruno a admin?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cambiar rol' }));
    await waitFor(() =>
      expect(api.calls.find((call) => call.method === 'PATCH')?.body).toEqual({
        roleId: adminRole.id,
      }),
    );
    // The admin's own row cannot be changed from here.
    expect(screen.getByRole('combobox', { name: 'Rol de Ana Admin' })).toBeDisabled();
  });

  it('asks before removing the admin role too', async () => {
    const carla = makeUser({
      id: 'u-carla',
      uid: 'sub-carla',
      email: 'carla@example.com',
      displayName: 'Carla',
      roleId: adminRole.id,
      role: { id: adminRole.id, name: adminRole.name },
    });
    const api = fakeApi({
      'GET /api/user/list': json(200, page([ana, carla])),
      'GET /api/role/list': json(200, [adminRole, userRole]),
      'PATCH /api/user/u-carla': json(200, { ...carla, roleId: userRole.id }),
    });
    renderUsersPage();
    const user = userEvent.setup();
    const select = await screen.findByRole('combobox', { name: 'Rol de Carla' });
    await waitFor(() => expect(within(select).getAllByRole('option')).toHaveLength(2));
    await user.selectOptions(select, 'user');
    const dialog = screen.getByRole('alertdialog', { name: '¿Cambiar el rol de Carla a user?' });
    expect(dialog).toHaveTextContent('Dejará de poder administrar Pulso.');
    expect(api.calls.some((call) => call.method === 'PATCH')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Cambiar rol' }));
    await waitFor(() =>
      expect(api.calls.find((call) => call.method === 'PATCH')?.body).toEqual({
        roleId: userRole.id,
      }),
    );
  });

  it('sends the filters to the API and starts again from page 1', async () => {
    const api = fakeApi({
      'GET /api/user/list': json(200, page([bruno])),
      'GET /api/role/list': json(200, [adminRole, userRole]),
    });
    renderUsersPage();
    const user = userEvent.setup();
    await screen.findByText('bruno@example.com');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Estado' }), 'inactive');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Rol' }), 'user');
    await user.type(screen.getByRole('searchbox', { name: 'Email' }), 'bru');
    await waitFor(() => {
      const last = api.calls.filter((call) => call.path === '/api/user/list').at(-1);
      expect(new URLSearchParams(last?.search).toString()).toBe(
        'page=1&limit=25&isActive=false&role=user&email=bru',
      );
    });
  });
});
