import { describe, expect, it } from 'vitest';
import { eventLine } from './notification-messages';

/** What a message line says for the risk controls' events (issue 37), in Spanish, es-ES numbers. */
describe('risk controls in a message', () => {
  it('says an account was paused at its maximum drawdown, and whether it was closed', () => {
    const data = { drawdown: '12100.5', limit: '10000', closed: true };
    const line = eventLine({ event: 'risk.max_drawdown', data, accountName: 'Principal' });
    expect(line).toMatch(
      /^Principal: cae 12\.100,50\s?US\$ desde su máximo \(tu límite: 10\.000,00\s?US\$\): entradas en pausa, posiciones cerradas$/,
    );
    const paused = eventLine({
      event: 'risk.max_drawdown',
      data: { ...data, closed: false },
      accountName: null,
    });
    expect(paused).toMatch(/^una cuenta eliminada: .*: entradas en pausa$/);
  });

  it('says which positions a trading window closed at its end, on the owner’s clock', () => {
    const one = { windowEnd: '24/10/26, 22:00', closed: ['BTCUSDT'] };
    expect(eventLine({ event: 'risk.window_closed', data: one, accountName: 'Principal' })).toBe(
      'Principal: fin de su horario de operación (24/10/26, 22:00): se cierra su posición en BTCUSDT',
    );
    const two = { ...one, closed: ['BTCUSDT', 'ETHUSDT'] };
    expect(eventLine({ event: 'risk.window_closed', data: two, accountName: 'Principal' })).toBe(
      'Principal: fin de su horario de operación (24/10/26, 22:00): se cierran sus 2 posiciones (BTCUSDT, ETHUSDT)',
    );
  });

  it('says which order waits for approval, and until when', () => {
    const data = {
      side: 'sell',
      contracts: '0.25',
      symbol: 'ETHUSDT',
      expiresAt: '29/11 10:30',
    };
    expect(eventLine({ event: 'order.pending', data, accountName: 'Principal' })).toBe(
      'Principal: Venta de 0,25 ETHUSDT espera tu aprobación en Pulso (caduca el 29/11 10:30)',
    );
  });

  it('says which copy a rule held back, in the rule’s words, and whose copy it was', () => {
    const data = { side: 'buy', symbol: 'ETHUSDT', message: 'ETHUSDT está excluido de esta copia' };
    expect(
      eventLine({ event: 'copy.skipped', data, accountName: 'Seguidora', copyOf: 'Líder' }),
    ).toBe(
      'Seguidora (copia de Líder): no se copió la compra de ETHUSDT: ETHUSDT está excluido de esta copia',
    );
  });
});
