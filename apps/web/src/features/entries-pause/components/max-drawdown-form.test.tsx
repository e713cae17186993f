import { configure, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { json } from '../../../test/fake-api';
import { riskCard } from '../testing/card';
import { someRiskLimits } from '../testing/fixtures';

configure({ asyncUtilTimeout: 5000 });

const { limits: LIMITS, api, show, puts } = riskCard('00000000-0000-4000-8000-0000000000ad');

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

describe('Caída máxima (account)', () => {
  it('saves the drawdown and its close in es-ES numbers, keeping the other limits', async () => {
    const server = api({
      [`GET ${LIMITS}`]: json(200, someRiskLimits({ maxOpenPositions: 4 })),
      [`PUT ${LIMITS}`]: ({ body }) =>
        json(200, {
          ...someRiskLimits(),
          ...(body as object),
          drawdown: { highWater: '12345.5', below: '0', stoppedAt: null },
        }),
    });
    const user = userEvent.setup();
    show();
    await user.type(await screen.findByLabelText('Caída máxima (USD)'), '1.500,25');
    await user.click(
      screen.getByRole('checkbox', { name: 'Cerrar las posiciones abiertas al alcanzarla' }),
    );
    await user.click(screen.getByRole('button', { name: 'Guardar caída' }));

    expect(await screen.findByText('Caída máxima guardada')).toBeInTheDocument();
    expect(puts(server)).toEqual([
      { maxOpenPositions: 4, maxDrawdown: '1500.25', closeAtMaxDrawdown: true },
    ]);
    expect(
      await screen.findByText('Ahora: 0,00 USD por debajo de su mejor PnL (12.345,50 USD)'),
    ).toBeVisible();
  });

  it('says when the watch paused the account, and the server’s refusal of a close without a limit', async () => {
    const reason = 'Define una caída máxima para cerrar al alcanzarla';
    api({
      [`GET ${LIMITS}`]: json(
        200,
        someRiskLimits({
          drawdown: { highWater: '900', below: '1100', stoppedAt: '2026-11-02T10:30:00.000Z' },
        }),
      ),
      [`PUT ${LIMITS}`]: json(400, {
        error: 'Datos no válidos',
        code: 'VALIDATION',
        issues: [{ path: ['closeAtMaxDrawdown'], message: reason }],
      }),
    });
    const user = userEvent.setup();
    show();
    expect(
      await screen.findByText(
        /^Entradas en pausa por su caída máxima desde el 2\/11\/26, 11:30 \(1100,00 USD/,
      ),
    ).toBeVisible();
    await user.click(
      screen.getByRole('checkbox', { name: 'Cerrar las posiciones abiertas al alcanzarla' }),
    );
    await user.click(screen.getByRole('button', { name: 'Guardar caída' }));
    expect(await screen.findByText(reason)).toBeVisible();
  });
});
