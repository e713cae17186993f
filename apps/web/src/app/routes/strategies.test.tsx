import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Strategy } from '@pulso/domain/schemas';
import { fakeApi, json } from '../../test/fake-api';
import { renderWithApp } from '../../test/render-with-app';
import StrategiesPage from './strategies';

const strategy: Strategy = {
  id: '11111111-1111-4111-8111-111111111111',
  name: 'Cruce SMA',
  description: 'Medias 10/30',
  code: 'function strategy() { return [] }',
  symbol: 'ETHUSDT',
  exchange: 'binance',
  grouping: '4h',
  deployments: 2,
  createdAt: '2025-05-01T00:00:00Z',
  updatedAt: '2025-05-01T00:00:00Z',
};
const page = (data: Strategy[]) =>
  json(200, { data, pagination: { page: 1, totalPages: 1, total: data.length, limit: 25 } });

describe('strategies page', () => {
  it('lists the strategies with their series and deployments, searches, and deletes', async () => {
    const user = userEvent.setup();
    let list = [strategy];
    const api = fakeApi({
      'GET /api/strategy': ({ url }) =>
        page(
          list.filter((s) => s.name.toLowerCase().includes(url.searchParams.get('search') ?? '')),
        ),
      [`DELETE /api/strategy/${strategy.id}`]: () => {
        list = [];
        return new Response(null, { status: 204 });
      },
    });
    renderWithApp(<StrategiesPage />);
    const link = await screen.findByRole('link', { name: 'Cruce SMA' });
    expect(link).toHaveAttribute('href', `/strategies/${strategy.id}`);
    expect(screen.getByText(/ETHUSDT · binance · 4 horas · 2 despliegues/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Nueva estrategia' })).toHaveAttribute(
      'href',
      '/strategies/new',
    );

    await user.type(screen.getByRole('searchbox', { name: 'Buscar estrategias' }), 'rsi');
    expect(
      await screen.findByText('Ninguna estrategia coincide con la búsqueda.'),
    ).toBeInTheDocument();
    await user.clear(screen.getByRole('searchbox', { name: 'Buscar estrategias' }));
    await user.click(await screen.findByRole('button', { name: 'Eliminar' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByText('Estrategia eliminada')).toBeInTheDocument();
    await waitFor(() =>
      expect(
        screen.getByText('Aún no tienes estrategias. Crea una desde una plantilla.'),
      ).toBeInTheDocument(),
    );
    expect(api.count('DELETE', `/api/strategy/${strategy.id}`)).toBe(1);
  });
});
