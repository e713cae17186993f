import { createHmac } from 'node:crypto';

/**
 * What a sender puts in X-Pulso-Signature, for the tests to sign with:
 * `t=<unix seconds>,v1=<hex>`, the HMAC-SHA256 of `${t}.${rawBody}` under the webhook secret.
 */
export function signatureHeader(
  secret: string,
  rawBody: string,
  t = Math.floor(Date.now() / 1000),
) {
  const v1 = createHmac('sha256', secret).update(`${t}.${rawBody}`).digest('hex');
  return `t=${t},v1=${v1}`;
}
