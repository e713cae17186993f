import { describe, expect, it } from 'vitest';
import { createPackageBody, updateExchangeBody, updatePackageBody } from './accounts';

const id = '20000000-0000-4000-8000-000000000001';

describe('catalogue update bodies', () => {
  it('leave out what was not sent, so an update changes only the fields it names', () => {
    expect(updatePackageBody.parse({ id, price: 9 })).toEqual({ id, price: 9 });
    expect(updateExchangeBody.parse({ name: 'OKX' })).toEqual({ name: 'OKX' });
  });

  it('while creation still fills in the defaults', () => {
    expect(
      createPackageBody.parse({
        name: 'Pro',
        price: 9,
        maxAccounts: 1,
        maxCopyTrades: 1,
        maxDeployments: 1,
      }),
    ).toMatchObject({
      description: '',
      currency: 'USD',
      features: [],
      isActive: true,
      isDefault: false,
    });
  });
});
