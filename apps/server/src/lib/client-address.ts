import { isIP } from 'node:net';

/**
 * The address a client is counted under (streams, sign-in failures): an IPv4 address as is (an IPv4-mapped IPv6
 * one as its IPv4), an IPv6 address by its /64 — the block one subscriber is handed, every
 * address of which they can use.
 */
export function addressKey(ip: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(ip);
  if (mapped) return mapped[1]!;
  if (isIP(ip) !== 6) return ip;
  const address = ip.split('%')[0]!;
  let groups: string[];
  const [head = '', tail] = address.split('::', 2);
  const parse = (part: string) => (part === '' ? [] : part.split(':'));
  if (tail === undefined) groups = parse(head);
  else {
    const left = parse(head);
    const right = parse(tail);
    // An embedded IPv4 tail (::1.2.3.4 forms) is two groups; only the first four matter here.
    const width = right.reduce((n, g) => n + (g.includes('.') ? 2 : 1), 0);
    groups = [...left, ...Array<string>(8 - left.length - width).fill('0'), ...right];
  }
  const prefix = groups.slice(0, 4).map((g) => (parseInt(g, 16) || 0).toString(16));
  return `${prefix.join(':')}::/64`;
}
