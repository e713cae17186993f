/**
 * /pausar and /reanudar from a linked chat: the user's own deployments, numbered, and a
 * confirmation step (/si, /no) before anything changes. A pending confirmation lives in the
 * polling instance's memory for a minute: if another instance takes over polling, the user is
 * told there is nothing to confirm and asks again.
 */

/** What the chat may do with a user's deployments (the composition root wires the feature). */
export interface ChatDeployments {
  /** The user's deployments, running (paused=false) or paused, in a stable order. */
  list(userId: string, paused: boolean): Promise<{ id: string; label: string }[]>;
  setPaused(userId: string, id: string, paused: boolean): Promise<void>;
}

const CONFIRM_MS = 60_000;
const MAX_LISTED = 20;

interface Pending {
  userId: string;
  id: string;
  label: string;
  pause: boolean;
  until: number;
}

const VERB = {
  pause: { ask: 'Pausar', done: 'Pausado', none: 'No tienes despliegues activos.', cmd: 'pausar' },
  resume: {
    ask: 'Reanudar',
    done: 'Reanudado',
    none: 'No tienes despliegues pausados.',
    cmd: 'reanudar',
  },
} as const;

export class DeploymentCommands {
  private readonly pending = new Map<string, Pending>();

  constructor(
    private readonly deployments: ChatDeployments,
    private readonly now: () => number,
  ) {}

  /** /pausar [n] and /reanudar [n]: the list, or the confirmation question for number n. */
  async ask(chat: string, userId: string, pause: boolean, arg: string | undefined) {
    const verb = VERB[pause ? 'pause' : 'resume'];
    const list = (await this.deployments.list(userId, !pause)).slice(0, MAX_LISTED);
    if (list.length === 0) return verb.none;
    if (arg === undefined) {
      return [
        ...list.map((d, i) => `${i + 1}. ${d.label}`),
        `Envía /${verb.cmd} <número> para ${verb.ask.toLowerCase()} uno.`,
      ].join('\n');
    }
    const n = Number(arg);
    const chosen = Number.isInteger(n) ? list[n - 1] : undefined;
    if (!chosen)
      return `No hay ningún despliegue con el número ${arg}. Envía /${verb.cmd} para ver la lista.`;
    this.pending.set(chat, {
      userId,
      id: chosen.id,
      label: chosen.label,
      pause,
      until: this.now() + CONFIRM_MS,
    });
    return `¿${verb.ask} «${chosen.label}»? Envía /si para confirmar o /no para cancelar (tienes un minuto).`;
  }

  /** /si: does what was asked, if it was asked by this chat's user within the minute. */
  async confirm(chat: string, userId: string): Promise<string> {
    const pending = this.pending.get(chat);
    this.pending.delete(chat);
    if (!pending || pending.userId !== userId || pending.until < this.now()) {
      return 'No hay nada que confirmar. Envía /pausar o /reanudar para elegir un despliegue.';
    }
    await this.deployments.setPaused(userId, pending.id, pending.pause);
    return `${VERB[pending.pause ? 'pause' : 'resume'].done}: ${pending.label}`;
  }

  cancel(chat: string): string {
    return this.pending.delete(chat)
      ? 'Cancelado: no se ha cambiado nada.'
      : 'No había nada que cancelar.';
  }
}
