import type { InjectOptions } from 'fastify';
import type { RouteAccess } from '../plugins/access';

/**
 * The hostile-input corpus of issue 15: what a tester throws at every route. Each entry is sent
 * in every query field, every body field and (separately) every path parameter.
 */

/** Text no column can hold: the edge refuses it with a 400. */
export const UNSTORABLE_TEXT = ['a\u0000b', 'x\ud800', '\udc00y'];
/** Storable but hostile text (C0 controls, an ANSI escape, DEL, RTL override, zero-width, BOM, line separator). */
export const ODD_TEXT = '\u0001\u0007\u001b[31m\u007f\u202eevil\u202c\u200b\ufeff\u2028';
export const HOSTILE_TEXT = [...UNSTORABLE_TEXT, ODD_TEXT];
/** Numbers and dates as text: hex, absurd exponents, words, impossible dates, nothing. */
export const HOSTILE_NUMBERS = [
  '0x10',
  '1e308',
  '-1e308',
  '1e-400',
  'NaN',
  'Infinity',
  '1e20',
  '2026-02-30',
  '2026-02-30T10:00:00Z',
  '',
];

const DEPTH = 10_000;
/** Ten times the API's body limit: built once, sent to every route that takes a body. */
const TEN_MB_BODY = `{"s":"${'x'.repeat(10 * 1024 * 1024)}"}`;
const nest = (open: string, leaf: string, close: string) =>
  open.repeat(DEPTH) + leaf + close.repeat(DEPTH);

/**
 * Every byte percent-encoded, lone surrogates as their WTF-8 bytes (encodeURIComponent throws on
 * them). The server decodes it as any URL; logged URLs then hold no value a test sent elsewhere
 * as a credential, which the secret scan would rightly report.
 */
export function encodeHostile(text: string): string {
  const bytes: number[] = [];
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    const paired =
      c >= 0xd800 && c <= 0xdbff && (text.charCodeAt(i + 1) & 0xfc00) === 0xdc00 ? 2 : 1;
    if (paired === 1 && (c & 0xf800) === 0xd800) {
      bytes.push(0xe0 | (c >> 12), 0x80 | ((c >> 6) & 0x3f), 0x80 | (c & 0x3f));
    } else {
      bytes.push(...Buffer.from(text.slice(i, i + paired), 'utf8'));
    }
    i += paired - 1;
  }
  return bytes.map((b) => `%${b.toString(16).toUpperCase().padStart(2, '0')}`).join('');
}

const withBody = (method: string) => method !== 'GET' && method !== 'DELETE';

/** Raw bodies over a route's own field names, sent as they are. */
function rawBodies(keys: string[]): Array<{ type: string; body: string }> {
  const fields = (value: string) => `{${keys.map((k) => `${JSON.stringify(k)}:${value}`)}}`;
  const [first = 'a'] = keys;
  return [
    { type: 'application/json', body: '{"a":' },
    { type: 'application/json', body: 'NaN' },
    // JSON has no NaN, Infinity or hex; 1e400 parses to Infinity.
    { type: 'application/json', body: fields('NaN') },
    { type: 'application/json', body: fields('0x10') },
    { type: 'application/json', body: fields('1e400') },
    { type: 'application/json', body: fields('-1e308') },
    { type: 'application/json', body: fields('1e20') },
    {
      type: 'application/json',
      body: `{"__proto__":{"isAdmin":true},"constructor":{"prototype":{"polluted":1}},${fields('"x"').slice(1)}`,
    },
    { type: 'application/json', body: nest('[', '', ']') },
    { type: 'application/json', body: nest(`{${JSON.stringify(first)}:`, '1', '}') },
    { type: 'application/json', body: fields(nest('[', '"x"', ']')) },
    { type: 'application/json', body: `[${'1,'.repeat(100_000)}1]` },
    { type: 'application/json', body: TEN_MB_BODY },
    { type: 'text/plain', body: 'hello' },
    { type: 'application/x-www-form-urlencoded', body: 'a=b&__proto__[x]=1' },
    { type: 'application/xml', body: '<a/>' },
  ];
}

/** What each field gets besides NUL and a lone surrogate: one of these, in turn. */
const IN_TURN = [ODD_TEXT, ...HOSTILE_NUMBERS];

/**
 * The corpus for one route (path parameters real unless hostile themselves, so handlers are
 * reached):
 * - each query and body field alone, with NUL, a lone surrogate and a value in turn;
 * - every field at once with each hostile number and the odd text;
 * - hostile path parameters, prototype keys in the query string, and the raw bodies.
 * `param` yields real ids in turn; `turn` offsets which value each field gets.
 */
export function hostileRequests(
  route: RouteAccess,
  param: () => string,
  { extraBodyKeys = [] as string[], turn = 0 } = {},
): InjectOptions[] {
  const method = route.method as InjectOptions['method'];
  const path = (value?: string) =>
    route.url.replace(/:[A-Za-z]+/g, () => encodeHostile(value ?? param()));
  const body = withBody(route.method);
  const bodyKeys = [...new Set([...route.bodyKeys, ...extraBodyKeys])];
  const query = (url: string, pairs: Array<[string, string]>) =>
    `${url}?${pairs.map(([k, v]) => `${encodeHostile(k)}=${encodeHostile(v)}`).join('&')}`;
  const requests: InjectOptions[] = [];
  const fieldValues = (i: number) => [
    UNSTORABLE_TEXT[0]!,
    UNSTORABLE_TEXT[1 + (i % 2)]!,
    IN_TURN[(i + turn) % IN_TURN.length]!,
  ];
  route.queryKeys.forEach((key, i) => {
    for (const value of fieldValues(i)) {
      requests.push({ method, url: query(path(), [[key, value]]) });
    }
  });
  bodyKeys.forEach((key, i) => {
    for (const value of fieldValues(i)) {
      requests.push({ method, url: path(), payload: { [key]: value } });
    }
  });
  // Every field at once. Query and body apart: a value sent in a credential field must not also
  // be in a logged URL (the secret scan would report it).
  for (const value of IN_TURN) {
    if (!body || route.queryKeys.length > 0) {
      const keys = route.queryKeys.length > 0 ? route.queryKeys : ['extra'];
      requests.push({
        method,
        url: query(
          path(),
          keys.map((k) => [k, value]),
        ),
      });
    }
    if (body) {
      const keys = [...bodyKeys, 'extra'];
      requests.push({
        method,
        url: path(),
        payload: Object.fromEntries(keys.map((k) => [k, value])),
      });
    }
  }
  if (route.url.includes(':')) {
    for (const value of HOSTILE_TEXT) requests.push({ method, url: path(value) });
  }
  requests.push({
    method,
    url: `${path()}?__proto__[isAdmin]=true&constructor[prototype][polluted]=1&__proto__=x`,
  });
  if (body) {
    for (const raw of rawBodies([...bodyKeys, 'extra'])) {
      requests.push({
        method,
        url: path(),
        headers: { 'content-type': raw.type },
        payload: raw.body,
      });
    }
  }
  return requests;
}
