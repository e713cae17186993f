import { configure, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { json } from '../../../test/fake-api';
import { riskCard } from '../testing/card';
import { someRiskLimits } from '../testing/fixtures';

configure({ asyncUtilTimeout: 5000 });

const accountId = '00000000-0000-4000-8000-0000000000ac';
const { limits: LIMITS, api, show, puts } = riskCard(accountId);

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

describe('Límites de exposición (account)', () => {
  it('saves the caps and the cooldown in es-ES numbers, keeping the other limits', async () => {
    const server = api({
      [`GET ${LIMITS}`]: json(200, someRiskLimits({ dailyLossLimit: '250', approvalMinutes: 5 })),
      [`PUT ${LIMITS}`]: ({ body }) => json(200, { ...someRiskLimits(), ...(body as object) }),
    });
    const user = userEvent.setup();
    show();
    await user.type(await screen.findByLabelText('Posiciones abiertas como máximo'), '3');
    await user.type(screen.getByLabelText('Exposición máxima (USD)'), '2.500,5');
    await user.type(screen.getByLabelText('Pausa tras pérdidas seguidas'), '2');
    await user.type(screen.getByLabelText('Minutos de pausa'), '60');
    await user.click(screen.getByRole('button', { name: 'Guardar límites' }));

    expect(await screen.findByText('Límites guardados')).toBeInTheDocument();
    expect(puts(server)).toEqual([
      {
        dailyLossLimit: '250',
        approvalMinutes: 5,
        maxOpenPositions: 3,
        maxGrossExposure: '2500.5',
        lossCooldown: { losses: 2, minutes: 60 },
      },
    ]);
    expect(screen.getByLabelText('Exposición máxima (USD)')).toHaveValue('2.500,5');
  });

  it('shows what the account holds, which assets wait, and the server’s refusal', async () => {
    api({
      [`GET ${LIMITS}`]: json(
        200,
        someRiskLimits({
          maxOpenPositions: 3,
          openPositions: 2,
          grossExposure: '12345.5',
          lossCooldown: { losses: 2, minutes: 60 },
          coolingDown: [{ asset: 'BTC', until: '2026-11-02T10:30:00.000Z' }],
        }),
      ),
      [`PUT ${LIMITS}`]: json(400, {
        error: 'Datos no válidos',
        code: 'VALIDATION',
        issues: [
          {
            path: ['lossCooldown', 'minutes'],
            message: 'La pausa tras pérdidas va de 1 a 10080 minutos',
          },
        ],
      }),
    });
    const user = userEvent.setup();
    show();
    expect(await screen.findByText('Ahora: 2 posiciones abiertas · 12.345,50 USD')).toBeVisible();
    expect(screen.getByText('BTC en pausa tras pérdidas hasta el 2 nov, 11:30')).toBeVisible();
    const minutes = screen.getByLabelText('Minutos de pausa');
    await user.clear(minutes);
    await user.type(minutes, '20000');
    await user.click(screen.getByRole('button', { name: 'Guardar límites' }));
    expect(await screen.findByText('La pausa tras pérdidas va de 1 a 10080 minutos')).toBeVisible();
  });
});
