import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addressKey } from '../../lib/client-address';
import { createIdentityTestApp, type IdentityTestApp, type SignedIn } from '../../test/identity';
import { instanceStreamCap, openFilesLimit, STREAM_CAP_MESSAGES, StreamCaps } from './stream-caps';
import { openStream, type TestStream } from './testing';

/**
 * Issue 34 R7: 19,806 visitor streams from 1,240 addresses used every file descriptor and new
 * connections (webhooks included) were refused; one IPv6 /64 could do it alone. Streams are now
 * capped per user, per visitor address (per /64) and per instance, the instance's cap leaving
 * descriptors for everything else.
 */
describe('live events: stream caps per user, per address (/64) and per instance', () => {
  let t: IdentityTestApp;
  let base: string;
  let ana: SignedIn;
  const streams: TestStream[] = [];
  const from = async (address: string, headers: Record<string, string> = {}) => {
    const s = await openStream(base, { headers: { 'x-forwarded-for': address, ...headers } });
    streams.push(s);
    return s;
  };
  const refusal = async (address: string) => {
    const res = await fetch(`${base}/api/events`, { headers: { 'x-forwarded-for': address } });
    return { status: res.status, body: (await res.json()) as { error: string } };
  };
  const closeAll = async () => {
    const open = streams.splice(0);
    for (const s of open) s.close();
    await Promise.all(open.map((s) => s.ended));
    // The server sees the closes a moment after the client.
    for (let i = 0; i < 100 && t.container.live.caps.open > 0; i++)
      await new Promise((r) => setTimeout(r, 20));
  };

  beforeAll(async () => {
    t = await createIdentityTestApp({
      TRUST_PROXY: '1',
      LIVE_STREAMS_MAX: '2',
      LIVE_STREAMS_PER_ADDRESS: '2',
      LIVE_STREAMS_INSTANCE_MAX: '5',
    });
    ana = await t.signIn({ sub: 'ana', email: 'ana@example.com' });
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    for (const s of streams) s.close();
    await t.close();
  });

  it('one IPv6 /64 is one address: rotating within it opens no more streams', async () => {
    expect((await from('2001:db8:a:b::1')).status).toBe(200);
    expect((await from('2001:db8:a:b:1234::2')).status).toBe(200);
    const third = await refusal('2001:db8:a:b:ffff:ffff:ffff:fffe');
    expect(third.status).toBe(429);
    expect(third.body.error).toBe(STREAM_CAP_MESSAGES.perAddress);
    // The next /64 is someone else.
    expect((await from('2001:db8:a:c::1')).status).toBe(200);
    await closeAll();
  });

  it('a signed-in user holds at most their share, from any address', async () => {
    expect((await from('198.51.100.1', ana.headers)).status).toBe(200);
    expect((await from('198.51.100.2', ana.headers)).status).toBe(200);
    const res = await fetch(`${base}/api/events`, {
      headers: { 'x-forwarded-for': '198.51.100.3', ...ana.headers },
    });
    expect(res.status).toBe(429);
    expect(((await res.json()) as { error: string }).error).toBe(STREAM_CAP_MESSAGES.perUser);
    await closeAll();
  });

  it('past the instance cap a stream gets 503 with a Spanish message, and the API and webhooks still answer', async () => {
    for (let i = 1; i <= 5; i++) expect((await from(`192.0.2.${i}`)).status).toBe(200);
    const full = await refusal('192.0.2.99');
    expect(full.status).toBe(503);
    expect(full.body.error).toBe(STREAM_CAP_MESSAGES.instance);
    // Other connections are still served: the API, and a webhook (refused for its bad secret,
    // not for want of a connection).
    const health = await fetch(`${base}/api/health`);
    expect(health.status).toBe(200);
    const webhook = await fetch(`${base}/api/trade-receiver/00000000-0000-4000-8000-000000000000`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(webhook.status).toBeLessThan(500);
    await closeAll();
    expect((await from('192.0.2.99')).status).toBe(200);
    await closeAll();
  });

  it('the instance cap is derived from the open-files limit, leaving a reserve', () => {
    const limits = `Limit                     Soft Limit           Hard Limit           Units
Max cpu time              unlimited            unlimited            seconds
Max open files            1024                 524288               files
`;
    expect(openFilesLimit(() => limits)).toBe(1024);
    expect(openFilesLimit(() => 'garbage')).toBeNull();
    expect(
      openFilesLimit(() => {
        throw new Error('no /proc');
      }),
    ).toBeNull();
    // A quarter of the limit, at least the reserve, is kept for everything else.
    const derive = (fileLimit: number | null) =>
      instanceStreamCap({ configured: undefined, fileLimit, reserve: 256, fallback: 500 });
    expect(derive(1024)).toBe(768);
    expect(derive(20_000)).toBe(15_000);
    expect(derive(300)).toBe(44);
    expect(derive(100)).toBe(1);
    expect(derive(null)).toBe(500);
    expect(instanceStreamCap({ configured: 7, fileLimit: 1024, reserve: 256, fallback: 500 })).toBe(
      7,
    );
  });

  it('addresses are counted by IPv4, IPv4-mapped IPv6 as IPv4, and IPv6 by /64', () => {
    expect(addressKey('203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressKey('2001:0db8:0000:0000:ffff:1:2:3')).toBe('2001:db8:0:0::/64');
    expect(addressKey('2001:db8:0:1::1')).toBe('2001:db8:0:1::/64');
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
    const caps = new StreamCaps({ perUser: 1, perAddress: 1, perInstance: 10 });
    const slot = caps.take(null, '2001:db8::1');
    expect(() => caps.take(null, '2001:db8::2')).toThrow(STREAM_CAP_MESSAGES.perAddress);
    slot.release();
    slot.release(); // once, however often called
    expect(caps.open).toBe(0);
    caps.take(null, '2001:db8::2');
  });
});
