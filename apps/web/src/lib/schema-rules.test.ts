import { describe, expect, it } from 'vitest';
import {
  accountCredentialsBody,
  createAccountBody,
  createApiTokenBody,
  createCopyTradeBody,
  createExchangeBody,
  createPackageBody,
  listAccountsQuery,
  permissionList,
  roleName,
  updateUserBody,
} from '@pulso/domain/schemas';
import { brokenRule } from './schema-rules';

// The forms map these codes to their own messages; these are the cases they tell apart.
const code = (schema: Parameters<typeof brokenRule>[0], value: unknown) =>
  brokenRule(schema, value)?.code ?? null;

describe('domain rules as the web forms read them', () => {
  it('names: 2 to 60 characters once trimmed (accounts, exchanges, packages)', () => {
    for (const name of [
      createAccountBody.shape.name,
      createExchangeBody.shape.name,
      createPackageBody.shape.name,
    ]) {
      expect(code(name, ' a ')).toBe('too_small');
      expect(code(name, ` ${'a'.repeat(60)} `)).toBeNull();
      expect(code(name, 'a'.repeat(61))).toBe('too_big');
      expect(name.maxLength).toBe(60);
    }
  });

  it('role names: too short, then too long, then the pattern with its message', () => {
    expect(code(roleName, ' a ')).toBe('too_small');
    expect(code(roleName, '')).toBe('too_small');
    expect(code(roleName, 'a b'.repeat(14))).toBe('too_big');
    expect(brokenRule(roleName, 'a b')?.message).toBe(
      'Solo letras, números, guiones y guiones bajos',
    );
    expect(code(roleName, ' ops_team-2 ')).toBeNull();
  });

  it('permissions: each up to 64 characters, at most 100', () => {
    expect(code(permissionList.element, 'a'.repeat(65))).toBe('too_big');
    expect(
      code(
        permissionList,
        Array.from({ length: 100 }, (_, i) => `p${i}`),
      ),
    ).toBeNull();
    expect(
      code(
        permissionList,
        Array.from({ length: 101 }, (_, i) => `p${i}`),
      ),
    ).toBe('too_big');
  });

  it('display name: empty once trimmed, or over 80', () => {
    const displayName = updateUserBody.shape.displayName.unwrap();
    expect(code(displayName, '   ')).toBe('too_small');
    expect(code(displayName, 'a'.repeat(81))).toBe('too_big');
    expect(code(displayName, 'Ana')).toBeNull();
  });

  it('multiplier: only above 1000 is "too big"; empty, zero, negative or not a number is not', () => {
    const multiplier = createCopyTradeBody.shape.multiplier;
    for (const value of ['', ' ', '0', '-1', 'abc', 'Infinity']) {
      expect(brokenRule(multiplier, value)).not.toBeNull();
      expect(code(multiplier, value)).not.toBe('too_big');
    }
    expect(code(multiplier, '1000.5')).toBe('too_big');
    expect(code(multiplier, '0.5')).toBeNull();
    expect(code(multiplier, '1000')).toBeNull();
  });

  it('exchange codes, package currency and limits, account types', () => {
    expect(code(createExchangeBody.shape.code, ' BiNance2 ')).toBeNull();
    expect(code(createExchangeBody.shape.code, 'bin-ance')).not.toBeNull();
    expect(code(createPackageBody.shape.currency, 'usdt')).toBeNull();
    expect(code(createPackageBody.shape.currency, '')).not.toBeNull();
    expect(code(createPackageBody.shape.maxAccounts, '')).toBeNull(); // Number('') is 0
    for (const value of ['1.5', '-1', '100001', 'x']) {
      expect(code(createPackageBody.shape.maxAccounts, value)).not.toBeNull();
    }
    expect(code(createExchangeBody.shape.accountTypes, [])).toBe('too_small');
  });

  it("gives the inputs' maxLength the schemas' limits", () => {
    expect(roleName.maxLength).toBe(40);
    expect(permissionList.element.maxLength).toBe(64);
    expect(updateUserBody.shape.displayName.unwrap().maxLength).toBe(80);
    expect(createApiTokenBody.shape.name.maxLength).toBe(60);
    expect(accountCredentialsBody.shape.apiKey.unwrap().maxLength).toBe(512);
    expect(listAccountsQuery.shape.search.unwrap().maxLength).toBe(100);
    expect(createPackageBody.shape.description.unwrap().maxLength).toBe(500);
  });
});
