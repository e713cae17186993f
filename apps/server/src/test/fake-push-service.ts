import { createDecipheriv, createECDH, hkdfSync, randomBytes, randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { decodeProtectedHeader, importJWK, jwtVerify } from 'jose';

/** A subscription as a browser's PushSubscription.toJSON() gives it. */
export interface BrowserSubscription {
  endpoint: string;
  expirationTime: null;
  keys: { p256dh: string; auth: string };
}

/** A push the fake accepted: checked, decrypted, and what its sender said in its headers. */
export interface ReceivedPush {
  endpoint: string;
  /** The decrypted payload, parsed as JSON. */
  payload: Record<string, unknown>;
  /** The VAPID key the push was signed with (the `k` of its Authorization header). */
  vapidKey: string;
  /** The JWT's claims (aud, exp, sub). */
  claims: { aud: string; exp: number; sub: string };
  ttl: string | undefined;
  urgency: string | undefined;
  at: number;
}

/**
 * A push service on loopback (the role FCM or Mozilla's autopush play), strict as they are: every
 * push must carry a valid VAPID JWT (RFC 8292: ES256, signed by the key it names, its audience
 * this service's origin, not expired, with a subject) and an aes128gcm body it can decrypt for
 * the subscription (RFC 8188 + RFC 8291, with the subscription's private key and auth secret).
 * A push failing either is answered 401/400 and kept in `refused`, not in `received`.
 */
export interface FakePushService {
  url: string;
  /** A new browser-like subscription (fresh P-256 key pair and 16-byte auth secret) on this service. */
  subscription(): BrowserSubscription;
  received: ReceivedPush[];
  /** Why pushes were refused (a wrong signature, an undecryptable body…). */
  refused: string[];
  /** Requests that reached the service, accepted or not. */
  attempts: number;
  /** The status every next valid push is answered with (201 until told otherwise). */
  answerWith(status: number): void;
  /** Resolves once `n` pushes were received. */
  receivedCount(n: number, timeoutMs?: number): Promise<ReceivedPush[]>;
  close(): Promise<void>;
}

interface Subscriber {
  ecdh: ReturnType<typeof createECDH>;
  publicKey: Buffer;
  auth: Buffer;
}

const b64url = (b: Buffer) => b.toString('base64url');

/** RFC 8291 §3.4 and RFC 8188 §2: one aes128gcm record, decrypted with the browser's keys. */
export function decryptPush(body: Buffer, subscriber: Subscriber): Buffer {
  if (body.length < 21 + 65 + 17) throw new Error('body too short for aes128gcm');
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const idLength = body[20]!;
  if (idLength !== 65)
    throw new Error(`keyid is ${idLength} bytes, not an uncompressed P-256 point`);
  const serverPublic = body.subarray(21, 21 + idLength);
  const ciphertext = body.subarray(21 + idLength);
  if (ciphertext.length > recordSize) throw new Error('more than one record');
  const shared = subscriber.ecdh.computeSecret(serverPublic);
  const keyInfo = Buffer.concat([
    Buffer.from('WebPush: info\0'),
    subscriber.publicKey,
    serverPublic,
  ]);
  const ikm = Buffer.from(hkdfSync('sha256', shared, subscriber.auth, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, 'Content-Encoding: aes128gcm\0', 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, 'Content-Encoding: nonce\0', 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
  const padded = Buffer.concat([
    decipher.update(ciphertext.subarray(0, ciphertext.length - 16)),
    decipher.final(),
  ]);
  // The last record ends with 0x02 and then zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  if (end < 0 || padded[end] !== 2) throw new Error('no last-record delimiter');
  return padded.subarray(0, end);
}

/** RFC 8292 §3: `vapid t=<JWT>, k=<public key>`, the JWT signed (ES256) by k for this origin. */
async function checkVapid(
  authorization: string | undefined,
  origin: string,
): Promise<{ key: string; claims: ReceivedPush['claims'] }> {
  const match = /^vapid\s+t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(authorization ?? '');
  if (!match) throw new Error(`no vapid Authorization header (${authorization ?? 'none'})`);
  const [, token, key] = match as unknown as [string, string, string];
  const point = Buffer.from(key, 'base64url');
  if (point.length !== 65 || point[0] !== 4)
    throw new Error('k is not an uncompressed P-256 point');
  if (decodeProtectedHeader(token).alg !== 'ES256') throw new Error('the JWT is not ES256');
  const publicKey = await importJWK(
    {
      kty: 'EC',
      crv: 'P-256',
      x: b64url(point.subarray(1, 33)),
      y: b64url(point.subarray(33, 65)),
    },
    'ES256',
  );
  const { payload } = await jwtVerify(token, publicKey, {
    algorithms: ['ES256'],
    audience: origin,
    requiredClaims: ['exp', 'sub'],
  });
  const exp = payload.exp!;
  // At most 24 hours ahead (RFC 8292 §2).
  if (exp > Date.now() / 1000 + 24 * 3600 + 60) throw new Error('exp more than 24 h ahead');
  const sub = String(payload.sub);
  if (!/^(mailto:|https:)/.test(sub)) throw new Error(`sub is not mailto: or https: (${sub})`);
  return { key, claims: { aud: String(payload.aud), exp, sub } };
}

export async function startFakePushService(
  /** A fixed port (a browser test's server may need it before the fake starts); 0: any. */
  port = 0,
): Promise<FakePushService> {
  const subscribers = new Map<string, Subscriber>();
  let status = 201;
  const fake: FakePushService = {
    url: '',
    received: [],
    refused: [],
    attempts: 0,
    subscription: () => {
      const ecdh = createECDH('prime256v1');
      const publicKey = ecdh.generateKeys();
      const auth = randomBytes(16);
      const id = randomUUID();
      subscribers.set(id, { ecdh, publicKey, auth });
      return {
        endpoint: `${fake.url}/push/${id}`,
        expirationTime: null,
        keys: { p256dh: b64url(publicKey), auth: b64url(auth) },
      };
    },
    answerWith: (next) => {
      status = next;
    },
    receivedCount: async (n, timeoutMs = 10_000) => {
      const until = Date.now() + timeoutMs;
      while (fake.received.length < n) {
        if (Date.now() > until) {
          throw new Error(
            `push service: ${fake.received.length} of ${n} pushes after ${timeoutMs} ms` +
              (fake.refused.length ? ` (refused: ${fake.refused.join('; ')})` : ''),
          );
        }
        await new Promise((r) => setTimeout(r, 20));
      }
      return fake.received;
    },
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
  const reply = (res: http.ServerResponse, code: number, text = '') => {
    res.writeHead(code, { 'content-type': 'text/plain' });
    res.end(text);
  };
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      fake.attempts += 1;
      void (async () => {
        const id = /^\/push\/([0-9a-f-]{36})$/.exec(req.url ?? '')?.[1];
        const subscriber = id ? subscribers.get(id) : undefined;
        if (req.method !== 'POST' || !subscriber) return reply(res, 404, 'no such subscription');
        const endpoint = `${fake.url}${req.url}`;
        let vapid: Awaited<ReturnType<typeof checkVapid>>;
        try {
          vapid = await checkVapid(req.headers.authorization, new URL(fake.url).origin);
        } catch (error) {
          fake.refused.push(`VAPID: ${(error as Error).message}`);
          return reply(res, 401, 'bad VAPID authorization');
        }
        let payload: Record<string, unknown>;
        try {
          if (req.headers['content-encoding'] !== 'aes128gcm') {
            throw new Error(`Content-Encoding ${req.headers['content-encoding']}`);
          }
          const body = Buffer.concat(chunks);
          if (body.length > 4096) throw new Error(`${body.length} bytes, over 4096`);
          payload = JSON.parse(decryptPush(body, subscriber).toString('utf8')) as typeof payload;
        } catch (error) {
          fake.refused.push(`payload: ${(error as Error).message}`);
          return reply(res, 400, 'undecryptable payload');
        }
        if (status >= 200 && status < 300) {
          fake.received.push({
            endpoint,
            payload,
            vapidKey: vapid.key,
            claims: vapid.claims,
            ttl: req.headers.ttl as string | undefined,
            urgency: req.headers.urgency as string | undefined,
            at: Date.now(),
          });
        }
        return reply(
          res,
          status,
          status === 410 ? 'push subscription has unsubscribed or expired' : '',
        );
      })();
    });
  });
  server.keepAliveTimeout = 1;
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return fake;
}
