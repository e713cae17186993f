import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReceiverLogParent, ReceiverLogStatistics } from '@pulso/domain/schemas';
import { pageOf } from '../../../features/accounts/testing/fixtures';
import { fakeApi, json } from '../../../test/fake-api';
import { renderWithApp } from '../../../test/render-with-app';
import AdminReceiverLogsPage from './receiver-logs';

configure({ asyncUtilTimeout: 5000 });

const ACCOUNT = '00000000-0000-4000-8000-0000000000aa';
const base = {
  parentId: null,
  accountId: ACCOUNT,
  accountName: 'Spot 1',
  signalId: 's1',
  message: null,
  createdAt: new Date(Date.now() - 2 * 3600_000).toISOString(),
  updatedAt: new Date().toISOString(),
};
const parent: ReceiverLogParent = {
  ...base,
  id: '00000000-0000-4000-8000-0000000000a1',
  action: 'WEBHOOK',
  status: 'success',
  durationMs: 42,
  childCount: 2,
  needsReconciliation: false,
};
const steps = [
  {
    ...base,
    id: 'c1',
    parentId: parent.id,
    action: 'VALIDATION',
    status: 'success',
    durationMs: 3,
  },
  {
    ...base,
    id: 'c2',
    parentId: parent.id,
    action: 'CLIENT_CREATION',
    status: 'failed',
    durationMs: 1500,
    message: 'binance: invalid key',
  },
];
const stats: ReceiverLogStatistics = {
  total: 4,
  byStatus: { success: 3, failed: 1 },
  successRate: 75,
  byAction: [
    { action: 'VALIDATION', total: 4, success: 4, failed: 0, p50Ms: 2, p95Ms: 5 },
    { action: 'ORDER_EXECUTION', total: 3, success: 3, failed: 0, p50Ms: 120, p95Ms: 300 },
  ],
};

const routes = (overrides: Record<string, Parameters<typeof fakeApi>[0][string]> = {}) =>
  fakeApi({
    'GET /api/receiver-log/list': json(200, pageOf([parent], 25)),
    'GET /api/receiver-log/statistics': json(200, stats),
    'GET /api/account/list': json(200, pageOf([], 100)),
    [`GET /api/receiver-log/parent/${parent.id}`]: json(200, { parent, data: steps }),
    'GET /api/receiver-log/c2': json(200, {
      ...steps[1],
      metadata: { exchange: 'binance', apiKey: '[REDACTED]' },
    }),
    [`GET /api/receiver-log/${parent.id}`]: json(200, {
      ...parent,
      metadata: { symbol: 'BTCUSDT' },
    }),
    ...overrides,
  });

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

describe('admin receiver logs page', () => {
  it('lists signals; expanding one loads its steps; a step opens its metadata', async () => {
    const api = routes();
    const user = userEvent.setup();
    renderWithApp(<AdminReceiverLogsPage />);
    const list = await screen.findByRole('list', { name: 'Registros del receptor' });
    expect(within(list).getByText('Señal (webhook)')).toBeInTheDocument();
    expect(within(list).getByText('Spot 1')).toBeInTheDocument();
    expect(within(list).getByText('hace 2 horas')).toBeInTheDocument();
    expect(within(list).getByText('2 pasos')).toBeInTheDocument();
    expect(api.calls.find((c) => c.path === '/api/receiver-log/list')!.search).toBe(
      '?page=1&limit=25',
    );

    const toggle = screen.getByRole('button', { name: 'Mostrar pasos de Señal (webhook)' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    const stepList = await screen.findByRole('list', { name: 'Pasos de Señal (webhook)' });
    const items = within(stepList).getAllByRole('listitem');
    expect(items.map((i) => i.textContent)).toEqual([
      expect.stringContaining('Validación'),
      expect.stringContaining('Conexión con el exchange'),
    ]);
    expect(items[1]).toHaveTextContent('Fallido');
    // Durations in the es-ES number format, not JavaScript's '1.50'.
    expect(items[1]).toHaveTextContent('1,50 s');
    expect(items[1]).toHaveTextContent('binance: invalid key');

    await user.click(within(items[1]!).getByRole('button', { name: 'Metadatos' }));
    const dialog = await screen.findByRole('dialog', { name: 'Conexión con el exchange' });
    const pre = await within(dialog).findByLabelText('Metadatos');
    expect(JSON.parse(pre.textContent!)).toEqual({ exchange: 'binance', apiKey: '[REDACTED]' });
  });

  it('marks a signal whose executed order awaits recording as to reconcile', async () => {
    routes({
      'GET /api/receiver-log/list': json(
        200,
        pageOf([{ ...parent, status: 'pending', needsReconciliation: true }], 25),
      ),
    });
    renderWithApp(<AdminReceiverLogsPage />);
    const list = await screen.findByRole('list', { name: 'Registros del receptor' });
    const badge = within(list).getByText('Por conciliar');
    expect(badge).toHaveAttribute(
      'title',
      'La orden se ejecutó pero aún no está registrada; se reintenta hasta registrarla.',
    );
  });

  it('no badge for a signal with nothing to reconcile', async () => {
    routes();
    renderWithApp(<AdminReceiverLogsPage />);
    const list = await screen.findByRole('list', { name: 'Registros del receptor' });
    expect(within(list).getByText('Correcto')).toBeInTheDocument();
    expect(within(list).queryByText('Por conciliar')).toBeNull();
  });

  it('shows the statistics: counts, success rate and p50/p95 bars per step', async () => {
    routes();
    renderWithApp(<AdminReceiverLogsPage />);
    const panel = await screen.findByRole('region', { name: 'Estadísticas' });
    expect(within(panel).getByText('75,00 %')).toBeInTheDocument();
    expect(within(panel).getByText('4')).toBeInTheDocument();
    expect(
      within(panel).getByRole('listitem', {
        name: 'Ejecución de la orden: 3 (0 fallidos), p50 120 ms, p95 300 ms',
      }),
    ).toBeInTheDocument();
  });

  it('sends the filters to the list and the statistics', async () => {
    const api = routes();
    const user = userEvent.setup();
    renderWithApp(<AdminReceiverLogsPage />);
    await screen.findByRole('list', { name: 'Registros del receptor' });
    await user.selectOptions(screen.getByLabelText('Estado'), 'failed');
    await user.selectOptions(screen.getByLabelText('Acción'), 'BORROW');
    await user.type(screen.getByLabelText('Cuenta'), ACCOUNT);
    await waitFor(() =>
      expect(api.calls.filter((c) => c.path === '/api/receiver-log/list').at(-1)!.search).toBe(
        `?page=1&limit=25&accountId=${ACCOUNT}&status=failed&action=BORROW`,
      ),
    );
    expect(api.calls.filter((c) => c.path === '/api/receiver-log/statistics').at(-1)!.search).toBe(
      `?accountId=${ACCOUNT}`,
    );
  });

  it.each([
    ['GET /api/receiver-log/list', 'Failed to fetch receiver logs'],
    ['GET /api/receiver-log/statistics', 'Failed to fetch log statistics'],
  ])('%s failing says %s', async (route, message) => {
    routes({ [route]: new Response('down', { status: 503 }) });
    renderWithApp(<AdminReceiverLogsPage />);
    expect((await screen.findAllByText(message)).length).toBeGreaterThan(0);
  });

  it("says 'Failed to fetch child logs' and 'Failed to fetch log details'", async () => {
    routes({
      [`GET /api/receiver-log/parent/${parent.id}`]: new Response('', { status: 500 }),
      [`GET /api/receiver-log/${parent.id}`]: new Response('', { status: 500 }),
    });
    const user = userEvent.setup();
    renderWithApp(<AdminReceiverLogsPage />);
    await user.click(
      await screen.findByRole('button', { name: 'Mostrar pasos de Señal (webhook)' }),
    );
    expect((await screen.findAllByText('Failed to fetch child logs')).length).toBeGreaterThan(0);
    await user.click(screen.getByRole('button', { name: 'Detalles' }));
    expect((await screen.findAllByText('Failed to fetch log details')).length).toBeGreaterThan(0);
  });

  it("a step's metadata failing says 'Failed to fetch full metadata'", async () => {
    routes({ 'GET /api/receiver-log/c2': new Response('', { status: 500 }) });
    const user = userEvent.setup();
    renderWithApp(<AdminReceiverLogsPage />);
    await user.click(
      await screen.findByRole('button', { name: 'Mostrar pasos de Señal (webhook)' }),
    );
    const stepList = await screen.findByRole('list', { name: 'Pasos de Señal (webhook)' });
    await user.click(
      within(within(stepList).getAllByRole('listitem')[1]!).getByRole('button', {
        name: 'Metadatos',
      }),
    );
    expect((await screen.findAllByText('Failed to fetch full metadata')).length).toBeGreaterThan(0);
  });
});
