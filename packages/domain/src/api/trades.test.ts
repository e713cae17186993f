import { describe, expect, it } from 'vitest';
import { REDACTED, redactSecrets } from './receiver-logs';
import { csvField, csvRow } from '../csv';
import { listTradesQuery } from './trades';

describe('CSV fields (RFC 4180, spreadsheet-safe)', () => {
  it.each([
    ['plain', 'plain'],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    ['-1.5', '-1.5'],
    ['=SUM(A1)', "'=SUM(A1)"],
    ['+cmd', "'+cmd"],
    ['@x', "'@x"],
    ['-x', "'-x"],
    ['=a,b', `"'=a,b"`],
  ])('%j → %j', (value, expected) => expect(csvField(value)).toBe(expected));

  it('empty for null and undefined; rows end with CRLF', () => {
    expect(csvRow(['a', null, undefined, 3])).toBe('a,,,3\r\n');
  });
});

describe('trade list query', () => {
  it('defaults to page 1, 20 per page, newest first; caps the limit at 100', () => {
    expect(listTradesQuery.parse({})).toEqual({
      page: 1,
      limit: 20,
      sortBy: 'createdAt',
      sortOrder: 'desc',
    });
    expect(listTradesQuery.safeParse({ limit: '101' }).success).toBe(false);
    expect(listTradesQuery.parse({ asset: 'btc', startDate: '2026-01-01' }).asset).toBe('BTC');
  });
});

describe('redactSecrets', () => {
  it('replaces secret-looking keys at any depth and keeps the rest', () => {
    expect(
      redactSecrets({
        apiKey: 'k',
        api_key: 'k',
        password: 'p',
        nested: { clientSecret: 's', accessToken: 't', ok: [1, { signature: 'x', side: 'buy' }] },
        passphrase: 'pp',
        symbol: 'BTCUSDT',
      }),
    ).toEqual({
      apiKey: REDACTED,
      api_key: REDACTED,
      password: REDACTED,
      nested: {
        clientSecret: REDACTED,
        accessToken: REDACTED,
        ok: [1, { signature: REDACTED, side: 'buy' }],
      },
      passphrase: REDACTED,
      symbol: 'BTCUSDT',
    });
  });
});
