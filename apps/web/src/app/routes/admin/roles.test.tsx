import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'react-toastify';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@pulso/domain/core';
import type { Role } from '@pulso/domain/schemas';
import { useUserStore } from '../../../features/identity';
import { adminRole, makeUser, userRole } from '../../../features/identity/testing/fixtures';
import { fakeApi, json } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';

// Pages load their chunks on first render, slower while the whole suite runs in parallel.
configure({ asyncUtilTimeout: 5000 });
// A whole journey (create, edit, delete): about 5 s alone on a busy machine (as my-accounts).
vi.setConfig({ testTimeout: 20_000 });

let roles: Role[];

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  useUserStore.setState({ user: makeUser(), role: adminRole });
  roles = [adminRole, userRole];
});

const openRoles = () => screen.findByRole('button', { name: 'Nuevo rol' });

function rolesApi() {
  return fakeApi({
    'GET /api/role/list': () => json(200, roles),
    'POST /api/role/create': ({ body }) => {
      const role = { id: 'r-analyst', ...(body as { name: string; permissions: string[] }) };
      roles = [...roles, role];
      return json(201, role);
    },
    'PUT /api/role/update': ({ body }) => {
      const { roleId, ...changes } = body as { roleId: string } & Partial<Role>;
      roles = roles.map((role) => (role.id === roleId ? { ...role, ...changes } : role));
      return json(
        200,
        roles.find((role) => role.id === roleId),
      );
    },
    'DELETE /api/role/delete/r-analyst': () => {
      roles = roles.filter((role) => role.id !== 'r-analyst');
      return new Response(null, { status: 204 });
    },
    'DELETE /api/role/delete/r-user': json(409, {
      error: 'El rol está asignado a 2 usuarios',
      code: 'CONFLICT',
    }),
  });
}

describe('Administración › Roles', () => {
  it('creates a role with permissions, edits them, and deletes it', async () => {
    const success = vi.spyOn(toast, 'success');
    const api = rolesApi();
    renderApp({ route: '/admin/roles', token: 'tok' });
    const user = userEvent.setup();

    await user.click(await openRoles());
    let dialog = screen.getByRole('dialog', { name: 'Nuevo rol' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Nombre' }), 'analyst');
    await user.click(within(dialog).getByRole('checkbox', { name: 'accounts:read' }));
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Añadir permiso' }),
      'reports:run{Enter}',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Crear rol' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith(MESSAGES.success.roles.created));
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({
      name: 'analyst',
      permissions: ['accounts:read', 'reports:run'],
    });
    expect(await screen.findByRole('list', { name: 'Permisos de analyst' })).toHaveTextContent(
      'reports:run',
    );

    await user.click(screen.getByRole('button', { name: 'Editar el rol analyst' }));
    dialog = screen.getByRole('dialog', { name: 'Editar el rol «analyst»' });
    await user.click(within(dialog).getByRole('button', { name: 'Quitar reports:run' }));
    await user.click(within(dialog).getByRole('button', { name: 'Guardar cambios' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith(MESSAGES.success.roles.updated));
    expect(api.calls.find((call) => call.method === 'PUT')?.body).toEqual({
      roleId: 'r-analyst',
      permissions: ['accounts:read'],
    });

    await user.click(screen.getByRole('button', { name: 'Eliminar el rol analyst' }));
    await user.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Eliminar' }),
    );
    await waitFor(() => expect(success).toHaveBeenCalledWith(MESSAGES.success.roles.deleted));
    await waitFor(() => expect(screen.queryByText('analyst')).toBeNull());
  });

  it("refuses a name the domain's rule rejects, and shows the server's reason for a 409", async () => {
    const error = vi.spyOn(toast, 'error');
    const api = rolesApi();
    renderApp({ route: '/admin/roles', token: 'tok' });
    const user = userEvent.setup();

    await user.click(await openRoles());
    const dialog = screen.getByRole('dialog', { name: 'Nuevo rol' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Nombre' }), 'mal nombre');
    await user.click(within(dialog).getByRole('button', { name: 'Crear rol' }));
    expect(
      within(dialog).getByText('Solo letras, números, guiones y guiones bajos'),
    ).toBeInTheDocument();
    expect(api.count('POST', '/api/role/create')).toBe(0);
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));

    // The admin role offers no delete at all; a role in use is refused by the server.
    expect(screen.queryByRole('button', { name: 'Eliminar el rol admin' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Eliminar el rol user' }));
    await user.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Eliminar' }),
    );
    await waitFor(() =>
      expect(error).toHaveBeenCalledWith('El rol está asignado a 2 usuarios', expect.anything()),
    );
  });
});
