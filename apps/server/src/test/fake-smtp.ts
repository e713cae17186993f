import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** A message the sink accepted, its MIME parts decoded. */
export interface ReceivedMail {
  from: string;
  to: string[];
  /** Header names lower-cased; encoded words (=?UTF-8?Q?…?=) decoded. */
  headers: Record<string, string>;
  subject: string;
  text: string;
  html: string | null;
  raw: string;
}

/** An SMTP answer the sink gives instead of accepting (`code` 4xx or 5xx). */
export interface SmtpAnswer {
  code: number;
  message: string;
}

/**
 * An SMTP sink on loopback (smtp-server) for the e-mail channel's tests: it accepts any sender,
 * logs in `user`/`password` when a client authenticates (others are refused), collects each
 * message parsed, and answers a 4xx or 5xx on RCPT or DATA when told to.
 */
export interface FakeSmtp {
  host: string;
  port: number;
  user: string;
  password: string;
  received: ReceivedMail[];
  /** Logins tried (username, whether accepted). */
  logins: { user: string; ok: boolean }[];
  /** Answers RCPT TO for this address (or every address when a function says so) instead of 250. */
  rcpt: (address: string) => SmtpAnswer | null;
  /** Answers the end of DATA instead of 250. */
  data: (mail: ReceivedMail) => SmtpAnswer | null;
  /** Resolves once `n` messages arrived to `to` (any recipient when omitted). */
  mailTo(to: string | undefined, n: number, timeoutMs?: number): Promise<ReceivedMail[]>;
  /** The 6-digit code of the last confirmation message to `to`. */
  codeFor(to: string, timeoutMs?: number): Promise<string>;
  reset(): void;
  close(): Promise<void>;
}

const smtpError = (answer: SmtpAnswer) =>
  Object.assign(new Error(answer.message), { responseCode: answer.code });

const decodeQuotedPrintable = (s: string) =>
  Buffer.from(
    s
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');

const decodeWords = (s: string) =>
  s.replace(/=\?([^?]+)\?([QB])\?([^?]*)\?=\s*/gi, (_, _charset, enc: string, text: string) =>
    enc.toUpperCase() === 'B'
      ? Buffer.from(text, 'base64').toString('utf8')
      : decodeQuotedPrintable(text.replace(/_/g, ' ')),
  );

function splitHead(raw: string): { headers: Record<string, string>; body: string } {
  const at = raw.search(/\r?\n\r?\n/);
  const head = at < 0 ? raw : raw.slice(0, at);
  const body = at < 0 ? '' : raw.slice(at).replace(/^\r?\n\r?\n/, '');
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) {
      headers[line.slice(0, colon).trim().toLowerCase()] = decodeWords(
        line.slice(colon + 1).trim(),
      );
    }
  }
  return { headers, body };
}

function decodeBody(headers: Record<string, string>, body: string): string {
  const encoding = (headers['content-transfer-encoding'] ?? '').toLowerCase();
  if (encoding === 'base64')
    return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(body);
  return body;
}

/** The text and HTML of a message: one part, or one level of multipart. */
export function parseMail(
  raw: string,
): Pick<ReceivedMail, 'headers' | 'subject' | 'text' | 'html'> {
  const { headers, body } = splitHead(raw);
  let text = '';
  let html: string | null = null;
  const boundary = /boundary="?([^";]+)"?/i.exec(headers['content-type'] ?? '')?.[1];
  const parts = boundary
    ? body
        .split(`--${boundary}`)
        .slice(1)
        .filter((p) => !p.startsWith('--'))
        .map((p) => splitHead(p.replace(/^\r?\n/, '')))
    : [{ headers, body }];
  for (const part of parts) {
    const type = (part.headers['content-type'] ?? 'text/plain').toLowerCase();
    const decoded = decodeBody(part.headers, part.body).replace(/\r\n/g, '\n');
    if (type.startsWith('text/html')) html = decoded;
    else if (type.startsWith('text/plain')) text = decoded;
  }
  return { headers, subject: headers.subject ?? '', text, html };
}

export async function startFakeSmtp(
  /** A fixed port (the browser tests' server is told it before the sink starts); 0: any. */
  port = 0,
  user = 'pulso-smtp',
  password = 'clave-smtp-de-prueba-9f3',
): Promise<FakeSmtp> {
  const waiters = new Set<() => void>();
  const fake: FakeSmtp = {
    host: '127.0.0.1',
    port: 0,
    user,
    password,
    received: [],
    logins: [],
    rcpt: () => null,
    data: () => null,
    mailTo: (to, n, timeoutMs = 10_000) =>
      new Promise((resolve, reject) => {
        const matching = () =>
          fake.received.filter((m) => to === undefined || m.to.includes(to.toLowerCase()));
        const check = () => {
          if (matching().length < n) return false;
          waiters.delete(check as () => void);
          clearTimeout(timer);
          resolve(matching());
          return true;
        };
        const timer = setTimeout(() => {
          waiters.delete(check as () => void);
          reject(
            new Error(`fake SMTP: ${matching().length} of ${n} messages to ${to ?? 'anyone'}`),
          );
        }, timeoutMs);
        if (!check()) waiters.add(check as () => void);
      }),
    codeFor: async (to, timeoutMs) => {
      const all = await fake.mailTo(to, 1, timeoutMs);
      const withCode = all.filter((m) => /código de confirmación/.test(m.subject));
      const code = /\b(\d{6})\b/.exec(withCode.at(-1)?.text ?? '')?.[1];
      if (!code) throw new Error(`fake SMTP: no code was mailed to ${to}`);
      return code;
    },
    reset: () => {
      fake.received.length = 0;
      fake.logins.length = 0;
      fake.rcpt = () => null;
      fake.data = () => null;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  const server = new SMTPServer({
    logger: false,
    // No certificate to offer: plain SMTP on loopback, login allowed without TLS.
    disabledCommands: ['STARTTLS'],
    authOptional: true,
    allowInsecureAuth: true,
    onAuth(auth, _session, callback) {
      const ok = auth.username === user && auth.password === password;
      fake.logins.push({ user: auth.username ?? '', ok });
      if (ok) callback(null, { user: auth.username });
      else callback(smtpError({ code: 535, message: 'Authentication failed' }));
    },
    onRcptTo(address, _session, callback) {
      const answer = fake.rcpt(address.address);
      callback(answer ? smtpError(answer) : undefined);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const mail: ReceivedMail = {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
          raw,
          ...parseMail(raw),
        };
        const answer = fake.data(mail);
        if (answer) return callback(smtpError(answer));
        fake.received.push(mail);
        for (const waiter of [...waiters]) waiter();
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  fake.port = (server.server.address() as AddressInfo).port;
  return fake;
}
