import { describe, expect, it } from 'vitest';
import { SecretScan } from './secret-scan';

const WHSEC = `whsec_${'a'.repeat(32)}`;
const SEALED = `v1.${'A'.repeat(16)}.${'b'.repeat(24)}.${'C'.repeat(22)}`;

describe('the suite-wide secret scan', () => {
  it('finds nothing in clean traffic', () => {
    const scan = new SecretScan();
    scan.noteRequest({ name: 'Cuenta', credentials: { apiKey: 'key-123456' } }, undefined);
    scan.noteResponse(
      'POST /api/account/create',
      `{"credentials":{"apiKey":true},"secret":"${WHSEC}"}`,
    );
    expect(scan.findings(['{"msg":"request completed"}'])).toEqual([]);
  });

  it('catches a sent credential coming back, and an issued secret in the logs', () => {
    const scan = new SecretScan();
    scan.noteRequest(
      { credentials: { apiKey: 'key-123456', secret: 'exchange-secret' } },
      undefined,
    );
    scan.noteResponse('GET /api/account/1', '{"apiKey":"key-123456"}');
    scan.noteResponse('POST /api/account/create', `{"secret":"${WHSEC}"}`);
    expect(scan.findings([`{"body":{"secret":"${WHSEC}"}}`, 'exchange-secret'])).toEqual([
      'GET /api/account/1: a response repeats a credential sent to it',
      'the logs contain a credential (exc…)',
      'the logs contain a webhook secret',
    ]);
  });

  it('catches password hashes, sealed values and stored-secret fields anywhere', () => {
    const scan = new SecretScan();
    scan.noteResponse('GET /api/user/me', `{"passwordHash":"$scrypt$ln=15,r=8,p=1$x$y"}`);
    scan.noteResponse('GET /api/account/1', `{"value":"${SEALED}"}`);
    expect(scan.findings([])).toEqual([
      'GET /api/user/me (response) contain a password hash',
      'GET /api/user/me: a response has a "passwordHash" field',
      'GET /api/account/1 (response) contain a sealed value',
    ]);
  });

  it('treats the bearer token and a presented webhook secret as never to be logged', () => {
    const scan = new SecretScan();
    scan.noteRequest({ secret: WHSEC }, `Bearer pulso_${'t'.repeat(30)}`);
    expect(scan.findings([`pulso_${'t'.repeat(30)}`, WHSEC])).toEqual([
      'the logs contain a webhook secret',
      'the logs contain an API token',
    ]);
  });

  it('does not report a credential that callers also sent in the open, as its log line may be that', () => {
    const scan = new SecretScan();
    scan.noteRequest({ credentials: { apiKey: '1e-400' }, name: 'Cuenta' }, undefined);
    scan.noteRequest({ amount: '1e-400' }, undefined, '/api/x');
    scan.noteRequest({ credentials: { apiKey: 'query-only' } }, undefined);
    scan.noteRequest(undefined, undefined, '/api/y?q=query%2Donly');
    scan.noteRequest({ credentials: { apiKey: 'really-secret' } }, undefined);
    expect(scan.findings(['amount 1e-400', 'q=query-only', 'key really-secret'])).toEqual([
      'the logs contain a credential (rea…)',
    ]);
  });

  it('does not take number text for a credential (a JSON number in a body is read as its text)', () => {
    const scan = new SecretScan();
    scan.noteRequest(
      { credentials: { apiKey: '-1e-10', apiSecret: 'not-a-number-1e5' } },
      undefined,
    );
    expect(scan.findings(['page -1e-10', 'key not-a-number-1e5'])).toEqual([
      'the logs contain a credential (not…)',
    ]);
  });
});
