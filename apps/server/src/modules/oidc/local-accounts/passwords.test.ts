import { describe, expect, it } from 'vitest';
import { dummyPasswordHash, hashPassword, verifyPassword } from './passwords';

describe('password hashing (scrypt)', () => {
  it('makes a self-describing hash with its cost, a random salt and the key', async () => {
    const hash = await hashPassword('correct horse battery staple');
    expect(hash).toMatch(/^\$scrypt\$ln=15,r=8,p=1\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{43}$/);
    expect(hash).not.toContain('correct horse');
    expect(await hashPassword('correct horse battery staple')).not.toBe(hash);
  });

  it('verifies the right password only', async () => {
    const hash = await hashPassword('correct horse battery staple');
    expect(await verifyPassword('correct horse battery staple', hash)).toBe(true);
    expect(await verifyPassword('correct horse battery stapl', hash)).toBe(false);
    expect(await verifyPassword('', hash)).toBe(false);
  });

  it('treats equivalent Unicode spellings as the same password', async () => {
    const hash = await hashPassword('contrase\u00f1a segura');
    expect(await verifyPassword('contrasen\u0303a segura', hash)).toBe(true);
  });

  it('refuses a malformed hash instead of throwing', async () => {
    expect(await verifyPassword('x', 'plain-text')).toBe(false);
    expect(await verifyPassword('x', '$scrypt$ln=15,r=8,p=1$$')).toBe(false);
  });

  it('has a dummy hash to spend the same work on unknown emails', async () => {
    const dummy = await dummyPasswordHash();
    expect(dummy).toMatch(/^\$scrypt\$ln=15,/);
    expect(await dummyPasswordHash()).toBe(dummy);
    expect(await verifyPassword('anything', dummy)).toBe(false);
  });
});
