import {
  ALWAYS_TOLD_EVENTS,
  NOTIFICATION_EVENTS,
  notificationLevels,
  type NotificationEvent,
  type TellableEvent,
} from '@pulso/domain';
import { eventLine, MAX_LINES } from './notification-messages';
import type { EventAccount, OutboxEvent } from './notifications.repository';

// Planning's pure part: which channel hears which event of a batch, at which level, in which lines.

const isEvent = (event: string): event is TellableEvent =>
  (NOTIFICATION_EVENTS as readonly string[]).includes(event) ||
  (ALWAYS_TOLD_EVENTS as readonly string[]).includes(event);
const alwaysTold = (event: TellableEvent) =>
  (ALWAYS_TOLD_EVENTS as readonly string[]).includes(event);

/** One message to be: a channel, an event, and the events of the batch it tells. */
export interface Group {
  channelId: string;
  userId: string;
  event: TellableEvent;
  level: 'on' | 'silent';
  count: number;
  lines: string[];
  events: Record<string, unknown>[];
}

/** Each (channel, event) of a batch with its lines: a burst within a batch is one message. */
export function groupEvents(
  events: readonly OutboxEvent[],
  channels: readonly { id: string; userId: string; levels: Record<string, string> }[],
  /** The accounts the events are about: names, and each one's cap on the level. */
  accounts: ReadonlyMap<string, EventAccount>,
  /** Owners in their quiet hours now: their messages go silent. */
  quiet: ReadonlySet<string>,
  /** Signals and trades that are copies (by id), with the emitter's name where it may be shown. */
  copies: ReadonlyMap<string, string | null> = new Map(),
): Map<string, Group> {
  const byOwner = new Map<string, typeof channels>();
  for (const channel of channels) {
    byOwner.set(channel.userId, [...(byOwner.get(channel.userId) ?? []), channel]);
  }
  const groups = new Map<string, Group>();
  for (const { ownerId, event, data } of events) {
    if (!isEvent(event)) continue;
    const accountId = typeof data.accountId === 'string' ? data.accountId : null;
    const account = accountId ? accounts.get(accountId) : undefined;
    const cap = alwaysTold(event) ? 'on' : (account?.level ?? 'on');
    if (cap === 'off') continue;
    let line: string | undefined;
    for (const channel of byOwner.get(ownerId) ?? []) {
      const chosen = alwaysTold(event)
        ? 'on'
        : notificationLevels(channel.levels)[event as NotificationEvent];
      if (chosen === 'off') continue;
      const loud = chosen === 'on' && cap === 'on' && (alwaysTold(event) || !quiet.has(ownerId));
      const level = loud ? 'on' : 'silent';
      const copyKey = typeof data.tradeId === 'string' ? data.tradeId : data.signalId;
      line ??= eventLine({
        event,
        data,
        accountName: account?.name ?? null,
        copyOf:
          typeof copyKey === 'string' && copies.has(copyKey) ? copies.get(copyKey)! : undefined,
      });
      const key = `${channel.id}|${event}`;
      const group =
        groups.get(key) ??
        ({
          channelId: channel.id,
          userId: ownerId,
          event,
          level,
          count: 0,
          lines: [],
          events: [],
        } as Group);
      group.count += 1;
      if (level === 'on') group.level = 'on';
      if (group.lines.length < MAX_LINES) {
        group.lines.push(line);
        group.events.push(data);
      }
      groups.set(key, group);
    }
  }
  return groups;
}
