import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Deployment } from '@pulso/domain/schemas';
import { fakeApi, json } from '../../test/fake-api';
import { renderWithApp } from '../../test/render-with-app';
import { aDeployment } from '../../features/strategies/testing/fixtures';
import DeploymentsPage from './deployments';

const deployment = aDeployment();
const page = (data: Deployment[], total = data.length) =>
  json(200, {
    data,
    pagination: { page: 1, totalPages: Math.ceil(total / 10) || 1, total, limit: 10 },
  });

describe('deployments page', () => {
  it('lists 10 per page, filters by status and search, pauses with the spec message', async () => {
    const user = userEvent.setup();
    let paused = false;
    const api = fakeApi({
      'GET /api/strategy-deployment': () => page([{ ...deployment, isPaused: paused }], 12),
      'GET /api/strategy-deployment/active': json(500, { error: '', code: 'INTERNAL' }),
      'GET /api/strategy': json(200, {
        data: [],
        pagination: { page: 1, totalPages: 1, total: 0, limit: 100 },
      }),
      'GET /api/account/list': json(200, {
        data: [],
        pagination: { page: 1, totalPages: 1, total: 0, limit: 100 },
      }),
      'PATCH /api/strategy-deployment/d1': ({ body }) => {
        paused = (body as { isPaused: boolean }).isPaused;
        return json(200, {
          message: 'Deployment updated successfully',
          deployment: { ...deployment, isPaused: paused },
        });
      },
    });
    renderWithApp(<DeploymentsPage />);
    expect(await screen.findByText('Cruce SMA')).toBeInTheDocument();
    const first = api.calls.find((c) => c.path === '/api/strategy-deployment')!;
    expect(Object.fromEntries(new URLSearchParams(first.search))).toEqual({
      page: '1',
      limit: '10',
    });

    await user.selectOptions(screen.getByLabelText('Estado'), 'paused');
    await waitFor(() =>
      expect(api.calls.some((c) => c.search.includes('isPaused=true'))).toBe(true),
    );
    // Running only: the spec's active route, and its message when it fails.
    await user.selectOptions(screen.getByLabelText('Estado'), 'running');
    expect(await screen.findByText('Failed to fetch active deployments')).toBeInTheDocument();
    expect(api.calls.some((c) => c.path === '/api/strategy-deployment/active')).toBe(true);
    await user.selectOptions(screen.getByLabelText('Estado'), 'paused');
    await user.type(screen.getByRole('searchbox', { name: 'Buscar despliegues' }), 'sma');
    await waitFor(() => expect(api.calls.some((c) => c.search.includes('search=sma'))).toBe(true));

    await user.click(screen.getByRole('button', { name: 'Pausar' }));
    expect(await screen.findByText('Deployment updated successfully')).toBeInTheDocument();
    expect(api.calls.find((c) => c.method === 'PATCH')?.body).toEqual({ isPaused: true });
  });

  it('deletes after confirmation', async () => {
    const user = userEvent.setup();
    const api = fakeApi({
      'GET /api/strategy-deployment': page([deployment]),
      'GET /api/strategy': json(200, {
        data: [],
        pagination: { page: 1, totalPages: 1, total: 0, limit: 100 },
      }),
      'GET /api/account/list': json(200, {
        data: [],
        pagination: { page: 1, totalPages: 1, total: 0, limit: 100 },
      }),
      'DELETE /api/strategy-deployment/d1': json(200, {
        message: 'Deployment deleted successfully',
      }),
    });
    renderWithApp(<DeploymentsPage />);
    await user.click(await screen.findByRole('button', { name: 'Eliminar' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByText('Deployment deleted successfully')).toBeInTheDocument();
    expect(api.count('DELETE', '/api/strategy-deployment/d1')).toBe(1);
  });
});
