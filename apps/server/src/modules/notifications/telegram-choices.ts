import { AppError } from '@pulso/domain';

/**
 * Commands that act on one of the user's own things from a linked chat: the list, numbered, then
 * a confirmation step (/si, /no) before anything changes — /pausar and /reanudar a deployment,
 * /aprobar and /rechazar an order waiting for approval; and one switch, /pausar_entradas and
 * /reanudar_entradas, over all the user's accounts. A pending confirmation lives in the
 * polling instance's memory for a minute: if another instance takes over polling, the user is
 * told there is nothing to confirm and asks again.
 */

/** Something listed to choose from: what acting on it needs and how the chat names it. */
export interface ChatChoice {
  id: string;
  label: string;
}

/** What the chat may do with a user's deployments (the composition root wires the feature). */
export interface ChatDeployments {
  /** The user's deployments, running (paused=false) or paused, in a stable order. */
  list(userId: string, paused: boolean): Promise<ChatChoice[]>;
  setPaused(userId: string, id: string, paused: boolean): Promise<void>;
}

/** The user's own pause switch over all their accounts' entries. */
export interface ChatEntries {
  paused(userId: string): Promise<boolean>;
  setPaused(userId: string, paused: boolean): Promise<void>;
}

/** What the chat may do with the orders waiting for the user's approval. */
export interface ChatApprovals {
  /** The user's orders still pending approval, the soonest to expire first. */
  list(userId: string): Promise<ChatChoice[]>;
  decide(userId: string, id: string, approve: boolean): Promise<void>;
}

/** One command of the kind: what it lists, what it does, and how it says so. */
interface ChoiceCommand {
  /** The question's verb: '¿Pausar «…»?'. */
  ask: string;
  /** Said once done: 'Pausado: …'. */
  done: string;
  /** Said when there is nothing to choose. */
  none: string;
  /** Said under the list: how to choose. */
  pick: string;
  /** Said for a number that is not on the list. */
  missing: (arg: string) => string;
  /** A switch, not a list: its one choice is asked about at once. */
  single?: boolean;
  list(userId: string): Promise<ChatChoice[]>;
  act(userId: string, id: string): Promise<void>;
}

const CONFIRM_MS = 60_000;
const MAX_LISTED = 20;

/** The commands of this kind the chat knows, by name (without the slash). */
export function choiceCommands(
  deployments: ChatDeployments,
  approvals: ChatApprovals,
  entries: ChatEntries,
): Record<string, ChoiceCommand> {
  const deployment = (n: string) =>
    `No hay ningún despliegue con el número ${n}. Envía /pausar o /reanudar para ver la lista.`;
  const order = (n: string) =>
    `No hay ninguna orden pendiente con el número ${n}. Envía /aprobar o /rechazar para ver la lista.`;
  const noOrders = 'No tienes órdenes pendientes de aprobación.';
  const allEntries = (userId: string) => [
    { id: userId, label: 'las entradas de todas tus cuentas' },
  ];
  const entriesSwitch = (pause: boolean): ChoiceCommand => ({
    ask: pause ? 'Pausar' : 'Reanudar',
    done: pause ? 'En pausa' : 'Reanudadas',
    none: pause ? 'Tus entradas ya están en pausa.' : 'Tus entradas no están en pausa.',
    pick: '',
    missing: () => '',
    single: true,
    list: async (userId) => ((await entries.paused(userId)) === pause ? [] : allEntries(userId)),
    act: (userId) => entries.setPaused(userId, pause),
  });
  return {
    pausar: {
      ask: 'Pausar',
      done: 'Pausado',
      none: 'No tienes despliegues activos.',
      pick: 'Envía /pausar <número> para pausar uno.',
      missing: deployment,
      list: (userId) => deployments.list(userId, false),
      act: (userId, id) => deployments.setPaused(userId, id, true),
    },
    reanudar: {
      ask: 'Reanudar',
      done: 'Reanudado',
      none: 'No tienes despliegues pausados.',
      pick: 'Envía /reanudar <número> para reanudar uno.',
      missing: deployment,
      list: (userId) => deployments.list(userId, true),
      act: (userId, id) => deployments.setPaused(userId, id, false),
    },
    aprobar: {
      ask: 'Aprobar',
      done: 'Aprobada, se envía al precio de mercado',
      none: noOrders,
      pick: 'Envía /aprobar <número> para aprobar una.',
      missing: order,
      list: (userId) => approvals.list(userId),
      act: (userId, id) => approvals.decide(userId, id, true),
    },
    rechazar: {
      ask: 'Rechazar',
      done: 'Rechazada',
      none: noOrders,
      pick: 'Envía /rechazar <número> para rechazar una.',
      missing: order,
      list: (userId) => approvals.list(userId),
      act: (userId, id) => approvals.decide(userId, id, false),
    },
    pausar_entradas: entriesSwitch(true),
    reanudar_entradas: entriesSwitch(false),
  };
}

interface Pending {
  userId: string;
  id: string;
  label: string;
  command: ChoiceCommand;
  until: number;
}

export class ChoiceCommands {
  private readonly pending = new Map<string, Pending>();

  constructor(
    private readonly commands: Record<string, ChoiceCommand>,
    private readonly now: () => number,
  ) {}

  knows(name: string): boolean {
    return Object.hasOwn(this.commands, name);
  }

  /** /<command> [n]: the list, or the confirmation question for number n. */
  async ask(chat: string, userId: string, name: string, arg: string | undefined) {
    const command = this.commands[name]!;
    const list = (await command.list(userId)).slice(0, MAX_LISTED);
    if (list.length === 0) return command.none;
    if (command.single) arg = '1';
    if (arg === undefined) {
      return [...list.map((d, i) => `${i + 1}. ${d.label}`), command.pick].join('\n');
    }
    const n = Number(arg);
    const chosen = Number.isInteger(n) ? list[n - 1] : undefined;
    if (!chosen) return command.missing(arg);
    this.pending.set(chat, {
      userId,
      id: chosen.id,
      label: chosen.label,
      command,
      until: this.now() + CONFIRM_MS,
    });
    return `¿${command.ask} «${chosen.label}»? Envía /si para confirmar o /no para cancelar (tienes un minuto).`;
  }

  /** /si: does what was asked, if it was asked by this chat's user within the minute. */
  async confirm(chat: string, userId: string): Promise<string> {
    const pending = this.pending.get(chat);
    this.pending.delete(chat);
    if (!pending || pending.userId !== userId || pending.until < this.now()) {
      return 'No hay nada que confirmar. Envía de nuevo el comando para elegir.';
    }
    try {
      await pending.command.act(userId, pending.id);
    } catch (err) {
      // A refusal (decided meanwhile, expired, gone) is the chat's answer; anything else is not.
      if (err instanceof AppError) return err.message;
      throw err;
    }
    return `${pending.command.done}: ${pending.label}`;
  }

  cancel(chat: string): string {
    return this.pending.delete(chat)
      ? 'Cancelado: no se ha cambiado nada.'
      : 'No había nada que cancelar.';
  }
}
