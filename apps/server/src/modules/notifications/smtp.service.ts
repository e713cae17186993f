import { createHash } from 'node:crypto';
import {
  AppError,
  parseFromAddress,
  type SetSmtpSettingsBody,
  type SmtpSettings,
} from '@pulso/domain';
import nodemailer, { type SendMailOptions, type Transporter } from 'nodemailer';
import type SMTPPool from 'nodemailer/lib/smtp-pool';
import type { Actor } from '../../lib/actor';
import type { ActivityService } from '../activity-logs';
import type { SecretSettings } from '../settings';

/** The settings key of the admin's SMTP server, sealed (its password with it). */
const SMTP_KEY = 'notifications.smtp';
/** Connecting, the server's greeting, and a silent socket: each bounded, so a dead server fails fast. */
const TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 };

export interface SmtpServer {
  host: string;
  port: number;
  secure: boolean;
  startTls: boolean;
  user: string | null;
  password: string | null;
  from: string;
}

/** What sending needs: the server's pooled transport (cached per settings) and the sender. */
export interface Mailer {
  from: string;
  send(message: SendMailOptions): Promise<{ response: string }>;
}

/** SMTP_URL as a server: smtp(s)://user:password@host:port (user and password URL-encoded). */
export function serverOfUrl(url: string, from: string | undefined): SmtpServer {
  const parsed = new URL(url);
  const secure = parsed.protocol === 'smtps:';
  const user = parsed.username ? decodeURIComponent(parsed.username) : null;
  const host = parsed.hostname.replace(/^\[|\]$/g, '');
  return {
    host,
    port: parsed.port ? Number(parsed.port) : secure ? 465 : 587,
    secure,
    startTls: false,
    user,
    password: parsed.password ? decodeURIComponent(parsed.password) : null,
    from: from ?? (user?.includes('@') ? user : `Pulso <pulso@${host}>`),
  };
}

function transportOptions(server: SmtpServer, pool: boolean): SMTPPool.Options {
  return {
    pool: pool as true,
    host: server.host,
    port: server.port,
    secure: server.secure,
    requireTLS: server.startTls,
    ...(server.user ? { auth: { user: server.user, pass: server.password ?? '' } } : {}),
    maxConnections: 3,
    ...TIMEOUTS,
    // Nothing of a session is logged (AUTH would carry the password).
    logger: false,
    debug: false,
  };
}

/** An SMTP refusal or a connection error as the admin reads it, never the password. */
function refusal(error: unknown): string {
  const e = error as { code?: string; responseCode?: number; response?: string; message?: string };
  if (e.responseCode) {
    return `el servidor respondió ${e.responseCode}${e.response ? ` (${oneLine(e.response)})` : ''}`;
  }
  // nodemailer says ESOCKET or ECONNECTION; the socket's own code is in its message.
  const code = /\b(ECONNREFUSED|ETIMEDOUT|ENOTFOUND|EAI_AGAIN|ECONNRESET)\b/.exec(
    e.message ?? '',
  )?.[1];
  switch (code ?? e.code) {
    case 'ECONNREFUSED':
      return 'conexión rechazada';
    case 'ETIMEDOUT':
      return 'sin respuesta a tiempo';
    case 'EDNS':
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return 'el nombre del servidor no existe';
    case 'EAUTH':
      return 'usuario o contraseña no aceptados';
    case 'ETLS':
      return 'no se pudo cifrar la conexión (TLS)';
    default:
      return `sin conexión (${e.code ?? 'error'})`;
  }
}

export const oneLine = (s: string) => s.replace(/\s+/g, ' ').trim().slice(0, 160);

/**
 * The instance's SMTP server: pinned by the environment (SMTP_URL, SMTP_FROM), else set by the
 * admin and kept sealed. Checked with the server before it is saved; its password is never
 * answered, logged or recorded. Sending reuses one pooled transport per settings, replaced when
 * they change (on any instance: the settings are read, and fingerprinted, on each use).
 */
export class SmtpService {
  private cached: { fingerprint: string; transporter: Transporter; from: string } | undefined;

  constructor(
    private readonly deps: {
      secrets: SecretSettings;
      activity: ActivityService;
      /** The environment's pin (SMTP_URL, SMTP_FROM). */
      pinned: { url: string; from: string | undefined } | undefined;
    },
  ) {}

  /** The server in use, if any: the environment's, else the admin's. */
  async server(): Promise<SmtpServer | undefined> {
    if (this.deps.pinned) return serverOfUrl(this.deps.pinned.url, this.deps.pinned.from);
    return this.deps.secrets.get<SmtpServer>(SMTP_KEY);
  }

  async configured(): Promise<boolean> {
    return (await this.server()) !== undefined;
  }

  async settings(): Promise<SmtpSettings> {
    const server = await this.server();
    return {
      configured: server !== undefined,
      source: this.deps.pinned ? 'environment' : server ? 'settings' : null,
      host: server?.host ?? null,
      port: server?.port ?? null,
      secure: server?.secure ?? false,
      startTls: server?.startTls ?? false,
      user: server?.user ?? null,
      hasPassword: Boolean(server?.password),
      from: server?.from ?? null,
    };
  }

  /** Checks the server (connects, greets, logs in) and only then keeps it. */
  async set(body: SetSmtpSettingsBody, actor: Actor): Promise<SmtpSettings> {
    this.refusePinned();
    const previous = await this.deps.secrets.get<SmtpServer>(SMTP_KEY);
    const user = body.user ? body.user : null;
    // An omitted password keeps the stored one, for the same server and user only.
    const keep =
      previous && previous.host === body.host && previous.user === user ? previous.password : null;
    const server: SmtpServer = {
      host: body.host.replace(/^\[|\]$/g, ''),
      port: body.port,
      secure: body.secure,
      startTls: body.startTls ?? false,
      user,
      password: body.password === undefined ? keep : body.password || null,
      from: body.from,
    };
    await this.verify(server);
    await this.deps.secrets.set(SMTP_KEY, server);
    await this.deps.activity.record({
      scope: 'backoffice',
      action: 'smtp.set',
      entityType: 'smtp',
      details: {
        host: server.host,
        port: server.port,
        secure: server.secure,
        startTls: server.startTls,
        user: server.user,
        from: server.from,
      },
      actor,
    });
    return this.settings();
  }

  async remove(actor: Actor): Promise<void> {
    this.refusePinned();
    await this.deps.secrets.delete(SMTP_KEY);
    await this.deps.activity.record({
      scope: 'backoffice',
      action: 'smtp.delete',
      entityType: 'smtp',
      actor,
    });
  }

  /** The mailer for the current settings (null: none set); one pooled transport per settings. */
  async mailer(): Promise<Mailer | null> {
    const server = await this.server();
    if (!server) {
      this.drop();
      return null;
    }
    const fingerprint = createHash('sha256').update(JSON.stringify(server)).digest('base64url');
    if (this.cached?.fingerprint !== fingerprint) {
      this.drop();
      this.cached = {
        fingerprint,
        transporter: nodemailer.createTransport(transportOptions(server, true)),
        from: server.from,
      };
    }
    const { transporter, from } = this.cached;
    return {
      from,
      send: async (message) => {
        const info = (await transporter.sendMail({ ...message, from })) as { response?: string };
        return { response: info.response ?? '250' };
      },
    };
  }

  /** Closes the pooled connections (the app's shutdown). */
  close(): void {
    this.drop();
  }

  private drop(): void {
    this.cached?.transporter.close();
    this.cached = undefined;
  }

  private refusePinned(): void {
    if (this.deps.pinned) {
      throw new AppError(
        'CONFLICT',
        'El servidor de correo lo fija el entorno (SMTP_URL): cámbialo allí',
      );
    }
  }

  private async verify(server: SmtpServer): Promise<void> {
    if (!parseFromAddress(server.from)) {
      throw new AppError('VALIDATION', 'Remitente no válido', [
        { path: ['from'], message: 'Remitente no válido' },
      ]);
    }
    const transporter = nodemailer.createTransport(transportOptions(server, false));
    try {
      await transporter.verify();
    } catch (error) {
      const message = `El servidor de correo no aceptó la conexión: ${refusal(error)}`;
      throw new AppError('VALIDATION', message, [{ path: ['host'], message }]);
    } finally {
      transporter.close();
    }
  }
}
