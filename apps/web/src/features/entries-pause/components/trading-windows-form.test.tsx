import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { json } from '../../../test/fake-api';
import { riskCard } from '../testing/card';
import { someRiskLimits } from '../testing/fixtures';

configure({ asyncUtilTimeout: 5000 });

const accountId = '00000000-0000-4000-8000-0000000000ab';
const { limits: LIMITS, api, show, puts } = riskCard(accountId);
const weekdays = { days: [1, 2, 3, 4, 5], start: '09:00', end: '22:00' };

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

describe('Horario de operación (account)', () => {
  it('says an account without hours trades at any time, and offers a window', async () => {
    api({ [`GET ${LIMITS}`]: json(200, someRiskLimits()) });
    show();
    expect(await screen.findByText('Sin horario: la cuenta opera a cualquier hora.')).toBeVisible();
    expect(screen.getByRole('checkbox', { name: /al terminar cada ventana/ })).toBeDisabled();
  });

  it('adds a window, sets its days, its end at midnight and the close, keeping the daily limit', async () => {
    const server = api({
      [`GET ${LIMITS}`]: json(200, someRiskLimits({ dailyLossLimit: '250' })),
      [`PUT ${LIMITS}`]: ({ body }) =>
        json(200, { ...someRiskLimits(), ...(body as object), inWindow: false }),
    });
    const user = userEvent.setup();
    show();
    await user.click(await screen.findByRole('button', { name: 'Añadir ventana' }));
    const days = screen.getByRole('group', { name: 'Días de la ventana 1' });
    // Weekdays offered; Friday off, Saturday on.
    expect(within(days).getByRole('button', { name: 'lunes' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await user.click(within(days).getByRole('button', { name: 'viernes' }));
    await user.click(within(days).getByRole('button', { name: 'sábado' }));
    const to = screen.getByLabelText('Hasta');
    await user.clear(to);
    await user.type(to, '0000');
    await user.click(screen.getByRole('checkbox', { name: /al terminar cada ventana/ }));
    await user.click(screen.getByRole('button', { name: 'Guardar horario' }));

    expect(await screen.findByText('Horario guardado')).toBeInTheDocument();
    expect(puts(server)).toEqual([
      {
        dailyLossLimit: '250',
        tradingWindows: [{ days: [1, 2, 3, 4, 6], start: '09:00', end: '24:00' }],
        closeAtWindowEnd: true,
      },
    ]);
    expect(screen.getByLabelText('Hasta')).toHaveValue('00:00');
    expect(
      await screen.findByText('Ahora fuera de su horario: solo se cierran posiciones.'),
    ).toBeInTheDocument();
  });

  it('saving the daily limit keeps the hours; removing the last window sends none', async () => {
    const saved = someRiskLimits({ tradingWindows: [weekdays], closeAtWindowEnd: true });
    const server = api({
      [`GET ${LIMITS}`]: json(200, saved),
      [`PUT ${LIMITS}`]: ({ body }) => json(200, { ...someRiskLimits(), ...(body as object) }),
    });
    const user = userEvent.setup();
    show();
    expect(await screen.findByText('Ahora dentro de su horario.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Pérdida diaria máxima (USD)'), '100');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Límite guardado')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Quitar' }));
    await user.click(screen.getByRole('button', { name: 'Guardar horario' }));
    expect(await screen.findByText('Horario guardado')).toBeInTheDocument();
    expect(puts(server)).toEqual([
      { dailyLossLimit: '100', tradingWindows: [weekdays], closeAtWindowEnd: true },
      { dailyLossLimit: '100' },
    ]);
  });

  it("a refused window shows the server's reason under the form", async () => {
    api({
      [`GET ${LIMITS}`]: json(200, someRiskLimits()),
      [`PUT ${LIMITS}`]: json(400, {
        error: 'tradingWindows.0.end: La hora de fin debe ser posterior a la de inicio',
        code: 'VALIDATION',
        issues: [
          {
            path: ['tradingWindows', 0, 'end'],
            message: 'La hora de fin debe ser posterior a la de inicio',
          },
        ],
      }),
    });
    const user = userEvent.setup();
    show();
    await user.click(await screen.findByRole('button', { name: 'Añadir ventana' }));
    await user.click(screen.getByRole('button', { name: 'Guardar horario' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'La hora de fin debe ser posterior a la de inicio',
    );
  });
});

describe('Aprobación manual (account)', () => {
  const PENDING = `/api/accounts/${accountId}/pending-orders`;
  const held = {
    id: '00000000-0000-4000-8000-0000000000c1',
    accountId,
    signalId: '00000000-0000-4000-8000-0000000000c2',
    source: 'webhook',
    symbol: 'BTCUSDT',
    side: 'buy',
    contracts: '0.1',
    close: '50000',
    createdAt: '2026-11-29T10:00:00.000Z',
    expiresAt: '2026-11-29T10:30:00.000Z',
    state: 'pending',
    decidedAt: null,
    approvedSignalId: null,
  };

  it('sets the minutes, keeping the other limits', async () => {
    const server = api({
      [`GET ${LIMITS}`]: json(200, someRiskLimits({ dailyLossLimit: '250' })),
      [`PUT ${LIMITS}`]: ({ body }) => json(200, { ...someRiskLimits(), ...(body as object) }),
      [`GET ${PENDING}`]: json(200, { data: [] }),
    });
    const user = userEvent.setup();
    show();
    await user.type(await screen.findByLabelText('Aprobación manual (minutos de espera)'), '30');
    await user.click(screen.getByRole('button', { name: 'Guardar espera' }));
    expect(await screen.findByText('Aprobación guardada')).toBeInTheDocument();
    expect(puts(server)).toEqual([{ dailyLossLimit: '250', approvalMinutes: 30 }]);
  });

  it('lists a held order and approves it with another quantity', async () => {
    const server = api({
      [`GET ${LIMITS}`]: json(200, someRiskLimits({ approvalMinutes: 30 })),
      [`GET ${PENDING}`]: json(200, { data: [held] }),
      [`POST /api/pending-orders/${held.id}/approve`]: json(200, { ...held, state: 'approved' }),
    });
    const user = userEvent.setup();
    show();
    const list = await screen.findByRole('region', { name: 'Órdenes pendientes de aprobación' });
    expect(within(list).getByText('Compra 0,1 BTCUSDT a 50.000')).toBeInTheDocument();
    expect(within(list).getByText('Pendiente')).toBeInTheDocument();
    await user.type(within(list).getByLabelText('Cantidad'), '0,05');
    await user.click(within(list).getByRole('button', { name: 'Aprobar' }));
    expect(
      await screen.findByText('Orden aprobada: se ejecuta al precio de mercado'),
    ).toBeInTheDocument();
    expect(server.calls.filter((call) => call.method === 'POST')).toEqual([
      expect.objectContaining({ body: { contracts: '0.05' } }),
    ]);
  });
});
