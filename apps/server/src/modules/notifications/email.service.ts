import { randomInt, timingSafeEqual } from 'node:crypto';
import {
  AppError,
  composeNotificationLevels,
  EMAIL_CODE,
  NOTIFICATION_LIMITS,
  type CreateEmailChannelBody,
  type EmailStatus,
  type NotificationChannel,
} from '@pulso/domain';
import type { Db } from '../../db/client';
import type { Transact } from '../../db/repository';
import type { Actor } from '../../lib/actor';
import type { Sealer } from '../../lib/sealer';
import type { ActivityService } from '../activity-logs';
import { recordChannel } from './channel-activity';
import { smtpOutcome } from './email-sender';
import type { EmailRepository } from './email.repository';
import type { ChannelRow, NotificationsRepository } from './notifications.repository';
import type { OfferedChannels } from './offered-channels';
import { toChannel } from './notifications.service';
import type { Mailer, SmtpService } from './smtp.service';

const NOT_FOUND = 'Canal no encontrado';
const HOUR = 60 * 60_000;

const codeError = (message: string) =>
  new AppError('VALIDATION', message, [{ path: ['code'], message }]);

/**
 * E-mail channels: an address is added switched off and sent a 6-digit code (directly, not
 * through the outbox); typing the code turns it on. Only the code's keyed hash is kept, for ten
 * minutes and five wrong tries; a new code at most once a minute, and at most five an hour to
 * one address, so the route cannot flood a mailbox.
 */
export class EmailService {
  constructor(
    private readonly transact: Transact,
    private readonly deps: {
      repository: NotificationsRepository;
      email: EmailRepository;
      smtp: SmtpService;
      sealer: Sealer;
      activity: ActivityService;
      /** Whether the admin offers e-mail channels at all. */
      offered: Pick<OfferedChannels, 'kinds' | 'assertOffered'>;
      clock?: () => number;
    },
  ) {}

  private now(): number {
    return (this.deps.clock ?? Date.now)();
  }

  /** Whether a user may add an address: the instance has a server and the admin offers e-mail. */
  async status(): Promise<EmailStatus> {
    const offered = (await this.deps.offered.kinds()).includes('email');
    return { configured: offered && (await this.deps.smtp.configured()) };
  }

  async create(
    userId: string,
    body: CreateEmailChannelBody,
    actor: Actor,
  ): Promise<NotificationChannel> {
    await this.deps.offered.assertOffered('email');
    const mailer = await this.mailer();
    const { repository, sealer } = this.deps;
    const addressHash = this.addressHash(body.address);
    const row = await this.transact(async (tx) => {
      await repository.lockUser(userId, tx);
      if ((await repository.countChannels(userId, tx)) >= NOTIFICATION_LIMITS.channelsPerUser) {
        throw new AppError(
          'CONFLICT',
          `Ya tienes ${NOTIFICATION_LIMITS.channelsPerUser} canales: elimina uno para añadir otro`,
        );
      }
      const row = await repository.insertChannel(
        {
          userId,
          kind: 'email',
          name: body.name,
          target: body.address,
          addressSealed: sealer.seal(body.address),
          addressHash,
          secretSealed: null,
          levels: composeNotificationLevels({}, body.levels),
          enabled: false,
          awaitingConfirmation: true,
        },
        tx,
      );
      // The code goes out inside the transaction: a refused address leaves no channel behind.
      await this.sendCode(mailer, row.id, body.address, addressHash, tx);
      await recordChannel(this.deps.activity, 'notification_channel.create', row, actor, tx);
      return row;
    });
    return toChannel(row);
  }

  /** A new code for an address still awaiting confirmation (at most once a minute). */
  async resend(userId: string, id: string): Promise<void> {
    const channel = await this.awaiting(userId, id);
    const mailer = await this.mailer();
    await this.transact(async (tx) => {
      const pending = await this.deps.email.confirmationOf(id, tx);
      if (pending && pending.sentAt.getTime() > this.now() - EMAIL_CODE.resendAfterMs) {
        throw new AppError('RATE_LIMITED', 'Espera un minuto antes de pedir otro código');
      }
      const address = this.deps.sealer.unseal(channel.addressSealed);
      await this.sendCode(mailer, id, address, this.addressHash(address), tx);
    });
  }

  /** The code mailed to the address turns the channel on; a wrong or late one is refused. */
  async confirm(
    userId: string,
    id: string,
    code: string,
    actor: Actor,
  ): Promise<NotificationChannel> {
    const channel = await this.deps.repository.channelOf(userId, id);
    if (!channel || channel.kind !== 'email') throw new AppError('NOT_FOUND', NOT_FOUND);
    if (!channel.awaitingConfirmation) return toChannel(channel);
    // A wrong try is counted in its own transaction: the refusal that follows must not undo it.
    const result = await this.transact<
      { refused: string } | { refused?: undefined; row: ChannelRow }
    >(async (tx) => {
      const pending = await this.deps.email.confirmationOf(id, tx);
      if (!pending?.codeHash) {
        return pending && pending.tries >= EMAIL_CODE.maxTries
          ? { refused: 'Has agotado los intentos: pide un código nuevo' }
          : { refused: 'No hay ningún código pendiente: pide uno nuevo' };
      }
      if (pending.expiresAt.getTime() <= this.now()) {
        return { refused: 'El código ha caducado: pide uno nuevo' };
      }
      if (!this.matches(pending.codeHash, this.codeHash(id, code))) {
        const tries = await this.deps.email.wrongTry(id, EMAIL_CODE.maxTries, tx);
        const left = EMAIL_CODE.maxTries - tries;
        return {
          refused:
            left > 0
              ? `Código incorrecto: te quedan ${left} ${left === 1 ? 'intento' : 'intentos'}`
              : 'Código incorrecto: has agotado los intentos, pide un código nuevo',
        };
      }
      const row = await this.deps.email.confirm(userId, id, tx);
      if (!row) throw new AppError('NOT_FOUND', NOT_FOUND);
      await recordChannel(this.deps.activity, 'notification_channel.confirm', row, actor, tx);
      return { row };
    });
    if (result.refused !== undefined) throw codeError(result.refused);
    return toChannel(result.row);
  }

  private async awaiting(userId: string, id: string): Promise<ChannelRow> {
    const channel = await this.deps.repository.channelOf(userId, id);
    if (!channel || channel.kind !== 'email') throw new AppError('NOT_FOUND', NOT_FOUND);
    if (!channel.awaitingConfirmation) {
      throw new AppError('CONFLICT', 'Esta dirección ya está confirmada');
    }
    return channel;
  }

  private async mailer(): Promise<Mailer> {
    const mailer = await this.deps.smtp.mailer();
    if (!mailer) {
      throw new AppError('CONFLICT', 'El administrador no ha configurado un servidor de correo');
    }
    return mailer;
  }

  /** Mails a fresh code (its hash replaces any earlier one), within the address's hourly limit. */
  private async sendCode(
    mailer: Mailer,
    channelId: string,
    address: string,
    addressHash: string,
    tx: Db,
  ): Promise<void> {
    const { email } = this.deps;
    const now = this.now();
    await email.lockAddress(addressHash, tx);
    if (
      (await email.codesSentTo(addressHash, new Date(now - HOUR), tx)) >=
      EMAIL_CODE.perAddressPerHour
    ) {
      throw new AppError(
        'RATE_LIMITED',
        'Ya se enviaron varios códigos a esta dirección: inténtalo dentro de una hora',
      );
    }
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    await email.putCode(
      channelId,
      this.codeHash(channelId, code),
      new Date(now + EMAIL_CODE.ttlMs),
      tx,
    );
    await email.noteCodeSent(addressHash, new Date(now - HOUR), tx);
    const minutes = Math.round(EMAIL_CODE.ttlMs / 60_000);
    try {
      await mailer.send({
        to: address,
        subject: `Pulso: tu código de confirmación es ${code}`,
        text:
          `Tu código para recibir los avisos de Pulso en esta dirección es:\n\n${code}\n\n` +
          `Caduca en ${minutes} minutos. Si no lo has pedido tú, ignora este correo: ` +
          `no te enviaremos nada más.\n`,
      });
    } catch (error) {
      const outcome = smtpOutcome(error);
      const message = `No se pudo enviar el código a esa dirección (${outcome.answer})`;
      if (outcome.kind === 'failed') {
        throw new AppError('VALIDATION', message, [{ path: ['address'], message }]);
      }
      throw new AppError('SERVICE_UNAVAILABLE', `${message}: inténtalo más tarde`);
    }
  }

  /** Keyed by the master key and the channel: a leaked table does not give the codes away. */
  private codeHash(channelId: string, code: string): string {
    return this.deps.sealer.lookupHash('email-code', `${channelId}:${code}`);
  }

  private addressHash(address: string): string {
    return this.deps.sealer.lookupHash('email-address', address.toLowerCase());
  }

  private matches(stored: string, given: string): boolean {
    const a = Buffer.from(stored);
    const b = Buffer.from(given);
    return a.length === b.length && timingSafeEqual(a, b);
  }
}
