/** What the author of a strategy is told when a run fails. */
import { MESSAGES, STRATEGY_MESSAGES } from '@pulso/domain';
import type { SandboxFailureKind } from './protocol';

/** The spec's messages for what went wrong (others in Spanish); never the engine's internals. */
export function messageFor(kind: SandboxFailureKind, detail: string): string {
  switch (kind) {
    case 'syntax':
      return MESSAGES.strategy.syntaxError(detail.replace(/^SyntaxError:\s*/, ''));
    case 'missing':
      return MESSAGES.strategy.missingFunction;
    case 'timeout':
      return MESSAGES.strategy.timeout;
    case 'memory':
      return 'La estrategia superó el límite de memoria';
    case 'output':
      return 'El resultado de la estrategia es demasiado grande';
    case 'trades':
      return STRATEGY_MESSAGES.tooManyTrades;
    case 'invalid':
      return detail;
    case 'crash':
      return 'La estrategia detuvo el entorno aislado por un fallo interno. Evita estructuras muy anidadas o recursivas e inténtalo de nuevo';
    case 'runtime':
      return `Error al ejecutar la estrategia: ${detail}`;
  }
}

export function queueFullMessage(max: number): string {
  return `Tienes demasiadas ejecuciones de estrategias en cola (máximo ${max}). Espera a que terminen e inténtalo de nuevo`;
}
