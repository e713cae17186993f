import { describe, expect, it } from 'vitest';
import { AppError, ERROR_STATUS, errorCodeForStatus } from './errors';

describe('AppError', () => {
  it('carries its code, message, issues and the status of its code', () => {
    const error = new AppError('VALIDATION', 'Bad input', [{ path: ['name'], message: 'x' }]);
    expect(error).toBeInstanceOf(Error);
    expect(error.message).toBe('Bad input');
    expect(error.status).toBe(400);
    expect(error.issues).toEqual([{ path: ['name'], message: 'x' }]);
  });

  it('maps every code to a 4xx or 5xx status', () => {
    for (const status of Object.values(ERROR_STATUS)) {
      expect(status).toBeGreaterThanOrEqual(400);
      expect(status).toBeLessThan(600);
    }
  });
});

describe('errorCodeForStatus', () => {
  it.each([
    [400, 'BAD_REQUEST'],
    [401, 'UNAUTHORIZED'],
    [404, 'NOT_FOUND'],
    [413, 'PAYLOAD_TOO_LARGE'],
    [415, 'UNSUPPORTED_MEDIA_TYPE'],
    [429, 'RATE_LIMITED'],
    [418, 'BAD_REQUEST'],
    [502, 'INTERNAL'],
    [503, 'SERVICE_UNAVAILABLE'],
  ] as const)('%i → %s', (status, code) => {
    expect(errorCodeForStatus(status)).toBe(code);
  });
});
