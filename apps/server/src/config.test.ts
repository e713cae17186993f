import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('has the documented defaults', () => {
    const config = loadConfig({ INIT_CWD: '/srv/pulso' });
    expect(config).toMatchObject({
      port: 3010,
      host: 'localhost',
      dataDir: '/srv/pulso/data',
      databaseUrl: undefined,
      publicUrl: 'http://localhost:3010',
      logLevel: 'info',
      workers: true,
      corsOrigins: ['http://localhost:3010'],
      trustProxy: false,
    });
  });

  it('reads every variable', () => {
    const config = loadConfig({
      PORT: '4010',
      HOST: '0.0.0.0',
      DATA_DIR: '/var/lib/pulso',
      DATABASE_URL: 'postgres://u@db:5432/pulso',
      PUBLIC_URL: 'https://pulso.example.com/',
      LOG_LEVEL: 'warn',
      WORKERS: 'false',
      CORS_ORIGINS: 'https://a.example, https://b.example',
      RATE_LIMIT_MAX: '50',
      EXCHANGE_API_URLS: 'binance=http://127.0.0.1:4011/, bybit=https://proxy.example',
    });
    expect(config).toMatchObject({
      port: 4010,
      host: '0.0.0.0',
      dataDir: '/var/lib/pulso',
      databaseUrl: 'postgres://u@db:5432/pulso',
      publicUrl: 'https://pulso.example.com',
      logLevel: 'warn',
      workers: false,
      corsOrigins: ['https://pulso.example.com', 'https://a.example', 'https://b.example'],
      rateLimitMax: 50,
      exchangeApiUrls: { binance: 'http://127.0.0.1:4011', bybit: 'https://proxy.example' },
    });
  });

  it('resolves a relative DATA_DIR against the directory npm was started in', () => {
    expect(loadConfig({ DATA_DIR: 'store', INIT_CWD: '/home/me/pulso' }).dataDir).toBe(
      '/home/me/pulso/store',
    );
    expect(loadConfig({ DATA_DIR: 'store', INIT_CWD: undefined }).dataDir).toBe(
      path.resolve('store'),
    );
  });

  it('trusts a client address only from named proxies: a hop count or their addresses (R8)', () => {
    expect(loadConfig({})).toMatchObject({ trustedProxies: false, trustProxy: false });
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustedProxies).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '0' }).trustedProxies).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '2' })).toMatchObject({ trustedProxies: 2, trustProxy: true });
    expect(
      loadConfig({ TRUST_PROXY: '10.0.0.2, 10.1.0.0/16,fd00::/8,loopback' }).trustedProxies,
    ).toEqual(['10.0.0.2', '10.1.0.0/16', 'fd00::/8', 'loopback']);
    for (const bad of [
      'true',
      'yes',
      'TRUE',
      '11',
      '10.0.0',
      '10.0.0.1/24/3',
      'proxy.example',
      '',
    ]) {
      if (bad === '') continue; // empty means unset
      expect(() => loadConfig({ TRUST_PROXY: bad }), bad).toThrow(
        /^Invalid configuration: TRUST_PROXY /,
      );
    }
  });

  it('treats empty values as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' })).toMatchObject({
      port: 3010,
      databaseUrl: undefined,
    });
  });

  it.each([
    [{ PORT: 'abc' }, 'Invalid configuration: PORT must be a number (got "abc")'],
    [{ PORT: '70000' }, 'Invalid configuration: PORT must be between 1 and 65535 (got "70000")'],
    [{ PORT: '3.5' }, 'Invalid configuration: PORT must be a whole number (got "3.5")'],
    [
      { DATABASE_URL: 'mysql://x' },
      'Invalid configuration: DATABASE_URL must be a postgres:// or postgresql:// URL (got "mysql://x")',
    ],
    [
      { PUBLIC_URL: 'ftp://x' },
      'Invalid configuration: PUBLIC_URL must be an http(s) URL (got "ftp://x")',
    ],
    [
      { LOG_LEVEL: 'loud' },
      'Invalid configuration: LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent (got "loud")',
    ],
    [{ WORKERS: 'maybe' }, 'Invalid configuration: WORKERS must be true or false (got "maybe")'],
    [{ RATE_LIMIT_MAX: '0' }, 'Invalid configuration: RATE_LIMIT_MAX must be positive (got "0")'],
    [
      { TRUST_PROXY: 'true' },
      'Invalid configuration: TRUST_PROXY must say which proxies to trust, not true (true lets any client choose its address through X-Forwarded-For): set the number of proxies in front of Pulso (1 for one reverse proxy) or their addresses and CIDRs (10.0.0.2,10.1.0.0/16) (got "true")',
    ],
    [
      { TRUST_PROXY: '10.0.0.0/33' },
      'Invalid configuration: TRUST_PROXY must be false, the number of proxies in front of Pulso (1 to 10), or their addresses and CIDRs separated by commas (10.0.0.2,10.1.0.0/16) (got "10.0.0.0/33")',
    ],
    [
      { EXCHANGE_API_URLS: 'binance' },
      'Invalid configuration: EXCHANGE_API_URLS must be a list of exchange=http(s)://host pairs, separated by commas (got "binance")',
    ],
  ])('refuses %j with one line naming the variable', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
    expect(message).not.toContain('\n');
  });

  it('reads pinned VAPID keys (both or neither) and a subject, never echoing the private key', () => {
    const publicKey = `B${'a'.repeat(86)}`;
    const privateKey = 'p'.repeat(43);
    expect(loadConfig({})).toMatchObject({
      vapidKeys: undefined,
      vapidSubject: 'mailto:admin@localhost',
    });
    expect(loadConfig({ PUBLIC_URL: 'https://pulso.example.com/app' }).vapidSubject).toBe(
      'https://pulso.example.com',
    );
    expect(
      loadConfig({
        VAPID_PUBLIC_KEY: publicKey,
        VAPID_PRIVATE_KEY: privateKey,
        VAPID_SUBJECT: 'mailto:ops@example.com',
      }),
    ).toMatchObject({
      vapidKeys: { publicKey, privateKey },
      vapidSubject: 'mailto:ops@example.com',
    });
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: publicKey })).toThrow(
      'VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are set together or not at all',
    );
    expect(() => loadConfig({ VAPID_SUBJECT: 'http://x' })).toThrow(ConfigError);
    const bad = `${privateKey}!`;
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: bad })).toThrow(
      'VAPID_PRIVATE_KEY must be a base64url P-256 private key',
    );
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: bad })).not.toThrow(
      bad,
    );
  });

  it('reads a pinned SMTP server (SMTP_URL, SMTP_FROM), never echoing the URL (it holds the password)', () => {
    expect(loadConfig({}).smtp).toBeUndefined();
    const url = 'smtps://pulso%40example.com:cl%C3%A1ve@smtp.example.com:465';
    expect(loadConfig({ SMTP_URL: url, SMTP_FROM: 'Pulso <avisos@example.com>' }).smtp).toEqual({
      url,
      from: 'Pulso <avisos@example.com>',
    });
    const bad = 'http://user:s3creto@smtp.example.com';
    expect(() => loadConfig({ SMTP_URL: bad })).toThrow('SMTP_URL must be smtp://');
    expect(() => loadConfig({ SMTP_URL: bad })).not.toThrow('s3creto');
  });
});
