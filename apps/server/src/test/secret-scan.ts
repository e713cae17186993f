/**
 * Watches every request and response of a test app, and its log output, for secrets where they
 * must not be (issue 9). Every server test file builds its apps through the harness, so the
 * whole suite is scanned; a leak fails the file that caused it, when its app closes.
 *
 * - Credentials a caller sent (passwords, exchange API keys, secrets and passphrases) must never
 *   come back in a response, nor reach the logs.
 * - Secrets the server issued (webhook secrets, API tokens, session and ID tokens) and the
 *   webhook secrets senders present must never reach the logs.
 * - Password hashes and sealed values must appear in neither; nor may a response carry a field
 *   named after a stored secret.
 */
import { HOSTILE_NUMBERS, HOSTILE_TEXT } from './hostile-input';

// botToken: the instance's Telegram bot token, set by the admin.
const CREDENTIAL_KEYS = new Set(['password', 'apiKey', 'passphrase', 'apiSecret', 'botToken']);
const ISSUED = [
  /whsec_[A-Za-z0-9_-]{20,}/g,
  /pulso_[A-Za-z0-9_-]{20,}/g,
  /eyJ[A-Za-z0-9_-]{10,}\.eyJ[A-Za-z0-9_-]{10,}\.[A-Za-z0-9_-]{20,}/g,
];
const NEVER: Array<[string, RegExp]> = [
  ['a password hash', /\$scrypt\$ln=/],
  ['a sealed value', /v1\.[A-Za-z0-9_-]{16}\.[A-Za-z0-9_-]*\.[A-Za-z0-9_-]{22}(?![A-Za-z0-9_-])/],
];
const NUMBER_TEXT = /^[-+]?(?:\d+\.?\d*|\.\d+)(?:e[-+]?\d+)?$/i;
const SECRET_FIELDS =
  /"(passwordHash|webhookSecretHash|webhookSecretSealed|totpSecret|credentialsSealed)"\s*:/;

export class SecretScan {
  private readonly sent = new Set<string>();
  /**
   * Text the callers also sent outside credentials (other fields, URLs): a credential equal to one
   * (the fuzz corpus reuses '1e-400' everywhere) in the logs proves nothing, as that text may be
   * logged where it was public.
   */
  private readonly open = new Set<string>();
  private readonly issued = new Set<string>();
  private readonly leaks: string[] = [];

  /** A parsed request body, the bearer token it came with, and its URL. */
  noteRequest(body: unknown, authorization: string | undefined, url = ''): void {
    this.collect(body, false);
    this.open.add(url);
    try {
      this.open.add(decodeURIComponent(url));
    } catch {
      // Not decodable: the raw URL is what a log line would hold.
    }
    if (body && typeof body === 'object') {
      try {
        this.noteIssued(JSON.stringify(body));
      } catch {
        // Nested past the stack (the fuzz corpus does that): no token hides in such a body.
      }
    }
    const token = authorization?.replace(/^Bearer\s+/i, '');
    if (token && token.length >= 20) this.issued.add(token);
  }

  noteResponse(where: string, payload: string): void {
    this.noteIssued(payload);
    for (const value of this.sent) {
      if (payload.includes(value))
        this.leaks.push(`${where}: a response repeats a credential sent to it`);
    }
    this.checkNever(`${where} (response)`, payload);
    const field = SECRET_FIELDS.exec(payload);
    if (field) this.leaks.push(`${where}: a response has a "${field[1]}" field`);
  }

  /** The findings, with the logs scanned too; empty when nothing leaked. */
  findings(logs: readonly string[]): string[] {
    const text = logs.join('');
    // The hostile-input corpus is public text sent everywhere, some of it as raw JSON numbers the
    // server reads as text ('1e-400'): a "credential" equal to one proves nothing in a log line.
    const open = [...this.open, ...HOSTILE_NUMBERS, ...HOSTILE_TEXT].join('\n');
    for (const value of this.sent) {
      if (text.includes(value) && !open.includes(value))
        this.leaks.push(`the logs contain ${describe(value)}${lineOf(logs, value)}`);
    }
    for (const value of this.issued) {
      if (text.includes(value))
        this.leaks.push(`the logs contain ${describe(value)}${lineOf(logs, value)}`);
    }
    this.checkNever('the logs', text);
    return [...new Set(this.leaks)];
  }

  private noteIssued(text: string): void {
    for (const pattern of ISSUED) {
      for (const match of text.matchAll(pattern)) this.issued.add(match[0]);
    }
  }

  private checkNever(where: string, text: string): void {
    for (const [what, pattern] of NEVER) {
      if (pattern.test(text)) this.leaks.push(`${where} contain ${what}`);
    }
  }

  /** Credential values anywhere in a body; `secret` counts inside credentials and webhooks. */
  private collect(value: unknown, inCredentials: boolean, depth = 0): void {
    if (depth > 6 || value === null || typeof value !== 'object') return;
    for (const [key, inner] of Object.entries(value as Record<string, unknown>)) {
      if (typeof inner === 'string' && inner.length >= 6) {
        // Number text ('-1e-10': the server reads a JSON number in a body as its text) is public
        // wherever it appears (an amount, a page), whichever field the fuzz put it in.
        if (NUMBER_TEXT.test(inner)) this.open.add(inner);
        else if (CREDENTIAL_KEYS.has(key) || (key === 'secret' && inCredentials))
          this.sent.add(inner);
        // A webhook secret presented to the receiver: issued earlier, never to be logged.
        else if (key === 'secret') this.issued.add(inner);
        else this.open.add(inner);
      }
      this.collect(inner, inCredentials || key === 'credentials', depth + 1);
    }
  }
}

/** Which log line holds it: its message and route, never the value (the failure says where to look). */
function lineOf(logs: readonly string[], value: string): string {
  const line = logs.find((l) => l.includes(value));
  try {
    const entry = JSON.parse(line ?? '') as { msg?: unknown; req?: { url?: unknown } };
    if (typeof entry.msg !== 'string' || entry.msg === '') return '';
    const url = typeof entry.req?.url === 'string' ? ` of ${entry.req.url.split('?')[0]}` : '';
    return ` in "${entry.msg}"${url}`;
  } catch {
    return '';
  }
}

function describe(value: string): string {
  if (value.startsWith('whsec_')) return 'a webhook secret';
  if (value.startsWith('pulso_')) return 'an API token';
  if (value.startsWith('eyJ')) return 'a token';
  return `a credential (${value.slice(0, 3)}…)`;
}
