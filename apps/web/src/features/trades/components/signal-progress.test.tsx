import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, json } from '../../../test/fake-api';
import { renderWithApp } from '../../../test/render-with-app';
import { SignalProgress } from './signal-progress';

const status = (over: Record<string, unknown>) => ({
  signalId: 'sig-1',
  receiverLogId: 'log-1',
  accountId: 'acc-1',
  status: 'processing',
  error: null,
  needsReconciliation: false,
  steps: [],
  trade: null,
  ...over,
});

describe("the emitted signal's end is announced truthfully", () => {
  it('a failed signal: an error notice with the step and the reason, never a success', async () => {
    const reason = 'Saldo insuficiente: faltan 99.000 USDT';
    fakeApi({
      'GET /api/trade/signal/sig-1': json(
        200,
        status({
          status: 'failed',
          error: reason,
          steps: [
            { action: 'VALIDATION', status: 'success', durationMs: 1, message: null },
            { action: 'BALANCE_CHECK', status: 'failed', durationMs: 2, message: reason },
          ],
        }),
      ),
    });
    renderWithApp(<SignalProgress signalId="sig-1" orderId="pulso-1" />);
    const notice = await screen.findByText(new RegExp(`^Señal fallida en .+: ${reason}$`));
    expect(notice).toBeInTheDocument();
    expect(screen.queryByText(/Señal ejecutada/)).not.toBeInTheDocument();
  });

  it('an executed signal: a success notice', async () => {
    fakeApi({
      'GET /api/trade/signal/sig-1': json(200, status({ status: 'done' })),
    });
    renderWithApp(<SignalProgress signalId="sig-1" orderId="pulso-2" />);
    expect(
      await screen.findByText('Señal ejecutada: la operación quedó registrada'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Señal fallida/)).not.toBeInTheDocument();
  });
});
