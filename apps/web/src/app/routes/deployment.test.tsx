import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { aTrade } from '../../features/trades/testing/fixtures';
import { fakeApi, json } from '../../test/fake-api';
import { renderWithApp } from '../../test/render-with-app';
import { aDeployment } from '../../features/strategies/testing/fixtures';
import DeploymentPage from './deployment';

const deployment = aDeployment({
  lastRunAt: '2025-05-02T10:00:00Z',
  lastStatus: 'error',
  lastError: 'La estrategia lanzó: boom',
  nextRunAt: '2025-05-02T11:00:02Z',
  tradesEmitted: 1,
});

const show = (route = '/deployments/d1') =>
  renderWithApp(
    <Routes>
      <Route path="/deployments/:id" element={<DeploymentPage />} />
    </Routes>,
    { route },
  );

describe('a deployment’s page', () => {
  it('shows its run state and the trades it emitted, found by its order ids, and pauses it', async () => {
    const user = userEvent.setup();
    const api = fakeApi({
      'GET /api/strategy-deployment/d1': json(200, deployment),
      'GET /api/trade/account/a1': json(200, {
        data: [aTrade({ orderId: 'strategy-d1-1746180000000-0', amount: '0.5' })],
        pagination: { page: 1, totalPages: 1, total: 1, limit: 25 },
      }),
      'PATCH /api/strategy-deployment/d1': json(200, {
        message: 'Deployment updated successfully',
        deployment: { ...deployment, isPaused: true },
      }),
    });
    show();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Cruce SMA en Paper BTC' }),
    ).toBeInTheDocument();
    expect(screen.getByText('La estrategia lanzó: boom')).toBeInTheDocument();
    expect(screen.getByText(/con error/)).toBeInTheDocument();
    const trades = screen.getByRole('region', { name: /Operaciones de este despliegue/ });
    expect(await within(trades).findByText('1 operación')).toBeInTheDocument();
    const asked = api.calls.find((c) => c.path === '/api/trade/account/a1');
    expect(new URLSearchParams(asked?.search).get('search')).toBe('strategy-d1-');

    await user.click(screen.getByRole('button', { name: 'Pausar' }));
    const patch = api.calls.find((c) => c.method === 'PATCH');
    expect(patch?.body).toEqual({ isPaused: true });
  });

  it('says so when the deployment is not there, with a way back', async () => {
    fakeApi({
      'GET /api/strategy-deployment/d9': json(404, {
        error: 'Despliegue no encontrado',
        code: 'NOT_FOUND',
      }),
    });
    show('/deployments/d9');
    expect(await screen.findByText('Despliegue no disponible')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver a Despliegues' })).toHaveAttribute(
      'href',
      '/deployments',
    );
  });
});
