import { describe, expect, it } from 'vitest';
import { checkOutboundUrl, isPrivateAddress, OutboundRefused } from './outbound-http';

describe('outbound requests go only to the public internet', () => {
  it('knows private, loopback, link-local and special addresses, v4, v6 and v4-mapped', () => {
    for (const address of [
      '127.0.0.1',
      '10.1.2.3',
      '172.31.255.1',
      '192.168.0.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '224.0.0.1',
      '255.255.255.255',
      '::1',
      '::',
      'fe80::1',
      'fd00::1',
      '::ffff:127.0.0.1',
      '::ffff:10.0.0.1',
      '64:ff9b::a00:1',
      'not-an-address',
    ]) {
      expect(isPrivateAddress(address), address).toBe(true);
    }
    for (const address of [
      '1.1.1.1',
      '8.8.8.8',
      '172.32.0.1',
      '2606:4700:4700::1111',
      '::ffff:1.1.1.1',
    ]) {
      expect(isPrivateAddress(address), address).toBe(false);
    }
  });

  it('refuses a literal private host or localhost unless allowed', () => {
    for (const url of [
      'http://127.0.0.1/x',
      'http://[::1]/x',
      'http://localhost:80/x',
      'http://a.localhost/x',
    ]) {
      expect(() => checkOutboundUrl(new URL(url), false), url).toThrow(OutboundRefused);
      expect(() => checkOutboundUrl(new URL(url), true), url).not.toThrow();
    }
    expect(() => checkOutboundUrl(new URL('https://ntfy.sh/tema'), false)).not.toThrow();
  });
});
