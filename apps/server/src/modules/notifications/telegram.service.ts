import { createHash, randomBytes } from 'node:crypto';
import {
  AppError,
  composeNotificationLevels,
  NOTIFICATION_LIMITS,
  TELEGRAM_LINK_TTL_MS,
  type TelegramBotStatus,
  type TelegramLink,
} from '@pulso/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Transact } from '../../db/repository';
import { SYSTEM_ACTOR, type Actor } from '../../lib/actor';
import type { Sealer } from '../../lib/sealer';
import type { ActivityService } from '../activity-logs';
import { recordChannel } from './channel-activity';
import type { SecretSettings } from '../settings';
import type { NotificationsRepository } from './notifications.repository';
import { TelegramApiError, type TelegramApi, type TelegramUpdate } from './telegram-api';
import {
  ChoiceCommands,
  choiceCommands,
  type ChatApprovals,
  type ChatDeployments,
  type ChatEntries,
} from './telegram-choices';
import * as reply from './telegram-replies';
import type { TelegramRepository } from './telegram.repository';

/** The settings key of the instance's bot: `{ token, username }`, sealed. */
const BOT_KEY = 'notifications.telegramBot';
const CHAT_HASH = 'telegram-chat';

export interface TelegramBot {
  token: string;
  username: string;
}

/** A user's total PnL over a span, through the analytics feature (the composition root wires it). */
/** The user's open positions across their accounts, now. */
export type PositionsOf = (userId: string) => Promise<{
  accounts: number;
  positions: { asset: string; quantity: number; value: number; unrealizedPnl: number }[];
}>;

/** The daily summary's text for the user, now (the same as the one sent at their time). */
export type SummaryOf = (userId: string) => Promise<string>;

export type PnlOf = (
  userId: string,
  span: { startMs: number; endMs: number },
) => Promise<{ totalPnL: number; accounts: number }>;

const hashCode = (code: string) => createHash('sha256').update(code).digest('base64url');

/** A chat's shown target: its username, else the chat id's last digits. */
const chatTarget = (chatId: string, username: string | undefined) =>
  username ? `Telegram @${username}` : `Telegram chat …${chatId.slice(-4)}`;

/**
 * Telegram: the instance's bot (set by the admin, its token sealed and never shown), one-time
 * codes that link a user's private chat as a channel, and the commands a linked chat may send,
 * each answered with that user's own data only.
 */
export class TelegramService {
  constructor(
    private readonly transact: Transact,
    private readonly deps: {
      api: TelegramApi;
      secrets: SecretSettings;
      repository: NotificationsRepository;
      telegram: TelegramRepository;
      sealer: Sealer;
      activity: ActivityService;
      pnl: PnlOf;
      positions: PositionsOf;
      summary: SummaryOf;
      deployments: ChatDeployments;
      approvals: ChatApprovals;
      entries: ChatEntries;
      log: Pick<FastifyBaseLogger, 'warn'>;
      clock?: () => number;
    },
  ) {
    this.commands = new ChoiceCommands(
      choiceCommands(deps.deployments, deps.approvals, deps.entries),
      () => this.now(),
    );
  }

  private readonly commands: ChoiceCommands;

  private now(): number {
    return (this.deps.clock ?? Date.now)();
  }

  bot(): Promise<TelegramBot | undefined> {
    return this.deps.secrets.get<TelegramBot>(BOT_KEY);
  }

  async status(): Promise<TelegramBotStatus> {
    const bot = await this.bot();
    return { configured: bot !== undefined, username: bot?.username ?? null };
  }

  /** Checks the token with getMe (Telegram names the bot), then keeps it sealed. */
  async setBot(token: string, actor: Actor): Promise<TelegramBotStatus> {
    let username: string;
    try {
      ({ username } = await this.deps.api.getMe(token));
    } catch (error) {
      if (!(error instanceof TelegramApiError)) throw error;
      const message = `Telegram no aceptó el token (${error.message})`;
      throw new AppError('VALIDATION', message, [{ path: ['botToken'], message }]);
    }
    const previous = await this.bot();
    await this.deps.secrets.set(BOT_KEY, { token, username } satisfies TelegramBot);
    // Another bot numbers its updates afresh.
    if (previous?.token !== token) await this.deps.telegram.resetOffset();
    await this.deps.activity.record({
      scope: 'backoffice',
      action: 'telegram_bot.set',
      entityType: 'telegram_bot',
      details: { username },
      actor,
    });
    return { configured: true, username };
  }

  async removeBot(actor: Actor): Promise<void> {
    await this.deps.secrets.delete(BOT_KEY);
    await this.deps.telegram.resetOffset();
    await this.deps.activity.record({
      scope: 'backoffice',
      action: 'telegram_bot.delete',
      entityType: 'telegram_bot',
      actor,
    });
  }

  /** A one-time code for the user to send the bot; a new one replaces the last. */
  async createLink(userId: string): Promise<TelegramLink> {
    const bot = await this.bot();
    if (!bot) {
      throw new AppError('CONFLICT', 'El administrador no ha configurado un bot de Telegram');
    }
    const code = randomBytes(9).toString('base64url');
    const expiresAt = new Date(this.now() + TELEGRAM_LINK_TTL_MS);
    await this.deps.telegram.replaceCode(userId, hashCode(code), expiresAt);
    return {
      code,
      botUsername: bot.username,
      link: `https://t.me/${bot.username}?start=${code}`,
      expiresAt: expiresAt.toISOString(),
    };
  }

  /** One update from the poller: a link code, a command, or anything else from a chat. */
  async handleUpdate(bot: TelegramBot, update: TelegramUpdate): Promise<void> {
    const message = update.message;
    if (!message) return;
    const chatId = String(message.chat.id);
    const answer = await this.answerTo(chatId, message);
    if (!answer) return;
    try {
      await this.deps.api.sendMessage(bot.token, chatId, answer);
    } catch (error) {
      // The error says the status and Telegram's words, never the URL (it holds the token).
      const said = error instanceof TelegramApiError ? error.message : 'error';
      this.deps.log.warn({ said }, 'telegram: could not answer a chat');
    }
  }

  private async answerTo(
    chatId: string,
    message: NonNullable<TelegramUpdate['message']>,
  ): Promise<string | null> {
    const text = (message.text ?? '').trim();
    const [head = '', ...args] = text.split(/\s+/);
    // In a group, `/estado@PulsoBot`.
    const command = head.startsWith('/') ? head.slice(1).split('@')[0]!.toLowerCase() : null;
    if (message.chat.type !== undefined && message.chat.type !== 'private') {
      return command === null ? null : reply.ONLY_PRIVATE;
    }
    const chatHash = this.deps.sealer.lookupHash(CHAT_HASH, chatId);
    if (command === 'start' && args[0]) {
      return this.redeem(chatId, chatHash, args[0], message.from?.username);
    }
    const channel = await this.deps.telegram.channelByChat(chatHash);
    if (!channel) return reply.NOT_LINKED;
    // A deactivated user's chat answers nothing of theirs (REST refuses them too).
    if (!channel.userActive) return reply.USER_INACTIVE;
    switch (command) {
      case 'start':
      case 'ayuda':
      case 'help':
        return reply.HELP;
      case 'estado':
        return reply.statusReply(
          await this.deps.telegram.statusOf(channel.userId, new Date(this.now() - 86_400_000)),
        );
      case 'pnl': {
        const range = (args[0] ?? '24h').toLowerCase();
        if (!(range in reply.PNL_RANGES)) return reply.PNL_USAGE;
        const key = range as reply.PnlRange;
        const endMs = this.now();
        const pnl = await this.deps.pnl(channel.userId, {
          startMs: endMs - reply.PNL_RANGES[key].ms,
          endMs,
        });
        return reply.pnlReply(key, pnl);
      }
      case 'posiciones':
        return reply.positionsReply(await this.deps.positions(channel.userId));
      case 'resumen':
        return `${reply.SUMMARY_TITLE}\n${await this.deps.summary(channel.userId)}`;
      case 'pausar':
      case 'reanudar':
      case 'aprobar':
      case 'rechazar':
      case 'pausar_entradas':
      case 'reanudar_entradas':
        return this.commands.ask(chatHash, channel.userId, command, args[0]);
      case 'si':
      case 'sí':
        return this.commands.confirm(chatHash, channel.userId);
      case 'no':
        return this.commands.cancel(chatHash);
      default:
        return reply.UNKNOWN_COMMAND;
    }
  }

  /** Links the chat to the code's user as a Telegram channel (the code is spent either way). */
  private async redeem(
    chatId: string,
    chatHash: string,
    code: string,
    username: string | undefined,
  ): Promise<string> {
    const { repository, telegram, sealer } = this.deps;
    return this.transact(async (tx) => {
      const userId = await telegram.redeemCode(hashCode(code), new Date(this.now()), tx);
      if (!userId) return reply.CODE_REFUSED;
      const linked = await telegram.channelByChat(chatHash, tx);
      if (linked) return linked.userId === userId ? reply.ALREADY_LINKED : reply.LINKED_ELSEWHERE;
      await repository.lockUser(userId, tx);
      if ((await repository.countChannels(userId, tx)) >= NOTIFICATION_LIMITS.channelsPerUser) {
        return reply.TOO_MANY_CHANNELS;
      }
      const row = await repository.insertChannel(
        {
          userId,
          kind: 'telegram',
          name: 'Telegram',
          target: chatTarget(chatId, username),
          addressSealed: sealer.seal(chatId),
          addressHash: chatHash,
          secretSealed: null,
          levels: composeNotificationLevels({}, {}),
        },
        tx,
      );
      await recordChannel(
        this.deps.activity,
        'notification_channel.create',
        row,
        SYSTEM_ACTOR,
        tx,
        {
          userId,
        },
      );
      return reply.LINKED;
    });
  }
}
