import { EXCHANGES } from '@pulso/domain';
import type { AccountCredentials } from './account-client';

/**
 * What Pulso keeps of an exchange's error (issue 34 R15). An exchange's answer, or ccxt's message
 * around it, can quote the request it refused: URLs, query strings, headers, the signed payload,
 * in whatever encoding the exchange chose. Masking the account's key where it appears verbatim
 * missed its URL-encoded, base64 and reversed forms. So nothing of the message is kept: an error
 * becomes its ccxt class, the exchange's numeric code (digits only) and a fixed Spanish message,
 * before it is stored (a sync's status, a receiver log) or logged. `redactSecrets` stays behind
 * that as defense in depth, for any text that may still hold a credential.
 */

/** What kind of failure, by the ccxt class it is (or inherits from). */
export type ExchangeErrorKind =
  | 'credentials'
  | 'permission'
  | 'account'
  | 'funds'
  | 'order'
  | 'order-not-found'
  | 'market'
  | 'rate-limit'
  | 'unavailable'
  | 'network'
  | 'unsupported'
  | 'request'
  | 'exchange'
  | 'unexpected';

/** The ccxt classes Pulso tells apart, the most specific first, and what each is for the user. */
const KINDS: [string, ExchangeErrorKind, string][] = [
  ['AccountSuspended', 'account', 'El exchange tiene la cuenta suspendida'],
  ['AuthenticationError', 'credentials', 'El exchange rechazó las credenciales de API'],
  [
    'PermissionDenied',
    'permission',
    'Las credenciales de API no tienen permiso para esta operación',
  ],
  [
    'AccountNotEnabled',
    'account',
    'La cuenta no está habilitada en el exchange para esta operación',
  ],
  ['InsufficientFunds', 'funds', 'El exchange rechazó la orden por saldo insuficiente'],
  ['OrderNotFound', 'order-not-found', 'El exchange no encuentra la orden'],
  ['InvalidOrder', 'order', 'El exchange rechazó la orden'],
  ['BadSymbol', 'market', 'El exchange no reconoce el mercado'],
  ['MarketClosed', 'market', 'El mercado está cerrado en el exchange'],
  ['RateLimitExceeded', 'rate-limit', 'El exchange limitó las peticiones'],
  ['DDoSProtection', 'rate-limit', 'El exchange limitó las peticiones'],
  ['OnMaintenance', 'unavailable', 'El exchange está en mantenimiento'],
  ['ExchangeNotAvailable', 'unavailable', 'El exchange no está disponible'],
  ['NetworkError', 'network', 'Sin respuesta del exchange'],
  ['NotSupported', 'unsupported', 'El exchange no admite esta operación'],
  ['ArgumentsRequired', 'request', 'El exchange necesita más datos para esta petición'],
  ['BadRequest', 'request', 'El exchange rechazó la petición'],
  ['BadResponse', 'exchange', 'El exchange respondió algo que no se entiende'],
  ['ExchangeError', 'exchange', 'Error del exchange'],
  ['OperationFailed', 'network', 'Sin respuesta del exchange'],
  ['BaseError', 'exchange', 'Error del exchange'],
];
const UNEXPECTED = 'Error inesperado al hablar con el exchange';

/** An exchange error reduced to what may be kept. */
export interface ExchangeFailureFacts {
  kind: ExchangeErrorKind;
  /** ccxt's class ('AuthenticationError' …), or 'Error' for what ccxt did not raise. */
  type: string;
  /** The exchange it came from, when ccxt named one Pulso knows. */
  exchange: string | undefined;
  /** The exchange's own error code ('-2015', '400003'), digits only, when it gave one. */
  code: string | undefined;
  /** The facts above, in brackets: '(binance AuthenticationError, código -2015)'. */
  detail: string;
  /** The fixed Spanish message, then `detail`. */
  message: string;
}

/** An exchange's error as Pulso throws, stores and logs it: nothing of the original message. */
export class ExchangeFailure extends Error {
  override readonly name = 'ExchangeFailure';
  readonly kind: ExchangeErrorKind;
  readonly type: string;
  readonly exchange: string | undefined;
  readonly code: string | undefined;
  readonly detail: string;

  constructor(facts: ExchangeFailureFacts) {
    super(facts.message);
    this.kind = facts.kind;
    this.type = facts.type;
    this.exchange = facts.exchange;
    this.code = facts.code;
    this.detail = facts.detail;
  }
}

/** The names of an error's classes, its own first (ccxt's are plain named classes). */
function classNames(error: Error): string[] {
  const names: string[] = [];
  for (let p = Object.getPrototypeOf(error) as object | null; p && p !== Error.prototype;) {
    names.push((p as { constructor: { name: string } }).constructor.name);
    p = Object.getPrototypeOf(p) as object | null;
  }
  return names;
}

/** ccxt words its errors `<exchange id> <the exchange's answer>`. */
const EXCHANGE_ID = /^([a-z0-9]+)\b/;
/** An exchange's own error code in its JSON answer: Binance and Bitget `code`, Bybit `retCode`. */
const ERROR_CODE = /"(?:code|retCode|ret_code|errorCode)"\s*:\s*"?(-?\d{1,10})"?/;

/** What of an exchange's error may be kept (see the module's note). Idempotent. */
export function exchangeFailure(error: unknown): ExchangeFailureFacts {
  if (error instanceof ExchangeFailure) {
    const { kind, type, exchange, code, detail, message } = error;
    return { kind, type, exchange, code, detail, message };
  }
  if (!(error instanceof Error)) {
    const detail = '(Error)';
    return {
      kind: 'unexpected',
      type: 'Error',
      exchange: undefined,
      code: undefined,
      detail,
      message: `${UNEXPECTED} ${detail}`,
    };
  }
  const names = classNames(error);
  const match = KINDS.find(([name]) => names.includes(name));
  const text = error.message;
  const id = EXCHANGE_ID.exec(text)?.[1];
  const exchange = id && (EXCHANGES as readonly string[]).includes(id) ? id : undefined;
  const code = match ? ERROR_CODE.exec(text)?.[1] : undefined;
  const type = match ? (names[0] ?? 'Error') : 'Error';
  const said = match?.[2] ?? UNEXPECTED;
  const facts = [exchange ? `${exchange} ${type}` : type, code ? `código ${code}` : undefined];
  const detail = `(${facts.filter(Boolean).join(', ')})`;
  return {
    kind: match?.[1] ?? 'unexpected',
    type,
    exchange,
    code,
    detail,
    message: `${said} ${detail}`,
  };
}

/** The error to throw or log in place of an exchange's own. */
export function reducedError(error: unknown): ExchangeFailure {
  return error instanceof ExchangeFailure ? error : new ExchangeFailure(exchangeFailure(error));
}

/** The least of a credential that is masked: shorter values could mask ordinary words. */
const MIN_SECRET = 6;

/** A value's base64 as it reads inside a longer base64 text, at each of the three alignments. */
function base64Runs(value: Buffer): string[] {
  const runs: string[] = [];
  for (let offset = 0; offset < 3; offset++) {
    const encoded = Buffer.concat([Buffer.alloc(offset), value]).toString('base64');
    // The characters that depend on the value's bytes alone (not on a neighbour's).
    const from = Math.ceil((offset * 8) / 6);
    const to = Math.floor(((offset + value.length) * 8) / 6);
    const run = encoded.slice(from, to);
    if (run.length >= MIN_SECRET) runs.push(run, run.replace(/\+/g, '-').replace(/\//g, '_'));
  }
  return runs;
}

/** Every form of a credential the code or an exchange may write: as is, URL, base64, hex, reversed. */
function encodings(secret: string): string[] {
  const bytes = Buffer.from(secret, 'utf8');
  const forms = [
    secret,
    encodeURIComponent(secret),
    encodeURIComponent(secret).replace(/%20/g, '+'),
    bytes.toString('base64'),
    bytes.toString('base64url'),
    ...base64Runs(bytes),
    bytes.toString('hex'),
    [...secret].reverse().join(''),
    encodeURIComponent([...secret].reverse().join('')),
    bytes.toString('base64').split('').reverse().join(''),
  ];
  return [...new Set(forms)].filter((form) => form.length >= MIN_SECRET);
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Defense in depth: `text` with every credential of the account masked, in every encoding above
 * (case-insensitively: percent-escapes and hex come in either case).
 */
export function redactSecrets(text: string, credentials: AccountCredentials): string {
  const secrets = [credentials.apiKey, credentials.secret, credentials.passphrase].filter(
    (value): value is string => typeof value === 'string' && value.length >= MIN_SECRET,
  );
  if (secrets.length === 0) return text;
  const forms = secrets.flatMap(encodings).sort((a, b) => b.length - a.length);
  return text.replace(new RegExp(forms.map(escapeRegExp).join('|'), 'gi'), '***');
}

/**
 * The exchange's error as the user reads it: a fixed Spanish message with the ccxt class and the
 * exchange's code, never the exchange's own words (they may quote the request).
 */
export function exchangeMessage(error: unknown, credentials?: AccountCredentials): string {
  const { message } = exchangeFailure(error);
  return credentials ? redactSecrets(message, credentials) : message;
}
