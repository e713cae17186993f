import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { BlockList, isIP } from 'node:net';
import {
  AppError,
  exchangeMismatch,
  OWNER_INACTIVE,
  parseTradeReceiverPayload,
  SIGNAL_LOG_ACTIONS,
  SIGNATURE_TOLERANCE_SECONDS,
  toStoredPayload,
  UUID_PATTERN,
} from '@pulso/domain';
import type { AuthUser } from '../../lib/actor';
import type { UntilChangedCache } from '../../lib/cache';
import type { Sealer } from '../../lib/sealer';
import { canManageAccount } from '../accounts';
import {
  AccountChangedError,
  type EnqueueResult,
  type RefusalLog,
  type SignalsService,
} from '../signals';
import type { TradeReceiverRepository, ReceivingAccount } from './trade-receiver.repository';
import { WebhookLimits } from './webhook-limits';

export interface Delivery {
  accountId: string;
  body: unknown;
  /** The body exactly as received: what an HMAC signature covers. */
  rawBody: string;
  signature: string | undefined;
  /** A signed-in caller (the web's emit form), when the request carried a valid session. */
  user: AuthUser | null;
  ip: string;
}

const notFound = () => new AppError('NOT_FOUND', 'Cuenta no encontrada');
const REFUSAL_LOG_INTERVAL_MS = 60_000;

/** How far one delivery got: whether its sender proved who it is, and was counted as such. */
interface Progress {
  authenticated: boolean;
  admitted: boolean;
}

/** The answers that refuse an unproven sender: these count against its address. */
const isRefusal = (error: unknown) =>
  error instanceof AppError &&
  (error.code === 'NOT_FOUND' || error.code === 'UNAUTHORIZED' || error.code === 'FORBIDDEN');

const sha256 = (text: string) => createHash('sha256').update(text).digest();

/** Constant-time equality of two byte strings (length may differ: then false, still no early exit on content). */
function safeEqual(a: Buffer, b: Buffer): boolean {
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * X-Pulso-Signature: `t=<unix seconds>,v1=<hex>`, the HMAC-SHA256 of `${t}.${rawBody}` under the
 * webhook secret (tests sign with testing/signature.ts).
 */
function parseSignature(header: string): { t: number; v1: string[] } | undefined {
  let t = NaN;
  const v1: string[] = [];
  for (const part of header.split(',')) {
    const [k, v] = part.trim().split('=', 2);
    if (k === 't' && v && /^\d+$/.test(v)) t = Number(v);
    if (k === 'v1' && v && /^[0-9a-f]{64}$/i.test(v)) v1.push(v.toLowerCase());
  }
  return Number.isFinite(t) && v1.length > 0 ? { t, v1 } : undefined;
}

function ipAllowed(allowlist: string[], ip: string): boolean {
  if (allowlist.length === 0) return true;
  const address = ip.startsWith('::ffff:') && isIP(ip.slice(7)) === 4 ? ip.slice(7) : ip;
  const family = isIP(address) === 6 ? 'ipv6' : 'ipv4';
  const list = new BlockList();
  for (const entry of allowlist) {
    const [net, prefix] = entry.trim().split('/', 2);
    if (!net || !isIP(net)) continue;
    const kind = isIP(net) === 6 ? 'ipv6' : 'ipv4';
    if (prefix === undefined) {
      list.addAddress(net, kind);
      continue;
    }
    // An entry the API would refuse (stored by hand) admits nothing: "10.0.0.0/" read as /0 let
    // every address in.
    const bits = /^\d{1,3}$/.test(prefix) ? Number(prefix) : NaN;
    if (bits <= (kind === 'ipv6' ? 128 : 32)) list.addSubnet(net, bits, kind);
  }
  return list.check(address, family);
}

/**
 * POST /api/trade-receiver/{accountId} (DESIGN §6): who may send (the owner's session, the
 * webhook secret in the body, or an HMAC signature header), what a payload must be, and the hand
 * over to the pipeline. No market data and one write: the sender has its answer in milliseconds.
 */
/** What the webhook needs besides its own reads. */
export interface TradeReceiverDeps {
  accounts: TradeReceiverRepository;
  /** An account's receiving facts, until an account or user changes. */
  cache: UntilChangedCache<ReceivingAccount | undefined>;
  logs: RefusalLog;
  signals: Pick<SignalsService, 'enqueue'>;
  sealer: Sealer;
  /** Webhook deliveries per minute and account (RATE_LIMIT_MAX), on all instances together. */
  rateLimitMax: number;
  /** SIGNAL_MAX_LAG_SECONDS. */
  signalMaxLagSeconds: number;
}

export class TradeReceiverService {
  private readonly accounts: TradeReceiverRepository;
  private readonly cache: UntilChangedCache<ReceivingAccount | undefined>;
  private readonly logs: RefusalLog;
  /** Refusals logged per account, at most one a minute: a flood of bad secrets cannot fill the logs. */
  private readonly lastRefusal = new Map<string, number>();
  private readonly limits: WebhookLimits;

  private readonly signals: Pick<SignalsService, 'enqueue'>;
  private readonly sealer: Sealer;
  private readonly maxLagSeconds: number;

  constructor(deps: TradeReceiverDeps) {
    this.accounts = deps.accounts;
    this.cache = deps.cache;
    this.logs = deps.logs;
    this.signals = deps.signals;
    this.sealer = deps.sealer;
    this.maxLagSeconds = deps.signalMaxLagSeconds;
    this.limits = new WebhookLimits(deps.rateLimitMax, (batch, max) =>
      deps.accounts.countDeliveries(batch, max),
    );
  }

  async receive(d: Delivery): Promise<EnqueueResult> {
    const progress: Progress = { authenticated: false, admitted: false };
    try {
      return await this.decide(d, progress);
    } catch (error) {
      // After the secret is checked: only an unproven sender's refusals count, per address.
      if (!progress.authenticated && isRefusal(error)) throw this.limits.failed(d.ip, error);
      throw error;
    }
  }

  /**
   * Decides a delivery on its account's facts, from memory until an account or user changes
   * (this instance's own changes are heard before they resolve, another instance's milliseconds
   * later). An acceptance is stored under a guard of the facts it relied on: if they changed
   * meanwhile, nothing is stored and the delivery is decided again on a fresh read.
   */
  private async decide(d: Delivery, progress: Progress): Promise<EnqueueResult> {
    if (!UUID_PATTERN.test(d.accountId)) throw notFound();
    const read = () => this.accounts.findAccount(d.accountId);
    try {
      return await this.accept(await this.cache.get(d.accountId, read), d, progress);
    } catch (error) {
      if (!(error instanceof AccountChangedError)) throw error;
      return this.accept(await read(), d, progress);
    }
  }

  private async accept(
    account: ReceivingAccount | undefined,
    d: Delivery,
    progress: Progress,
  ): Promise<EnqueueResult> {
    progress.authenticated = false;
    // An inactive or deleted account takes no signals and says no more than a missing one.
    if (!account?.receiving) {
      throw notFound();
    }

    const body = (d.body && typeof d.body === 'object' ? d.body : {}) as Record<string, unknown>;
    const viaSession = canManageAccount(d.user, account);
    let auth: 'session' | 'secret' | 'signature' = 'session';
    if (!viaSession) {
      if (!ipAllowed(account.webhookIpAllowlist, d.ip)) {
        await this.refuse(account.id, d.ip, 'ip-not-allowed');
        throw new AppError(
          'FORBIDDEN',
          `La dirección ${d.ip} no está autorizada para este webhook`,
        );
      }
      const checked = this.authenticate(account, body, d);
      if (typeof checked === 'object') {
        await this.refuse(account.id, d.ip, checked.refused);
        throw new AppError('UNAUTHORIZED', 'Secreto o firma del webhook no válidos');
      }
      auth = checked;
    }
    progress.authenticated = true;
    if (!account.ownerActive) {
      throw new AppError('FORBIDDEN', OWNER_INACTIVE);
    }
    const parsed = parseTradeReceiverPayload(body);
    if (!parsed.ok) {
      throw new AppError('VALIDATION', parsed.message, parsed.issues);
    }
    const signal = parsed.value;
    if (signal.accountId !== undefined && signal.accountId !== account.id) {
      throw new AppError('VALIDATION', 'accountId: no coincide con la cuenta de la URL', [
        { path: ['accountId'], message: 'No coincide con la cuenta de la URL' },
      ]);
    }
    const mismatch = exchangeMismatch(signal, account.exchangeCode);
    if (mismatch) throw new AppError('VALIDATION', mismatch.message, [mismatch]);
    const maxLag = this.maxLagSeconds;
    const lag = Date.now() - signal.time;
    if (lag > maxLag * 1000) {
      throw new AppError(
        'VALIDATION',
        `La señal es demasiado antigua: su hora (${new Date(signal.time).toISOString()}) tiene más de ${maxLag} s de retraso`,
        [{ path: ['time'], message: `Más de ${maxLag} s de retraso` }],
      );
    }
    if (-lag > maxLag * 1000) {
      throw new AppError(
        'VALIDATION',
        `La hora de la señal (${new Date(signal.time).toISOString()}) está más de ${maxLag} s en el futuro`,
        [{ path: ['time'], message: 'En el futuro' }],
      );
    }
    // Counted last, once the delivery is valid: only what is then stored counts against the
    // account's minute (R16: in PostgreSQL, for every instance), and a refusal changes nothing.
    if (!progress.admitted) {
      await this.limits.admit(account.id);
      progress.admitted = true;
    }
    return this.signals.enqueue({
      accountId: account.id,
      source: auth === 'session' ? 'manual' : 'webhook',
      payload: toStoredPayload(signal),
      logMetadata: { ip: d.ip, auth },
      guard: {
        ownerId: account.ownerId,
        webhookSecretHash: account.webhookSecretHash,
        webhookIpAllowlist: account.webhookIpAllowlist,
      },
    });
  }

  private authenticate(
    account: ReceivingAccount,
    body: Record<string, unknown>,
    d: Delivery,
  ): 'secret' | 'signature' | { refused: string } {
    const secret = body['secret'];
    if (typeof secret === 'string' && secret.length > 0) {
      if (safeEqual(sha256(secret), Buffer.from(account.webhookSecretHash, 'hex'))) return 'secret';
      return { refused: 'invalid-secret' };
    }
    if (d.signature) {
      const sig = parseSignature(d.signature);
      if (!sig) return { refused: 'malformed-signature' };
      if (Math.abs(Date.now() / 1000 - sig.t) > SIGNATURE_TOLERANCE_SECONDS) {
        return { refused: 'signature-expired' };
      }
      const key = this.sealer.unseal(account.webhookSecretSealed);
      const expected = createHmac('sha256', key).update(`${sig.t}.${d.rawBody}`).digest();
      if (sig.v1.some((v) => safeEqual(Buffer.from(v, 'hex'), expected))) return 'signature';
      return { refused: 'invalid-signature' };
    }
    return { refused: 'missing-secret' };
  }

  /** A failed receiver log for the account's owner to see, at most one a minute per account. */
  private async refuse(accountId: string, ip: string, reason: string): Promise<void> {
    const now = Date.now();
    if (now - (this.lastRefusal.get(accountId) ?? 0) < REFUSAL_LOG_INTERVAL_MS) return;
    this.lastRefusal.set(accountId, now);
    if (this.lastRefusal.size > 10_000) {
      for (const [id, at] of this.lastRefusal) {
        if (now - at >= REFUSAL_LOG_INTERVAL_MS) this.lastRefusal.delete(id);
      }
    }
    await this.logs
      .insertRefusal(accountId, SIGNAL_LOG_ACTIONS.webhook, 'Señal rechazada: no autenticada', {
        ip,
        reason,
      })
      .catch(() => {});
  }
}
