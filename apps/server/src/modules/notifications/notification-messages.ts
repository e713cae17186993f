import {
  formatExact,
  formatUsd,
  NOTIFICATION_EVENT_LABELS,
  type TellableEvent,
} from '@pulso/domain';

/** What one event says, in one line, in Spanish with es-ES numbers. */
export interface EventFacts {
  event: TellableEvent;
  data: Record<string, unknown>;
  /** The account's name, when the event is about one the owner still has. */
  accountName: string | null;
  /**
   * Set when the event is a copy's (its signal or trade was copied from an emitter): the
   * emitter's name where the owner may see it, else null.
   */
  copyOf?: string | null | undefined;
}

/** Lines a message lists at most; a burst says how many more there were. */
export const MAX_LINES = 10;

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** One event as a line of a message. */
export function eventLine({ event, data, accountName, copyOf }: EventFacts): string {
  const name = accountName ?? 'una cuenta eliminada';
  // A copy says so: the follower knows which of their trades were the leader's.
  const account = copyOf === undefined ? name : `${name} (copia de ${copyOf ?? 'otra cuenta'})`;
  switch (event) {
    case 'signal.failed': {
      const step = text(data.step);
      const reason = text(data.reason) || 'sin motivo registrado';
      return `${account}: ${reason}${step ? ` (paso ${step})` : ''}`;
    }
    case 'trade.executed': {
      const side = data.side === 'sell' ? 'Venta' : 'Compra';
      return `${account}: ${side} de ${formatExact(text(data.amount))} ${text(data.asset)} a ${formatExact(text(data.price))}`;
    }
    case 'deployment.failed':
      return `${account}: la última ejecución de la estrategia terminó con error`;
    case 'deployment.paused':
      return `${account}: el despliegue de la estrategia está en pausa`;
    case 'sync.failed':
      return `${account}: la sincronización con el exchange se detuvo: ${text(data.error) || 'sin motivo registrado'}`;
    case 'risk.daily_loss':
      return `${account}: pierde ${formatUsd(Number(data.loss))} hoy (tu aviso: ${formatUsd(Number(data.threshold))})`;
    case 'risk.drawdown':
      return `${account}: ${formatUsd(Number(data.drawdown))} por debajo de su mejor PnL acumulado (tu aviso: ${formatUsd(Number(data.threshold))})`;
    case 'risk.max_drawdown': {
      const closed = data.closed === true ? ', posiciones cerradas' : '';
      return `${account}: cae ${formatUsd(Number(data.drawdown))} desde su máximo (tu límite: ${formatUsd(Number(data.limit))}): entradas en pausa${closed}`;
    }
    case 'risk.window_closed': {
      const symbols = Array.isArray(data.closed) ? data.closed.map(text).filter(Boolean) : [];
      const what =
        symbols.length === 1
          ? `se cierra su posición en ${symbols[0]}`
          : `se cierran sus ${symbols.length} posiciones (${symbols.join(', ')})`;
      return `${account}: fin de su horario de operación (${text(data.windowEnd)}): ${what}`;
    }
    case 'copy.stopped': {
      const did = {
        pause: 'pausada',
        close_pause: 'posiciones copiadas cerradas y pausada',
        unfollow: 'posiciones copiadas cerradas y dejada de seguir',
      };
      const action = did[text(data.action) as keyof typeof did] ?? 'pausada';
      return `${account}: la copia de ${text(data.emitterName) || 'otra cuenta'} cae un ${formatExact(text(data.drawdownPct))} % desde su máximo (tu límite: ${formatExact(text(data.limitPct))} %): ${action}`;
    }
    case 'copy.skipped': {
      const side = data.side === 'sell' ? 'venta' : 'compra';
      return `${account}: no se copió la ${side} de ${text(data.symbol)}: ${text(data.message) || 'una regla de la copia la omitió'}`;
    }
    case 'order.pending': {
      const side = data.side === 'sell' ? 'Venta' : 'Compra';
      return `${account}: ${side} de ${formatExact(text(data.contracts))} ${text(data.symbol)} espera tu aprobación en Pulso (caduca el ${text(data.expiresAt)})`;
    }
    case 'daily.summary':
      return text(data.text);
    case 'order.unrecorded':
      return `${account}: ${text(data.reason) || 'una orden se ejecutó y no se pudo registrar: pendiente de conciliación, se reintentará'}`;
  }
}

const PLURAL: Record<TellableEvent, (n: number) => string> = {
  'signal.failed': (n) => `${n} señales fallidas`,
  'trade.executed': (n) => `${n} operaciones ejecutadas`,
  'deployment.failed': (n) => `${n} estrategias con error`,
  'deployment.paused': (n) => `${n} despliegues pausados`,
  'sync.failed': (n) => `${n} sincronizaciones fallidas`,
  'risk.daily_loss': (n) => `${n} cuentas superan su pérdida diaria`,
  'risk.drawdown': (n) => `${n} cuentas superan su caída desde máximos`,
  'risk.max_drawdown': (n) => `${n} cuentas pausadas por su caída máxima`,
  'risk.window_closed': (n) => `${n} cuentas cierran posiciones al fin de su horario`,
  'copy.stopped': (n) => `${n} copias detenidas por su caída máxima`,
  'copy.skipped': (n) => `${n} copias omitidas por sus reglas`,
  'order.pending': (n) => `${n} órdenes pendientes de aprobación`,
  'daily.summary': (n) => `${n} resúmenes diarios`,
  'order.unrecorded': (n) => `${n} órdenes ejecutadas sin registrar`,
};

/** A message's title and text from its lines and how many events it tells of. */
export function composeMessage(
  event: TellableEvent | 'test',
  lines: readonly string[],
  count: number,
): { title: string; text: string } {
  if (event === 'test') {
    return {
      title: NOTIFICATION_EVENT_LABELS.test,
      text: 'Pulso puede enviarte mensajes por este canal.',
    };
  }
  const title = count <= 1 ? NOTIFICATION_EVENT_LABELS[event] : PLURAL[event](count);
  const more = count - lines.length;
  const body =
    lines.length === 1 && count === 1 ? lines[0]! : lines.map((l) => `• ${l}`).join('\n');
  return { title, text: more > 0 ? `${body}\n… y ${more} más` : body };
}
