import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Deployment } from '@pulso/domain/schemas';
import { renderWithApp } from '../../../test/render-with-app';
import { aDeployment } from '../testing/fixtures';
import { DeploymentsTable } from './deployments-table';

const NOW = new Date('2025-06-01T12:00:00Z');
const deployment = (over: Partial<Deployment> = {}): Deployment =>
  aDeployment({
    lastRunAt: '2025-06-01T11:00:00Z',
    lastStatus: 'success',
    nextRunAt: '2025-06-01T13:00:02Z',
    tradesEmitted: 7,
    ...over,
  });

describe('DeploymentsTable', () => {
  it('shows status, last run, next run, trades and the last error', () => {
    renderWithApp(
      <DeploymentsTable
        now={NOW}
        deployments={[
          deployment(),
          deployment({
            id: 'd2',
            isPaused: true,
            nextRunAt: null,
            lastStatus: 'error',
            lastError: "Trade at index 0 has invalid action. Must be 'buy' or 'sell'",
          }),
          deployment({ id: 'd3', lastRunAt: null, lastStatus: null }),
        ]}
        onTogglePause={() => {}}
        onDelete={() => {}}
      />,
    );
    const [running, paused, fresh] = screen.getAllByTestId('deployment-row');
    expect(running).toHaveTextContent('En ejecución');
    expect(running).toHaveTextContent('hace 1 hora · correcta');
    expect(running).toHaveTextContent('7');
    expect(within(running!).getByRole('button', { name: 'Pausar' })).toBeInTheDocument();
    expect(paused).toHaveTextContent('En pausa');
    expect(paused).toHaveTextContent(
      "Trade at index 0 has invalid action. Must be 'buy' or 'sell'",
    );
    expect(within(paused!).getByRole('button', { name: 'Reanudar' })).toBeInTheDocument();
    expect(fresh).toHaveTextContent('Nunca');
  });

  it('pauses, resumes and deletes through its callbacks', async () => {
    const user = userEvent.setup();
    const onTogglePause = vi.fn();
    const onDelete = vi.fn();
    renderWithApp(
      <DeploymentsTable
        now={NOW}
        deployments={[deployment()]}
        onTogglePause={onTogglePause}
        onDelete={onDelete}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Pausar' }));
    expect(onTogglePause).toHaveBeenCalledWith(expect.objectContaining({ id: 'd1' }));
    await user.click(screen.getByRole('button', { name: 'Eliminar' }));
    expect(onDelete).toHaveBeenCalledWith(expect.objectContaining({ id: 'd1' }));
  });
});
