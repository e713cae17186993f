import { DrizzleQueryError } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { safeErrorMessage, serializeError } from './safe-errors';

const HASH = '$scrypt$ln=15,r=8,p=1$c2FsdA$bmV2ZXItbG9nZ2Vk';
/** What pg and PGlite throw: values in the message, detail and params. */
const pgError = Object.assign(new Error('invalid input syntax for type uuid: "' + HASH + '"'), {
  code: '22P02',
  severity: 'ERROR',
  detail: `Failing row contains (${HASH}).`,
  table: 'local_accounts',
  query: 'insert into "local_accounts" ("email", "password_hash") values ($1, $2)',
  params: ['a@b.c', HASH],
});
const drizzleError = new DrizzleQueryError(
  'insert into "local_accounts" ("email", "password_hash") values ($1, $2)',
  ['a@b.c', HASH],
  pgError,
);

describe('errors in logs', () => {
  it('keeps the code, statement and table of a database error, and no value', () => {
    for (const error of [drizzleError, pgError]) {
      const out = serializeError(error);
      expect(out).toMatchObject({
        message: 'database error 22P02 in insert local_accounts',
        code: '22P02',
        table: 'local_accounts',
      });
      expect(JSON.stringify(out)).not.toContain('bmV2ZXItbG9nZ2Vk');
      expect(JSON.stringify(out)).not.toContain('a@b.c');
    }
  });

  it('summarises a database error anywhere in the cause chain', () => {
    const wrapped = new Error('sign-in failed', {
      cause: new Error('tx', { cause: drizzleError }),
    });
    const out = serializeError(wrapped);
    expect(out.message).toBe('sign-in failed');
    expect(JSON.stringify(out)).toContain('database error 22P02');
    expect(JSON.stringify(out)).not.toContain('bmV2ZXItbG9nZ2Vk');
  });

  it('gives a terminal one safe line', () => {
    expect(safeErrorMessage(drizzleError)).toBe('database error 22P02 in insert local_accounts');
    expect(safeErrorMessage(new Error('plain'))).toBe('plain');
  });
});
