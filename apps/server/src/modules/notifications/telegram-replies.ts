import { amountDecimals, formatDecimal, formatUsd } from '@pulso/domain';

/** What the bot answers in a chat: Spanish, es-ES numbers, only the linked user's own figures. */

export const NOT_LINKED =
  'Este chat no está vinculado a Pulso. Abre Perfil › Notificaciones › Vincular Telegram, ' +
  'pulsa el enlace o envía aquí /start seguido del código que te muestra.';

export const ONLY_PRIVATE =
  'Pulso solo se vincula desde un chat privado con el bot, para que nadie más lea tus datos.';

export const CODE_REFUSED =
  'Ese código no es válido o ha caducado (dura 10 minutos y sirve una vez). ' +
  'Pide uno nuevo en Perfil › Notificaciones › Vincular Telegram.';

export const LINKED_ELSEWHERE =
  'Este chat ya está vinculado a otra cuenta de Pulso. Elimina ese canal en Perfil › Notificaciones antes de vincularlo a esta.';

export const USER_INACTIVE =
  'Tu cuenta de Pulso está desactivada: este chat no puede consultar nada. Habla con el administrador.';

export const ALREADY_LINKED = 'Este chat ya estaba vinculado a tu cuenta de Pulso.';

export const TOO_MANY_CHANNELS =
  'Ya tienes el máximo de canales: elimina uno en Perfil › Notificaciones y vuelve a intentarlo.';

export const LINKED =
  'Listo: este chat recibirá tus notificaciones de Pulso (señales fallidas y estrategias con error, ' +
  'según lo que elijas en Perfil › Notificaciones). Envía /ayuda para ver los comandos.';

export const HELP = [
  'Comandos de Pulso:',
  '/estado — tus canales, cuentas y señales fallidas en las últimas 24 h',
  '/pnl [24h|7d|30d] — el PnL total de tus cuentas (24h si no indicas rango)',
  '/posiciones — tus posiciones abiertas, con su valor y su PnL no realizado',
  '/resumen — el resumen de las últimas 24 h (el mismo que el diario)',
  '/pausar [n] — pausa uno de tus despliegues (pide confirmación)',
  '/reanudar [n] — reanuda uno de tus despliegues pausados (pide confirmación)',
  '/aprobar [n] — aprueba una orden que espera tu aprobación (pide confirmación)',
  '/rechazar [n] — rechaza una orden que espera tu aprobación (pide confirmación)',
  '/pausar_entradas — ninguna de tus cuentas abre ni amplía posiciones (pide confirmación)',
  '/reanudar_entradas — tus cuentas vuelven a abrir posiciones (pide confirmación)',
  '/ayuda — esta lista',
].join('\n');

export const UNKNOWN_COMMAND = 'No conozco ese comando. Envía /ayuda para ver los que hay.';

export const PNL_USAGE = 'Indica un rango: /pnl 24h, /pnl 7d o /pnl 30d.';

const count = (n: number, one: string, many: string) =>
  `${n.toLocaleString('es-ES')} ${n === 1 ? one : many}`;

export function statusReply(s: {
  channels: number;
  enabled: number;
  accounts: number;
  failed: number;
}): string {
  return [
    'Estado de tu cuenta en Pulso:',
    `Canales: ${count(s.channels, 'canal', 'canales')} (${count(s.enabled, 'activo', 'activos')})`,
    `Cuentas: ${count(s.accounts, 'cuenta', 'cuentas')}`,
    `Señales fallidas en las últimas 24 h: ${s.failed.toLocaleString('es-ES')}`,
  ].join('\n');
}

export const PNL_RANGES = {
  '24h': { label: 'las últimas 24 h', ms: 24 * 3_600_000 },
  '7d': { label: 'los últimos 7 días', ms: 7 * 86_400_000 },
  '30d': { label: 'los últimos 30 días', ms: 30 * 86_400_000 },
} as const;
export type PnlRange = keyof typeof PNL_RANGES;

export function pnlReply(range: PnlRange, pnl: { totalPnL: number; accounts: number }): string {
  if (pnl.accounts === 0) return 'No tienes cuentas en Pulso todavía.';
  return `PnL total de ${count(pnl.accounts, 'cuenta', 'cuentas')} en ${PNL_RANGES[range].label}: ${formatUsd(pnl.totalPnL, { signed: true })}`;
}

export const SUMMARY_TITLE = 'Resumen de las últimas 24 h:';

/** At most this many positions in a reply, the largest first. */
const MAX_POSITIONS = 15;

export function positionsReply(p: {
  accounts: number;
  positions: { asset: string; quantity: number; value: number; unrealizedPnl: number }[];
}): string {
  if (p.accounts === 0) return 'No tienes cuentas en Pulso todavía.';
  if (p.positions.length === 0)
    return `No tienes posiciones abiertas en tus ${count(p.accounts, 'cuenta', 'cuentas')}.`;
  const sorted = [...p.positions].sort((a, b) => Math.abs(b.value) - Math.abs(a.value));
  const lines = sorted
    .slice(0, MAX_POSITIONS)
    .map(
      (x) =>
        `• ${x.asset}: ${formatDecimal(x.quantity, amountDecimals(x.asset))} (valor ${formatUsd(x.value)}, PnL no realizado ${formatUsd(x.unrealizedPnl, { signed: true })})`,
    );
  const more = sorted.length - lines.length;
  return [
    `Posiciones abiertas (${count(p.accounts, 'cuenta', 'cuentas')}):`,
    ...lines,
    ...(more > 0 ? [`… y ${more} más`] : []),
  ].join('\n');
}
