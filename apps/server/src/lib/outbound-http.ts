import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { BlockList, isIP, type LookupFunction } from 'node:net';

/**
 * Requests to addresses users give (their notification channels): only to the public internet
 * unless the operator allows private networks. The check runs on the address a connection is
 * actually opened to, after DNS resolution, so a name that resolves to 127.0.0.1 (or changes its
 * answer between a check and the connection) is refused too.
 */

/** IANA's special-purpose ranges: nothing a user's public endpoint lives in. */
const SPECIAL_PURPOSE = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  SPECIAL_PURPOSE.addSubnet(net, prefix, 'ipv4');
}
for (const [net, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['64:ff9b::', 96],
  ['64:ff9b:1::', 48],
  ['100::', 64],
  ['2001::', 23],
  ['2001:db8::', 32],
  ['2002::', 16],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
] as const) {
  SPECIAL_PURPOSE.addSubnet(net, prefix, 'ipv6');
}

/** Whether an address is private, loopback, link-local or otherwise not on the public internet. */
export function isPrivateAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  if (mapped) return isPrivateAddress(mapped);
  const family = isIP(address);
  if (family === 0) return true;
  return SPECIAL_PURPOSE.check(address, family === 6 ? 'ipv6' : 'ipv4');
}

/** A request refused before it left: the address is not one Pulso sends to. */
export class OutboundRefused extends Error {
  constructor(readonly host: string) {
    super(`La dirección ${host} es de una red privada o local: no se envían mensajes allí`);
    this.name = 'OutboundRefused';
  }
}

const hostOf = (url: URL) => url.hostname.replace(/^\[(.*)\]$/, '$1');

/** Throws OutboundRefused when the URL names a private address literally (a name is checked when resolved). */
export function checkOutboundUrl(url: URL, allowPrivate: boolean): void {
  const host = hostOf(url);
  if (allowPrivate) return;
  if (
    isIP(host) !== 0 ? isPrivateAddress(host) : host === 'localhost' || host.endsWith('.localhost')
  )
    throw new OutboundRefused(host);
}

/** dns.lookup, refusing every private answer (all of them must be public). */
function guardedLookup(): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
      if (error) return callback(error, '', 0);
      const refused = addresses.find((a) => isPrivateAddress(a.address));
      if (refused || addresses.length === 0) {
        return callback(Object.assign(new OutboundRefused(hostname), { code: 'EREFUSED' }), '', 0);
      }
      if (options.all)
        return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, addresses);
      const [first] = addresses;
      return callback(null, first!.address, first!.family);
    });
  };
}

export interface OutboundAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The first 4 KB of the answer's body. */
  body: string;
}

export interface OutboundRequest {
  method?: 'POST' | 'GET';
  headers?: Record<string, string>;
  /** Text is sent as UTF-8; a Buffer as it is (an encrypted Web Push payload). */
  body?: string | Buffer;
  timeoutMs: number;
  allowPrivate: boolean;
  /** How much of the answer is read (default 4 KB; the Telegram poller reads its updates whole). */
  maxBytes?: number;
}

const ANSWER_BYTES = 4096;

/**
 * Connections kept open per origin (a Discord or ntfy host many channels share), each opened
 * through the guarded lookup when private addresses are refused: a reused socket was checked
 * when it connected.
 */
const agents = new Map<string, http.Agent>();
function agentFor(protocol: string, allowPrivate: boolean): http.Agent {
  const key = `${protocol}${allowPrivate}`;
  let agent = agents.get(key);
  if (!agent) {
    const options: http.AgentOptions & { lookup?: LookupFunction } = {
      keepAlive: true,
      maxSockets: 8,
      maxFreeSockets: 4,
      timeout: 30_000,
      ...(allowPrivate ? {} : { lookup: guardedLookup() }),
    };
    agent = protocol === 'https:' ? new https.Agent(options) : new http.Agent(options);
    agents.set(key, agent);
  }
  return agent;
}

/** One request to a user's endpoint: bounded in time and in what is read back. */
export function sendOutbound(url: URL, request: OutboundRequest): Promise<OutboundAnswer> {
  checkOutboundUrl(url, request.allowPrivate);
  const transport = url.protocol === 'https:' ? https : http;
  const body =
    request.body === undefined || Buffer.isBuffer(request.body)
      ? request.body
      : Buffer.from(request.body, 'utf8');
  const maxBytes = request.maxBytes ?? ANSWER_BYTES;
  return new Promise((resolve, reject) => {
    const req = transport.request(
      url,
      {
        method: request.method ?? 'POST',
        headers: {
          'user-agent': 'Pulso-Notifications',
          ...(body ? { 'content-length': String(body.length) } : {}),
          ...request.headers,
        },
        agent: agentFor(url.protocol, request.allowPrivate),
        signal: AbortSignal.timeout(request.timeoutMs),
      },
      (res) => {
        const chunks: Buffer[] = [];
        let size = 0;
        res.on('data', (chunk: Buffer) => {
          if (size < maxBytes) chunks.push(chunk);
          size += chunk.length;
          if (size >= maxBytes) res.destroy();
        });
        const done = () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks).toString('utf8').slice(0, maxBytes),
          });
        res.on('end', done);
        res.on('close', done);
        res.on('error', done);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}
