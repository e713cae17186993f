import { createHash } from 'node:crypto';

/** Personal API tokens start with this, so the authenticator tells them from session tokens. */
export const API_TOKEN_PREFIX = 'pulso_';

/** Tokens are stored as their SHA-256: a database leak reveals no usable token. */
export const hashApiToken = (token: string) => createHash('sha256').update(token).digest('hex');
