import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@pulso/domain/core';
import { ApiError } from '../../../lib/api-client';
import { isUserNotActive, signInFailure } from './session-errors';

/** oidc-client-ts's ErrorResponse, as the library builds it from the provider's answer. */
function oauthError(code: string): Error {
  return Object.assign(new Error(code), { name: 'ErrorResponse', error: code });
}

describe('signInFailure', () => {
  it.each([
    [new Error('Popup closed by user'), 'popupClosed'],
    [new Error('Attempted to navigate on a disposed window'), 'popupBlocked'],
    [new Error('Popup blocked by user'), 'popupBlocked'],
    [new Error('TimeoutError: signal timed out'), 'timeout'],
    [oauthError('access_denied'), 'cancelled'],
    [oauthError('invalid_request'), 'failed'],
    [new ApiError('down', 503, 'SERVICE_UNAVAILABLE'), 'unavailable'],
    [new TypeError('Failed to fetch'), 'unavailable'],
    [new Error('nonce in id_token does not match'), 'failed'],
  ] as const)('%s → %s', (error, failure) => {
    expect(signInFailure(error)).toBe(failure);
  });
});

describe('isUserNotActive', () => {
  it("is the server's 403 'User is not active', nothing else", () => {
    expect(
      isUserNotActive(new ApiError(MESSAGES.errors.signIn.userNotActive, 403, 'FORBIDDEN')),
    ).toBe(true);
    expect(isUserNotActive(new ApiError('Permission Error', 403, 'FORBIDDEN'))).toBe(false);
    expect(isUserNotActive(new Error(MESSAGES.errors.signIn.userNotActive))).toBe(false);
  });
});
