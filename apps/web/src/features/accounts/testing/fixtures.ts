import type { Account, AccountList, Exchange } from '@pulso/domain/schemas';

let counter = 0;
/** A fresh v4-shaped UUID (the list form's schema only takes UUIDs). */
export function uuid(): string {
  counter += 1;
  return `00000000-0000-4000-8000-${counter.toString(16).padStart(12, '0')}`;
}

export const EXCHANGE_BINANCE: Exchange = {
  id: '10000000-0000-4000-8000-000000000001',
  code: 'binance',
  name: 'Binance',
  isActive: true,
  takerFee: 0.001,
  makerFee: 0.001,
  accountTypes: ['spot', 'crossMargin', 'isolatedMargin', 'future'],
};
export const EXCHANGE_KUCOIN: Exchange = {
  id: '10000000-0000-4000-8000-000000000002',
  code: 'kucoin',
  name: 'KuCoin',
  isActive: true,
  takerFee: 0.001,
  makerFee: 0.001,
  accountTypes: ['spot', 'future'],
};
export const EXCHANGES = [EXCHANGE_BINANCE, EXCHANGE_KUCOIN];

export function anAccount(overrides: Partial<Account> = {}): Account {
  return {
    id: uuid(),
    name: 'Cuenta',
    accountType: 'spot',
    exchangeId: EXCHANGE_BINANCE.id,
    exchangeCode: 'binance',
    exchangeName: 'Binance',
    mode: 'paper',
    isActive: true,
    isPublic: false,
    publicStats: false,
    publicTrades: false,
    isTestAccount: false,
    isEmitter: false,
    isReceiver: false,
    accountListId: null,
    webhookIpAllowlist: [],
    credentials: { apiKey: false, secret: false, passphrase: false },
    createdAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

export function aList(overrides: Partial<AccountList> = {}): AccountList {
  return {
    id: uuid(),
    name: 'Lista',
    description: null,
    accountIds: [],
    createdAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

export const pageOf = <T>(data: T[], limit = 25) => ({
  data,
  pagination: {
    page: 1,
    totalPages: Math.max(1, Math.ceil(data.length / limit)),
    total: data.length,
    limit,
  },
});
