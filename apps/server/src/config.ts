import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';

/**
 * All configuration comes from the environment and is validated here, once. A bad value stops
 * start-up with one line naming the variable (see `formatConfigError`).
 */
const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { message: 'must be true or false' })
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const port = z.coerce
  .number({ message: 'must be a number' })
  .int({ message: 'must be a whole number' })
  .min(1, { message: 'must be between 1 and 65535' })
  .max(65535, { message: 'must be between 1 and 65535' });

const positiveInt = z.coerce
  .number({ message: 'must be a number' })
  .int({ message: 'must be a whole number' })
  .positive({ message: 'must be positive' });

/** proxy-addr's names for the private ranges (Fastify passes the list to it). */
const PROXY_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** One trusted proxy: an address, an address/prefix (CIDR), or one of proxy-addr's named ranges. */
function proxyEntry(entry: string): boolean {
  if (PROXY_RANGES.has(entry)) return true;
  const [address = '', prefix, extra] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || extra !== undefined) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY: whom a client's address may come from. Fastify takes the address from
 * X-Forwarded-For walking it from the right, past trusted hops only: a hop count (the proxies in
 * front of Pulso) or the proxies' addresses. `true` would trust every hop, so the left-most entry,
 * which a client writes itself and an appending proxy passes on: every per-address limit could be
 * walked past by changing it. It is refused, saying what to set.
 */
const trustProxy = z
  .string()
  .trim()
  .transform((value, c): false | number | string[] => {
    const lower = value.toLowerCase();
    if (lower === 'false' || lower === 'no' || lower === '0') return false;
    if (lower === 'true' || lower === 'yes') {
      c.addIssue({
        code: 'custom',
        message:
          'must say which proxies to trust, not true (true lets any client choose its address through X-Forwarded-For): set the number of proxies in front of Pulso (1 for one reverse proxy) or their addresses and CIDRs (10.0.0.2,10.1.0.0/16)',
      });
      return z.NEVER;
    }
    if (/^\d+$/.test(value)) {
      const hops = Number(value);
      if (hops <= 10) return hops;
    } else {
      const entries = value.split(',').map((entry) => entry.trim());
      if (entries.every(proxyEntry)) return entries;
    }
    c.addIssue({
      code: 'custom',
      message:
        'must be false, the number of proxies in front of Pulso (1 to 10), or their addresses and CIDRs separated by commas (10.0.0.2,10.1.0.0/16)',
    });
    return z.NEVER;
  });

const httpUrl = z
  .url({ protocol: /^https?$/, message: 'must be an http(s) URL' })
  .transform((u) => u.replace(/\/+$/, ''));

const envSchema = z.object({
  NODE_ENV: z.string().optional(),
  PORT: port.default(3010),
  HOST: z.string().min(1).default('localhost'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, { message: 'must be a postgres:// or postgresql:// URL' })
    .optional(),
  PUBLIC_URL: httpUrl.optional(),
  LOG_LEVEL: z
    .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
      message: 'must be one of fatal, error, warn, info, debug, trace, silent',
    })
    .default('info'),
  WORKERS: bool.default(true),
  DEMO_DATA: bool.optional(),
  NOTIFICATIONS_ALLOW_PRIVATE_URLS: bool.default(false),
  TELEGRAM_API_URL: httpUrl.default('https://api.telegram.org'),
  VAPID_PUBLIC_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{87}$/, {
      message: 'must be a base64url P-256 public key (87 characters, as web-push generates)',
    })
    .optional(),
  VAPID_PRIVATE_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{43}$/, {
      message: 'must be a base64url P-256 private key (43 characters, as web-push generates)',
    })
    .optional(),
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:[^\s@]+@[^\s@]+|https:\/\/\S+)$/, {
      message: 'must be a mailto: address or an https: URL',
    })
    .optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/([^\s:@/]*(:[^\s@/]*)?@)?[A-Za-z0-9.[\]:-]+(:\d{1,5})?\/?$/, {
      message:
        'must be smtp://user:password@host:port or smtps://… (user and password URL-encoded)',
    })
    .optional(),
  SMTP_FROM: z.string().trim().min(3).max(300).optional(),
  CORS_ORIGINS: z.string().optional(),
  RATE_LIMIT_MAX: positiveInt.default(600),
  PUBLIC_RATE_LIMIT_MAX: positiveInt.default(120),
  REGISTRATIONS_PER_ADDRESS: positiveInt.default(20),
  LIVE_STREAMS_MAX: positiveInt.default(16),
  LIVE_STREAMS_PER_ADDRESS: positiveInt.default(16),
  LIVE_STREAMS_INSTANCE_MAX: positiveInt.optional(),
  LIVE_STREAMS_FD_RESERVE: positiveInt.default(1024),
  TRUST_PROXY: trustProxy.optional(),
  WEB_DIR: z.string().min(1).optional(),
  MARKET_DATA: z
    .enum(['simulated', 'exchange'], { message: 'must be simulated or exchange' })
    .default('simulated'),
  OIDC_ISSUER: httpUrl.optional(),
  OIDC_CLIENT_ID: z.string().min(1).default('pulso-web'),
  OIDC_SCOPES: z.string().min(1).default('openid email profile'),
  ADMIN_EMAILS: z.string().optional(),
  SESSION_TTL_HOURS: positiveInt.default(168),
  SIGNAL_MAX_LAG_SECONDS: positiveInt.default(300),
  EXCHANGE_GATEWAY: z
    .enum(['paper', 'live'], { message: 'must be paper or live' })
    .default('paper'),
  EXCHANGE_API_URLS: z
    .string()
    .regex(/^\s*[a-z]+=https?:\/\/[^\s,]+(\s*,\s*[a-z]+=https?:\/\/[^\s,]+)*\s*$/, {
      message: 'must be a list of exchange=http(s)://host pairs, separated by commas',
    })
    .optional(),
  PAPER_STARTING_BALANCE: z.coerce
    .number({ message: 'must be a number' })
    .nonnegative({ message: 'must not be negative' })
    .default(10_000),
  MASTER_KEY: z
    .string()
    .regex(/^([0-9a-fA-F]{64}|[A-Za-z0-9+/_-]{43}=?)$/, {
      message: 'must be 32 bytes, as 64 hex characters or base64',
    })
    .optional(),
});

export interface Config {
  /** NODE_ENV=development (set by `npm run dev`): allows the Vite dev server as a sign-in origin. */
  development: boolean;
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  publicUrl: string;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  workers: boolean;
  /**
   * Whether notification channels may point at private, loopback or link-local addresses (a
   * self-hosted ntfy or Gotify on the same network); off, such addresses are refused, also after
   * DNS resolution.
   */
  notificationsAllowPrivateUrls: boolean;
  /** The Telegram Bot API's base (TELEGRAM_API_URL; tests: a fake on loopback). */
  telegramApiUrl: string;
  /**
   * The instance's VAPID keys for Web Push, when pinned (VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY,
   * both or neither); undefined: generated on first start and kept sealed in the settings.
   */
  vapidKeys: { publicKey: string; privateKey: string } | undefined;
  /** Who push services may contact about this instance (VAPID_SUBJECT): mailto: or https:. */
  vapidSubject: string;
  /**
   * The SMTP server e-mail notifications go through, when pinned (SMTP_URL, SMTP_FROM): it wins
   * over the one the admin sets. undefined: the admin's, if any.
   */
  smtp: { url: string; from: string | undefined } | undefined;
  /** Public demo accounts with simulated trades at start-up; default: embedded and simulated. */
  demoData: boolean;
  /** Origins allowed to call the API from a browser (besides the app's own). */
  corsOrigins: string[];
  /** Requests per minute per client address, for the whole API. */
  rateLimitMax: number;
  /** Requests per minute per client address on each public read route (no sign-in). */
  publicRateLimitMax: number;
  /** Accounts the embedded provider registers per client address per hour. */
  registrationsPerAddress: number;
  /** Open live-event streams per signed-in user on one instance. */
  liveStreamsMax: number;
  /** Open visitor streams per client address (per /64 for IPv6) on one instance. */
  liveStreamsPerAddress: number;
  /**
   * Open streams one instance holds at most (LIVE_STREAMS_INSTANCE_MAX); unset: derived from the
   * process's open-files limit, leaving `liveStreamsFdReserve` (or a quarter) for everything else.
   */
  liveStreamsInstanceMax: number | undefined;
  /** Descriptors kept from streams for webhooks, the API, the database and files. */
  liveStreamsFdReserve: number;
  /**
   * Whom Fastify takes a client's address from (TRUST_PROXY): false (the connection's), the number
   * of proxies in front, or the proxies' addresses and CIDRs. Never every hop.
   */
  trustedProxies: false | number | string[];
  /**
   * Whether any proxy is trusted: the embedded identity provider then reads the forwarded
   * protocol and host (it takes no address-based decision).
   */
  trustProxy: boolean;
  /** The built SPA; undefined means the default location beside the server. */
  webDir: string | undefined;
  /** 'simulated': the offline synthetic market; 'exchange': public candles through ccxt. */
  marketData: 'simulated' | 'exchange';
  oidc: {
    /** An external OpenID Connect issuer; undefined means the embedded provider at /oidc. */
    externalIssuer: string | undefined;
    /** The issuer ID tokens must come from. */
    issuer: string;
    clientId: string;
    scopes: string;
  };
  /** Lower-cased emails that become admins when they sign in (else the first user ever). */
  adminEmails: string[];
  sessionTtlSeconds: number;
  /** 32 bytes that seal credentials and webhook secrets; undefined: kept in DATA_DIR/master.key. */
  masterKey: Buffer | undefined;
  /** Signals whose `time` is older than this many seconds are refused (DESIGN §6). */
  signalMaxLagSeconds: number;
  /**
   * 'paper' (default): every account trades on the paper exchange. 'live': accounts whose mode is
   * 'live' send real orders through ccxt (the exchange's testnet when isTestAccount); paper-mode
   * accounts stay on paper. So going live needs both the operator and the account owner.
   */
  exchangeGateway: 'paper' | 'live';
  /** What each stable quote asset of a paper account starts with (USDT, USDC). */
  paperStartingBalance: number;
  /**
   * Where an exchange's private API answers instead of its own host, per exchange code (a
   * recording proxy, or the browser tests' fake exchange); unset: the exchange itself.
   */
  exchangeApiUrls: Record<string, string>;
}

export class ConfigError extends Error {}

const SECRET_ENV = new Set(['MASTER_KEY', 'VAPID_PRIVATE_KEY', 'SMTP_URL']);

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // Empty strings mean "unset", as in most .env tooling.
  const present = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== ''));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const name = String(issue.path[0]);
    // A secret's value is never repeated (the error is printed and logged).
    const got = SECRET_ENV.has(name) ? 'a value of the wrong form' : JSON.stringify(env[name]);
    throw new ConfigError(`Invalid configuration: ${name} ${issue.message} (got ${got})`);
  }
  const e = parsed.data;
  // npm runs workspace scripts inside the workspace; relative paths mean the caller's directory.
  const base = env.INIT_CWD ?? process.cwd();
  const publicUrl = e.PUBLIC_URL ?? `http://localhost:${e.PORT}`;
  if ((e.VAPID_PUBLIC_KEY === undefined) !== (e.VAPID_PRIVATE_KEY === undefined)) {
    throw new ConfigError(
      'Invalid configuration: VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are set together or not at all',
    );
  }
  return {
    development: e.NODE_ENV === 'development',
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(base, e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    publicUrl,
    logLevel: e.LOG_LEVEL,
    workers: e.WORKERS,
    notificationsAllowPrivateUrls: e.NOTIFICATIONS_ALLOW_PRIVATE_URLS,
    telegramApiUrl: e.TELEGRAM_API_URL,
    smtp: e.SMTP_URL ? { url: e.SMTP_URL, from: e.SMTP_FROM } : undefined,
    vapidKeys:
      e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY
        ? { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY }
        : undefined,
    vapidSubject: e.VAPID_SUBJECT ?? vapidSubjectOf(publicUrl),
    demoData: e.DEMO_DATA ?? (!e.DATABASE_URL && e.MARKET_DATA === 'simulated'),
    corsOrigins: [new URL(publicUrl).origin, ...splitList(e.CORS_ORIGINS)],
    rateLimitMax: e.RATE_LIMIT_MAX,
    publicRateLimitMax: e.PUBLIC_RATE_LIMIT_MAX,
    registrationsPerAddress: e.REGISTRATIONS_PER_ADDRESS,
    liveStreamsMax: e.LIVE_STREAMS_MAX,
    liveStreamsPerAddress: e.LIVE_STREAMS_PER_ADDRESS,
    liveStreamsInstanceMax: e.LIVE_STREAMS_INSTANCE_MAX,
    liveStreamsFdReserve: e.LIVE_STREAMS_FD_RESERVE,
    trustedProxies: e.TRUST_PROXY ?? false,
    trustProxy: (e.TRUST_PROXY ?? false) !== false,
    webDir: e.WEB_DIR ? path.resolve(base, e.WEB_DIR) : undefined,
    marketData: e.MARKET_DATA,
    oidc: {
      externalIssuer: e.OIDC_ISSUER,
      issuer: e.OIDC_ISSUER ?? `${publicUrl}/oidc`,
      clientId: e.OIDC_CLIENT_ID,
      scopes: e.OIDC_SCOPES,
    },
    adminEmails: splitList(e.ADMIN_EMAILS).map((email) => email.toLowerCase()),
    sessionTtlSeconds: e.SESSION_TTL_HOURS * 3600,
    masterKey: e.MASTER_KEY
      ? Buffer.from(e.MASTER_KEY, /^[0-9a-fA-F]{64}$/.test(e.MASTER_KEY) ? 'hex' : 'base64')
      : undefined,
    signalMaxLagSeconds: e.SIGNAL_MAX_LAG_SECONDS,
    exchangeGateway: e.EXCHANGE_GATEWAY,
    paperStartingBalance: e.PAPER_STARTING_BALANCE,
    exchangeApiUrls: Object.fromEntries(
      splitList(e.EXCHANGE_API_URLS).map((pair) => {
        const [code, url] = pair.split(/=(.*)/s) as [string, string];
        return [code.trim(), url.trim().replace(/\/+$/, '')];
      }),
    ),
  };
}

/** The public URL when push services can reach it (https, not localhost), else a placeholder. */
function vapidSubjectOf(publicUrl: string): string {
  const url = new URL(publicUrl);
  const local = url.hostname === 'localhost' || url.hostname.endsWith('.localhost');
  return url.protocol === 'https:' && !local ? url.origin : 'mailto:admin@localhost';
}

function splitList(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}
