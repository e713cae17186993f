import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

export interface TotpSetup {
  /** Base32, for typing into an app by hand. */
  secret: string;
  otpauthUrl: string;
  /** The otpauth URL as a QR code, an SVG document. */
  qrSvg: string;
}

const SETUP_FAILED = 'Failed to start two-step verification. Please try again.';

/** A new pending secret; it takes effect only once a code from it is confirmed. */
export async function setupTotp(): Promise<TotpSetup> {
  const setup = await apiFetch<TotpSetup>('/user/totp/setup', {
    method: 'POST',
    defaultMessage: SETUP_FAILED,
  });
  if (!setup) throw new Error(SETUP_FAILED);
  return setup;
}

export function useSetupTotp() {
  return useMutation({ mutationFn: setupTotp });
}
