import { createECDH, randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOTIFICATION_CHANNEL_KINDS } from '@pulso/domain';
import { queryRows } from './db/client';
import { notificationChannels } from './db/schema';
import type { Access } from './plugins/access';
import { startFakeSmtp, type FakeSmtp } from './test/fake-smtp';
import { startFakeTelegram, type FakeTelegram } from './test/fake-telegram';
import { createIdentityTestApp, type IdentityTestApp, type SignedIn } from './test/identity';

/**
 * The authorization matrix (issue 9): every route of the server's route table × every kind of
 * caller → the status it must answer, and, for another user's resources, not a byte of them.
 *
 * Callers: a visitor (no token), Ana (owns the fixtures), Bruno (owns nothing of Ana's), a
 * deactivated user, an admin, and Ana's personal API token. Visitors and deactivated users are
 * derived from the route's declared access level; each row says what the others get. A route
 * without a row fails the test, so a new route cannot ship without deciding who may call it.
 */

type Caller = 'visitor' | 'ana' | 'bruno' | 'inactive' | 'admin' | 'token';
let listsMade = 0;
let subscriptionsMade = 0;
/** Each address added gets its own (codes to one address are five an hour). */
let addressesMade = 0;
/** The SMTP sink the instance's server is set to (PUT checks it first). */
let smtp: FakeSmtp;
/** A browser's push subscription keys (a point on P-256, a 16-byte auth secret). */
const PUSH_KEYS = {
  p256dh: createECDH('prime256v1').generateKeys().toString('base64url'),
  auth: randomBytes(16).toString('base64url'),
};
/** The fake Bot API the instance's bot is set on (getMe checks the token). */
let telegram: FakeTelegram;
const CALLERS: Caller[] = ['visitor', 'inactive', 'bruno', 'ana', 'token', 'admin'];

interface Fixtures {
  anaId: string;
  accountId: string;
  receiverAccountId: string;
  listId: string;
  tokenId: string;
  copyTradeId: string;
  strategyId: string;
  deploymentId: string;
  signalId: string;
  receiverLogId: string;
  roleId: string;
  exchangeId: string;
  packageId: string;
  importId: string;
  tradeId: string;
  channelId: string;
  /** Ana's e-mail address, awaiting its code. */
  emailChannelId: string;
  /** An order of Ana's account held for her approval (issue 37). */
  pendingOrderId: string;
}

interface Row {
  request: (f: Fixtures) => Omit<InjectOptions, 'method'>;
  /** Statuses of the callers the access level does not decide; the token defaults to Ana's. */
  expect: Partial<Record<Caller, number>>;
  /** The call changes or removes what it names: fresh fixtures before each caller it admits. */
  destructive?: boolean;
}

const smtpSettings = () => ({
  host: smtp.host,
  port: smtp.port,
  secure: false,
  user: smtp.user,
  password: smtp.password,
  from: 'avisos@pulso.test',
});
/** Ana's own resource: she, her token and the admin get `ok`; Bruno is told it does not exist. */
const owned = (ok: number): Row['expect'] => ({ ana: ok, bruno: 404, admin: ok });
/** Personal things (lists, API tokens): not even an admin reaches another user's. */
const personal = (ok: number): Row['expect'] => ({ ana: ok, bruno: 404, admin: 404 });
/** Everyone signed in gets `ok` (each sees only their own). */
const everyone = (ok: number): Row['expect'] => ({ ana: ok, bruno: ok, admin: ok });
const adminOnly = (ok: number): Row['expect'] => ({ admin: ok });
/** A public route that must say 404 to anyone but the owner (Ana's account is private). */
const privateToVisitors = (ownerOk: number): Row['expect'] => ({
  visitor: 404,
  ana: ownerOk,
  bruno: 404,
  admin: ownerOk,
});
const publicRoute = (ok: number): Row['expect'] => ({ visitor: ok, ana: ok, bruno: ok, admin: ok });

/** A one-trade file in Pulso's own export format. */
const IMPORT_CSV = [
  'id,accountId,accountName,createdAt,type,symbol,asset,quoteAsset,exchange,amount,price,total,fee,feeAsset,realizedPnl,source,orderId',
  ',,,2026-01-02T03:04:05.000Z,buy,BTCUSDT,BTC,USDT,binance,0.01,50000,500,0.5,USDT,0,manual,',
].join('\r\n');

const ACCOUNT_FIELDS = { accountType: 'spot', mode: 'paper' } as const;
const PLAN = { price: 9, maxAccounts: 5, maxCopyTrades: 5, maxDeployments: 5 };
const STRATEGY_CODE = 'function strategy(candles, context) { return []; }';
const DAY = 86_400_000;
const RANGE = { startDate: Date.now() - 30 * DAY, endDate: Date.now() - DAY };

/** A user nobody else calls as: ending their sessions must not sign out a caller of the matrix. */
let bystanderId = '';

const ROWS: Record<string, Row> = {
  'GET /api/health': { request: () => ({ url: '/api/health' }), expect: publicRoute(200) },
  'POST /api/events/ticket': {
    request: () => ({ url: '/api/events/ticket' }),
    expect: everyone(201),
  },
  // An open stream never ends, so here it is called with a ticket nobody issued; who receives
  // which events on an open stream is modules/live/live.test.ts's to prove, and what a stream
  // keeps after a role change, a token's revocation, the end of its sessions or a deactivation
  // (opened with the header or a ticket, and tickets asked for before the change) is
  // modules/live/live-rights.test.ts's.
  'GET /api/events': {
    request: () => ({ url: '/api/events?ticket=never-issued' }),
    expect: { visitor: 401, ana: 401, bruno: 401, admin: 401, token: 401 },
  },
  'GET /api/auth/config': {
    request: () => ({ url: '/api/auth/config' }),
    expect: publicRoute(200),
  },
  'POST /api/auth/nonce': { request: () => ({ url: '/api/auth/nonce' }), expect: publicRoute(200) },
  'POST /api/user/upsert': {
    request: () => ({ url: '/api/user/upsert', payload: {} }),
    expect: publicRoute(400),
  },
  'GET /api/user/me': { request: () => ({ url: '/api/user/me' }), expect: everyone(200) },
  'GET /api/user/list': { request: () => ({ url: '/api/user/list' }), expect: adminOnly(200) },
  'PATCH /api/user/:id': {
    request: (f) => ({ url: `/api/user/${f.anaId}`, payload: { displayName: 'Ana M.' } }),
    expect: owned(200),
  },
  // Ana ending her own sessions is in modules/auth/sessions.test.ts: here she would sign herself out.
  'POST /api/user/:id/sessions/end': {
    request: () => ({ url: `/api/user/${bystanderId}/sessions/end` }),
    expect: { ana: 404, bruno: 404, token: 404, admin: 204 },
  },
  // Admins only; here everyone signs in through an external issuer, so there is no local password
  // to reset (404). The link itself is in oidc/local-accounts/password-reset.test.ts.
  'POST /api/user/:id/password-reset': {
    request: () => ({ url: `/api/user/${bystanderId}/password-reset` }),
    expect: adminOnly(404),
  },
  // Accounts of an external issuer have no local password to protect with a second factor.
  'GET /api/user/totp': { request: () => ({ url: '/api/user/totp' }), expect: everyone(409) },
  'POST /api/user/totp/setup': {
    request: () => ({ url: '/api/user/totp/setup' }),
    expect: everyone(409),
  },
  'POST /api/user/totp/enable': {
    request: () => ({ url: '/api/user/totp/enable', payload: { code: '123456' } }),
    expect: everyone(409),
  },
  'POST /api/user/totp/disable': {
    request: () => ({ url: '/api/user/totp/disable', payload: { code: '123456' } }),
    expect: everyone(409),
  },
  'GET /api/role/list': { request: () => ({ url: '/api/role/list' }), expect: everyone(200) },
  'GET /api/role/:id': {
    request: (f) => ({ url: `/api/role/${f.roleId}` }),
    expect: everyone(200),
  },
  'POST /api/role/create': {
    request: () => ({ url: '/api/role/create', payload: { name: 'auditor' } }),
    expect: adminOnly(201),
    destructive: true,
  },
  'PUT /api/role/update': {
    request: (f) => ({
      url: '/api/role/update',
      payload: { roleId: f.roleId, permissions: ['x'] },
    }),
    expect: adminOnly(200),
  },
  'DELETE /api/role/delete/:id': {
    request: (f) => ({ url: `/api/role/delete/${f.roleId}` }),
    expect: adminOnly(204),
    destructive: true,
  },
  'GET /api/api-token/list': {
    request: () => ({ url: '/api/api-token/list' }),
    expect: everyone(200),
  },
  'POST /api/api-token/create': {
    request: () => ({ url: '/api/api-token/create', payload: { name: 'script' } }),
    expect: everyone(201),
  },
  'DELETE /api/api-token/delete/:id': {
    request: (f) => ({ url: `/api/api-token/delete/${f.tokenId}` }),
    expect: personal(204),
    destructive: true,
  },
  'GET /api/notification/channel/list': {
    request: () => ({ url: '/api/notification/channel/list' }),
    expect: everyone(200),
  },
  'POST /api/notification/channel/create': {
    request: () => ({
      url: '/api/notification/channel/create',
      payload: { kind: 'ntfy', name: 'Móvil', url: 'https://ntfy.sh/pulso-matriz' },
    }),
    expect: everyone(201),
  },
  'PUT /api/notification/channel/update/:id': {
    request: (f) => ({
      url: `/api/notification/channel/update/${f.channelId}`,
      payload: { levels: { 'trade.executed': 'on' } },
    }),
    expect: personal(200),
  },
  'POST /api/notification/channel/test/:id': {
    request: (f) => ({ url: `/api/notification/channel/test/${f.channelId}` }),
    expect: personal(202),
  },
  'DELETE /api/notification/channel/delete/:id': {
    request: (f) => ({ url: `/api/notification/channel/delete/${f.channelId}` }),
    expect: personal(204),
    destructive: true,
  },
  'GET /api/notification/admin/failing-channels': {
    request: () => ({ url: '/api/notification/admin/failing-channels' }),
    expect: adminOnly(200),
  },
  'GET /api/notification/preferences': {
    request: () => ({ url: '/api/notification/preferences' }),
    expect: everyone(200),
  },
  'PUT /api/notification/preferences': {
    request: () => ({
      url: '/api/notification/preferences',
      payload: { summaryAt: '08:00', timeZone: 'Europe/Madrid' },
    }),
    expect: everyone(200),
  },
  'GET /api/notification/delivery/list': {
    request: () => ({ url: '/api/notification/delivery/list' }),
    expect: everyone(200),
  },
  // Per account notification settings: the owner's own accounts only, an admin's included.
  'GET /api/notification/account/list': {
    request: () => ({ url: '/api/notification/account/list' }),
    expect: everyone(200),
  },
  'PUT /api/notification/account/update/:accountId': {
    request: (f) => ({
      url: `/api/notification/account/update/${f.accountId}`,
      payload: { level: 'silent', drawdown: '500' },
    }),
    expect: personal(200),
  },
  // An account's working orders (issue 36): its owner or an admin lists and cancels them.
  'GET /api/accounts/:id/orders': {
    request: (f) => ({ url: `/api/accounts/${f.accountId}/orders` }),
    expect: owned(200),
  },
  'DELETE /api/accounts/:id/orders/:orderId': {
    // No such open order: the owner and the admin are told 404 like everyone else, but only
    // after the account's check (another user's 404 comes first, for the account).
    request: (f) => ({
      url: `/api/accounts/${f.accountId}/orders/00000000-0000-4000-8000-000000000000`,
    }),
    expect: owned(404),
  },
  'DELETE /api/accounts/:id/orders': {
    request: (f) => ({ url: `/api/accounts/${f.accountId}/orders` }),
    expect: owned(200),
  },
  // An account's copy ledger (issue 37): its owner or an admin reads it, as receiver or emitter.
  'GET /api/accounts/:id/copy-ledger': {
    request: (f) => ({ url: `/api/accounts/${f.accountId}/copy-ledger?as=emitter` }),
    expect: owned(200),
  },
  // Risk controls (issue 37): an account's limits and pause switch (its owner or an admin), the
  // user's own switch, and an admin's over another user.
  'GET /api/accounts/:id/entries-pause': {
    request: (f) => ({ url: `/api/accounts/${f.accountId}/entries-pause` }),
    expect: owned(200),
  },
  'PUT /api/accounts/:id/entries-pause': {
    request: (f) => ({
      url: `/api/accounts/${f.accountId}/entries-pause`,
      payload: { paused: false },
    }),
    expect: owned(200),
  },
  'GET /api/accounts/:id/risk-limits': {
    request: (f) => ({ url: `/api/accounts/${f.accountId}/risk-limits` }),
    expect: owned(200),
  },
  'PUT /api/accounts/:id/risk-limits': {
    request: (f) => ({
      url: `/api/accounts/${f.accountId}/risk-limits`,
      payload: {},
    }),
    expect: owned(200),
  },
  // The approval queue (issue 37): an account's pending orders, decided by its owner or an admin.
  // Across accounts, each caller reads only what waits on their own.
  'GET /api/pending-orders': {
    request: () => ({ url: '/api/pending-orders' }),
    expect: everyone(200),
  },
  'GET /api/accounts/:id/pending-orders': {
    request: (f) => ({ url: `/api/accounts/${f.accountId}/pending-orders` }),
    expect: owned(200),
  },
  'POST /api/pending-orders/:id/approve': {
    request: (f) => ({ url: `/api/pending-orders/${f.pendingOrderId}/approve`, payload: {} }),
    expect: owned(200),
    destructive: true,
  },
  'POST /api/pending-orders/:id/reject': {
    request: (f) => ({ url: `/api/pending-orders/${f.pendingOrderId}/reject` }),
    expect: owned(200),
    destructive: true,
  },
  // The trade journal (issue 38): Ana's account is private and its journal unpublished.
  'GET /api/accounts/:accountId/journal': {
    request: (f) => ({ url: `/api/accounts/${f.accountId}/journal` }),
    expect: owned(200),
  },
  'PUT /api/accounts/:accountId/journal/:kind/:key': {
    request: (f) => ({
      url: `/api/accounts/${f.accountId}/journal/day/2026-11-28`,
      payload: { note: 'Nota del diario', tags: ['plan'] },
    }),
    expect: owned(200),
  },
  'DELETE /api/accounts/:accountId/journal/:kind/:key': {
    request: (f) => ({ url: `/api/accounts/${f.accountId}/journal/day/2026-11-28` }),
    expect: owned(204),
  },
  'PUT /api/accounts/:accountId/journal-visibility': {
    request: (f) => ({
      url: `/api/accounts/${f.accountId}/journal-visibility`,
      payload: { public: false },
    }),
    expect: owned(200),
  },
  'GET /api/public/accounts/:accountId/journal': {
    request: (f) => ({ url: `/api/public/accounts/${f.accountId}/journal` }),
    expect: { visitor: 404, ana: 404, bruno: 404, admin: 404 },
  },
  'GET /api/profile/entries-pause': {
    request: () => ({ url: '/api/profile/entries-pause' }),
    expect: everyone(200),
  },
  'PUT /api/profile/entries-pause': {
    request: () => ({ url: '/api/profile/entries-pause', payload: { paused: false } }),
    expect: everyone(200),
  },
  'PUT /api/user/:id/entries-pause': {
    request: (f) => ({ url: `/api/user/${f.anaId}/entries-pause`, payload: { paused: false } }),
    expect: adminOnly(200),
  },
  // The kinds of channel offered: anyone signed in reads them, only the admin chooses.
  'GET /api/notification/offered': {
    request: () => ({ url: '/api/notification/offered' }),
    expect: everyone(200),
  },
  'PUT /api/notification/offered': {
    request: () => ({
      url: '/api/notification/offered',
      payload: { kinds: [...NOTIFICATION_CHANNEL_KINDS] },
    }),
    expect: adminOnly(200),
  },
  // The instance's Telegram bot (the fixtures set one on a fake Bot API): anyone signed in may
  // ask whether there is one (to offer linking), only the admin sets or removes it.
  'GET /api/notification/telegram-bot': {
    request: () => ({ url: '/api/notification/telegram-bot' }),
    expect: everyone(200),
  },
  'PUT /api/notification/telegram-bot': {
    request: () => ({
      url: '/api/notification/telegram-bot',
      payload: { botToken: telegram.token },
    }),
    expect: adminOnly(200),
  },
  'DELETE /api/notification/telegram-bot': {
    request: () => ({ url: '/api/notification/telegram-bot' }),
    expect: adminOnly(204),
    destructive: true,
  },
  'POST /api/notification/telegram/link': {
    request: () => ({ url: '/api/notification/telegram/link' }),
    expect: everyone(201),
  },
  // The instance's SMTP server: only the admin reads (never its password), sets or removes it;
  // anyone signed in may ask whether e-mail is offered.
  'GET /api/notification/smtp': {
    request: () => ({ url: '/api/notification/smtp' }),
    expect: adminOnly(200),
  },
  'PUT /api/notification/smtp': {
    request: () => ({
      url: '/api/notification/smtp',
      payload: smtpSettings(),
    }),
    expect: adminOnly(200),
  },
  'DELETE /api/notification/smtp': {
    request: () => ({ url: '/api/notification/smtp' }),
    expect: adminOnly(204),
    destructive: true,
  },
  'GET /api/notification/email/status': {
    request: () => ({ url: '/api/notification/email/status' }),
    expect: everyone(200),
  },
  'POST /api/notification/email/create': {
    request: () => ({
      url: '/api/notification/email/create',
      payload: { name: 'Correo', address: `matriz-${++addressesMade}@correo.test` },
    }),
    expect: everyone(201),
  },
  // A wrong code (400) and a code asked for within the minute (429) show the owner got past the
  // ownership check; nobody else learns the address exists.
  'POST /api/notification/email/confirm/:id': {
    request: (f) => ({
      url: `/api/notification/email/confirm/${f.emailChannelId}`,
      payload: { code: '000000' },
    }),
    expect: personal(400),
  },
  'POST /api/notification/email/resend/:id': {
    request: (f) => ({ url: `/api/notification/email/resend/${f.emailChannelId}` }),
    expect: personal(429),
  },
  'GET /api/notification/webpush/key': {
    request: () => ({ url: '/api/notification/webpush/key' }),
    expect: everyone(200),
  },
  // A fresh endpoint per call: the same browser again would renew the caller's channel (200).
  'POST /api/notification/webpush/subscribe': {
    request: () => ({
      url: '/api/notification/webpush/subscribe',
      payload: {
        name: 'Navegador',
        subscription: {
          endpoint: `https://fcm.googleapis.com/fcm/send/pulso-matriz-${++subscriptionsMade}`,
          keys: PUSH_KEYS,
        },
      },
    }),
    expect: everyone(201),
  },
  'GET /api/activity-log/list': {
    request: () => ({ url: '/api/activity-log/list' }),
    expect: adminOnly(200),
  },
  'GET /api/exchange/list': {
    request: () => ({ url: '/api/exchange/list' }),
    expect: everyone(200),
  },
  'POST /api/exchange/create': {
    request: () => ({
      url: '/api/exchange/create',
      payload: {
        code: 'kraken',
        name: 'Kraken',
        accountTypes: ['spot'],
        takerFee: 0.001,
        makerFee: 0.001,
      },
    }),
    expect: adminOnly(201),
    destructive: true,
  },
  'PATCH /api/exchange/update/:id': {
    request: (f) => ({ url: `/api/exchange/update/${f.exchangeId}`, payload: { name: 'OKX 2' } }),
    expect: adminOnly(200),
  },
  'DELETE /api/exchange/delete/:id': {
    request: (f) => ({ url: `/api/exchange/delete/${f.exchangeId}` }),
    expect: adminOnly(204),
    destructive: true,
  },
  'GET /api/package/list': { request: () => ({ url: '/api/package/list' }), expect: everyone(200) },
  'POST /api/package/create': {
    request: () => ({ url: '/api/package/create', payload: { name: 'Pro', ...PLAN } }),
    expect: adminOnly(201),
    destructive: true,
  },
  'PUT /api/package/update': {
    request: (f) => ({ url: '/api/package/update', payload: { id: f.packageId, price: 9 } }),
    expect: adminOnly(200),
  },
  'DELETE /api/package/delete/:id': {
    request: (f) => ({ url: `/api/package/delete/${f.packageId}` }),
    expect: adminOnly(204),
    destructive: true,
  },
  'POST /api/account/create': {
    request: (f) => ({
      url: '/api/account/create',
      payload: { name: 'Nueva', exchangeId: f.exchangeId, ...ACCOUNT_FIELDS },
    }),
    expect: everyone(201),
  },
  'GET /api/account/list': { request: () => ({ url: '/api/account/list' }), expect: everyone(200) },
  'GET /api/account/public/list': {
    request: () => ({ url: '/api/account/public/list' }),
    expect: publicRoute(200),
  },
  'GET /api/account/public/:id': {
    request: (f) => ({ url: `/api/account/public/${f.accountId}` }),
    expect: { visitor: 404, ana: 404, bruno: 404, admin: 404 },
  },
  'GET /api/account/:id': {
    request: (f) => ({ url: `/api/account/${f.accountId}` }),
    expect: owned(200),
  },
  'PATCH /api/account/update/:id': {
    request: (f) => ({ url: `/api/account/update/${f.accountId}`, payload: { isActive: true } }),
    expect: owned(200),
  },
  'DELETE /api/account/delete/:id': {
    request: (f) => ({ url: `/api/account/delete/${f.accountId}` }),
    expect: owned(204),
    destructive: true,
  },
  'POST /api/account/:id/webhook-secret': {
    request: (f) => ({ url: `/api/account/${f.accountId}/webhook-secret` }),
    expect: owned(200),
  },
  'GET /api/account-lists': {
    request: () => ({ url: '/api/account-lists' }),
    expect: everyone(200),
  },
  'POST /api/account-lists': {
    request: (f) => ({
      url: '/api/account-lists',
      // A name of its own each time: one user's lists cannot share a name.
      payload: { name: `Otra lista ${++listsMade}`, accountIds: [f.accountId] },
    }),
    // Nobody may put Ana's account in a list of theirs but Ana: a list is its owner's own.
    expect: { ana: 201, bruno: 400, admin: 400 },
  },
  'PUT /api/account-lists/:id': {
    request: (f) => ({
      url: `/api/account-lists/${f.listId}`,
      payload: { name: 'Renombrada', accountIds: [f.accountId] },
    }),
    expect: personal(200),
  },
  'DELETE /api/account-lists/:id': {
    request: (f) => ({ url: `/api/account-lists/${f.listId}` }),
    expect: personal(204),
    destructive: true,
  },
  'GET /api/crypto-price/ohlc': {
    request: () => ({
      url: `/api/crypto-price/ohlc?symbol=BTCUSDT&exchange=binance&grouping=1h&start=${RANGE.startDate}&end=${RANGE.endDate}`,
    }),
    expect: publicRoute(200),
  },
  'POST /api/trade-receiver/:accountId': {
    request: (f) => ({
      url: `/api/trade-receiver/${f.accountId}`,
      payload: {
        symbol: 'BTCUSDT',
        exchange: 'binance',
        time: new Date().toISOString(),
        action: 'buy',
        contracts: '0.001',
        order_id: 'matrix',
        market_position: 'long',
        close: '50000',
      },
    }),
    // No secret: only the owner's (or an admin's) session may emit into the account.
    expect: { visitor: 401, ana: 202, bruno: 401, admin: 202 },
  },
  'GET /api/trade/account/:accountId': {
    request: (f) => ({ url: `/api/trade/account/${f.accountId}` }),
    expect: privateToVisitors(200),
  },
  'GET /api/trade/account/:accountId/export.csv': {
    request: (f) => ({ url: `/api/trade/account/${f.accountId}/export.csv` }),
    expect: privateToVisitors(200),
  },
  'POST /api/trade/account/:accountId/import/preview': {
    request: (f) => ({
      url: `/api/trade/account/${f.accountId}/import/preview`,
      headers: { 'content-type': 'text/csv' },
      payload: IMPORT_CSV,
    }),
    expect: owned(200),
  },
  'POST /api/trade/account/:accountId/import': {
    request: (f) => ({
      url: `/api/trade/account/${f.accountId}/import`,
      headers: { 'content-type': 'text/csv' },
      payload: IMPORT_CSV,
    }),
    expect: owned(200),
    destructive: true,
  },
  'GET /api/trade/account/:accountId/imports': {
    request: (f) => ({ url: `/api/trade/account/${f.accountId}/imports` }),
    expect: owned(200),
  },
  'POST /api/trade/account/:accountId/imports/:importId/undo': {
    request: (f) => ({ url: `/api/trade/account/${f.accountId}/imports/${f.importId}/undo` }),
    expect: owned(200),
    destructive: true,
  },
  'DELETE /api/trade/account/:accountId/trades/:tradeId': {
    request: (f) => ({ url: `/api/trade/account/${f.accountId}/trades/${f.tradeId}` }),
    expect: owned(200),
    destructive: true,
  },
  'GET /api/trade/account/:accountId/sync': {
    request: (f) => ({ url: `/api/trade/account/${f.accountId}/sync` }),
    expect: owned(200),
  },
  'POST /api/trade/account/:accountId/sync': {
    request: (f) => ({ url: `/api/trade/account/${f.accountId}/sync`, payload: {} }),
    // The fixture account has no API keys: its owner (or an admin) hears so; nobody else sees it.
    expect: owned(409),
  },
  'GET /api/trade/user/:userId': {
    request: (f) => ({ url: `/api/trade/user/${f.anaId}` }),
    expect: owned(200),
  },
  'GET /api/trade/user/:userId/export.csv': {
    request: (f) => ({ url: `/api/trade/user/${f.anaId}/export.csv` }),
    expect: owned(200),
  },
  'GET /api/trade/signal/failed': {
    request: () => ({ url: '/api/trade/signal/failed?since=2020-01-01T00:00:00Z' }),
    expect: everyone(200),
  },
  'GET /api/trade/signal/:signalId': {
    request: (f) => ({ url: `/api/trade/signal/${f.signalId}` }),
    expect: owned(200),
  },
  'GET /api/trade/list': { request: () => ({ url: '/api/trade/list' }), expect: everyone(200) },
  'GET /api/trade/list/export.csv': {
    request: () => ({ url: '/api/trade/list/export.csv' }),
    expect: everyone(200),
  },
  'GET /api/receiver-log/list': {
    request: () => ({ url: '/api/receiver-log/list' }),
    expect: adminOnly(200),
  },
  'GET /api/receiver-log/statistics': {
    request: () => ({ url: '/api/receiver-log/statistics' }),
    expect: adminOnly(200),
  },
  'GET /api/receiver-log/parent/:id': {
    request: (f) => ({ url: `/api/receiver-log/parent/${f.receiverLogId}` }),
    expect: adminOnly(200),
  },
  'GET /api/receiver-log/:id': {
    request: (f) => ({ url: `/api/receiver-log/${f.receiverLogId}` }),
    expect: adminOnly(200),
  },
  'POST /api/copy-trade/create': {
    request: (f) => ({
      url: '/api/copy-trade/create',
      payload: {
        emitterAccountId: f.accountId,
        receiverAccountId: f.receiverAccountId,
        multiplier: 1,
      },
    }),
    // The fixtures already copy this pair: the owner hears so, Bruno hears of no such accounts.
    expect: { ana: 409, bruno: 404, admin: 409 },
  },
  'GET /api/copy-trade/list': {
    request: () => ({ url: '/api/copy-trade/list' }),
    expect: everyone(200),
  },
  'PUT /api/copy-trade/update': {
    request: (f) => ({
      url: '/api/copy-trade/update',
      payload: { id: f.copyTradeId, multiplier: 2, settings: { maxSlippagePct: 1 } },
    }),
    expect: owned(200),
  },
  'DELETE /api/copy-trade/delete': {
    request: (f) => ({ url: `/api/copy-trade/delete?id=${f.copyTradeId}` }),
    expect: owned(204),
    destructive: true,
  },
  'GET /api/trade-analysis/public/leaderboard': {
    request: () => ({ url: '/api/trade-analysis/public/leaderboard?timeframe=all_time' }),
    expect: publicRoute(200),
  },
  'GET /api/trade-analysis/public/figures': {
    request: (f) => ({
      url: `/api/trade-analysis/public/figures?timeframe=all_time&accountIds=${f.accountId}`,
    }),
    expect: publicRoute(200),
  },
  ...analytics('pnl'),
  ...analytics('asset-allocation'),
  ...analytics('volume'),
  'GET /api/trade-analysis/review': {
    request: (f) => ({
      url: `/api/trade-analysis/review?accountId=${f.accountId}&timeframe=all_time`,
    }),
    expect: owned(200),
  },
  'GET /api/trade-analysis/review/execution': {
    request: (f) => ({
      url: `/api/trade-analysis/review/execution?accountId=${f.accountId}&timeframe=all_time`,
    }),
    expect: owned(200),
  },
  // The fixture's account is private: its review is nobody's but its owner's and the admin's.
  'GET /api/trade-analysis/public/review': {
    request: (f) => ({ url: `/api/trade-analysis/public/review?accountId=${f.accountId}` }),
    expect: { visitor: 404, ana: 404, bruno: 404, admin: 404 },
  },
  'POST /api/trade-analysis/review/excursions': {
    request: (f) => ({
      url: '/api/trade-analysis/review/excursions',
      payload: { trips: [{ accountId: f.accountId, asset: 'BTC', openedAtMs: 0 }] },
    }),
    expect: owned(200),
  },
  'POST /api/trade-analysis/public/review/excursions': {
    request: (f) => ({
      url: '/api/trade-analysis/public/review/excursions',
      payload: { trips: [{ accountId: f.accountId, asset: 'BTC', openedAtMs: 0 }] },
    }),
    expect: { visitor: 404, ana: 404, bruno: 404, admin: 404 },
  },
  'GET /api/strategy': { request: () => ({ url: '/api/strategy' }), expect: everyone(200) },
  'POST /api/strategy': {
    request: () => ({ url: '/api/strategy', payload: { name: 'Nueva', code: STRATEGY_CODE } }),
    expect: everyone(201),
  },
  'POST /api/strategy/validate': {
    request: () => ({ url: '/api/strategy/validate', payload: { code: STRATEGY_CODE } }),
    expect: everyone(200),
  },
  'POST /api/strategy/backtest': {
    request: () => ({
      url: '/api/strategy/backtest',
      payload: { code: STRATEGY_CODE, ...RANGE },
    }),
    expect: everyone(200),
  },
  'GET /api/strategy/:id': {
    request: (f) => ({ url: `/api/strategy/${f.strategyId}` }),
    expect: owned(200),
  },
  'PATCH /api/strategy/:id': {
    request: (f) => ({ url: `/api/strategy/${f.strategyId}`, payload: { name: 'Otra' } }),
    expect: owned(200),
  },
  'DELETE /api/strategy/:id': {
    request: (f) => ({ url: `/api/strategy/${f.strategyId}` }),
    expect: owned(204),
    destructive: true,
  },
  'POST /api/strategy/:id/backtest': {
    request: (f) => ({
      url: `/api/strategy/${f.strategyId}/backtest`,
      payload: RANGE,
    }),
    expect: owned(200),
  },
  'POST /api/strategy-deployment/deploy': {
    request: (f) => ({
      url: '/api/strategy-deployment/deploy',
      payload: { strategyId: f.strategyId, accountId: f.receiverAccountId },
    }),
    expect: owned(201),
    destructive: true,
  },
  'GET /api/strategy-deployment': {
    request: () => ({ url: '/api/strategy-deployment' }),
    expect: everyone(200),
  },
  'GET /api/strategy-deployment/active': {
    request: () => ({ url: '/api/strategy-deployment/active' }),
    expect: everyone(200),
  },
  'GET /api/strategy-deployment/:id': {
    request: (f) => ({ url: `/api/strategy-deployment/${f.deploymentId}` }),
    expect: owned(200),
  },
  'PATCH /api/strategy-deployment/:id': {
    request: (f) => ({
      url: `/api/strategy-deployment/${f.deploymentId}`,
      payload: { isPaused: true },
    }),
    expect: owned(200),
  },
  'DELETE /api/strategy-deployment/:id': {
    request: (f) => ({ url: `/api/strategy-deployment/${f.deploymentId}` }),
    expect: owned(200),
    destructive: true,
  },
};

/** The three analytics views: private GET and POST for readers of the account, public 404. */
function analytics(view: string): Record<string, Row> {
  const query = (f: Fixtures) => `?accountId=${f.accountId}&timeframe=all_time&grouping=1d`;
  const body = (f: Fixtures) => ({ accountId: f.accountId, timeframe: 'all_time', grouping: '1d' });
  return {
    [`GET /api/trade-analysis/${view}`]: {
      request: (f) => ({ url: `/api/trade-analysis/${view}${query(f)}` }),
      expect: owned(200),
    },
    [`POST /api/trade-analysis/${view}`]: {
      request: (f) => ({ url: `/api/trade-analysis/${view}`, payload: body(f) }),
      expect: owned(200),
    },
    [`GET /api/trade-analysis/public/${view}`]: {
      request: (f) => ({ url: `/api/trade-analysis/public/${view}${query(f)}` }),
      expect: { visitor: 404, ana: 404, bruno: 404, admin: 404 },
    },
    [`POST /api/trade-analysis/public/${view}`]: {
      request: (f) => ({ url: `/api/trade-analysis/public/${view}`, payload: body(f) }),
      expect: { visitor: 404, ana: 404, bruno: 404, admin: 404 },
    },
  };
}

/** What each access level decides by itself, before any row is read. */
function expected(access: Access, row: Row, caller: Caller): number | undefined {
  if (access !== 'public' && caller === 'visitor') return 401;
  if (access !== 'public' && caller === 'inactive') return 403;
  if (access === 'admin' && caller !== 'admin') return 403;
  // A deactivated user's token is no token on a public route.
  if (caller === 'inactive') return row.expect.visitor;
  if (caller === 'token') return row.expect.token ?? row.expect.ana;
  return row.expect[caller];
}

describe('authorization matrix', () => {
  let t: IdentityTestApp;
  let callers: Record<Exclude<Caller, 'visitor'>, { authorization: string }>;
  let ana: SignedIn;
  let admin: SignedIn;
  let serial = 0;

  beforeAll(async () => {
    telegram = await startFakeTelegram();
    smtp = await startFakeSmtp();
    t = await createIdentityTestApp({
      RATE_LIMIT_MAX: '1000000',
      TELEGRAM_API_URL: telegram.url,
      NOTIFICATIONS_ALLOW_PRIVATE_URLS: 'true',
    });
    admin = await t.signIn({ sub: 'admin', email: 'admin@example.com' });
    ana = await t.signIn({ sub: 'ana', email: 'ana@example.com', name: 'Ana Matrix' });
    const bruno = await t.signIn({ sub: 'bruno', email: 'bruno@example.com' });
    const inactive = await t.signIn({ sub: 'ines', email: 'ines@example.com' });
    bystanderId = (await t.signIn({ sub: 'beto', email: 'beto@example.com' })).user.id;
    const off = await t.app.inject({
      method: 'PATCH',
      url: `/api/user/${inactive.user.id}`,
      headers: admin.headers,
      payload: { isActive: false },
    });
    expect(off.statusCode).toBe(200);
    // Fresh fixtures for every destructive call add up past the default plan's limits.
    const plans = (await call('GET', '/api/package/list', admin.headers)).json() as {
      id: string;
      isDefault: boolean;
    }[];
    const roomy = await call('PUT', '/api/package/update', admin.headers, {
      id: plans.find((plan) => plan.isDefault)!.id,
      maxAccounts: 1000,
      maxCopyTrades: 1000,
      maxDeployments: 1000,
    });
    expect(roomy.statusCode, roomy.body).toBe(200);
    const token = await call('POST', '/api/api-token/create', ana.headers, { name: 'matrix' });
    callers = {
      ana: ana.headers,
      bruno: bruno.headers,
      inactive: inactive.headers,
      admin: admin.headers,
      token: { authorization: `Bearer ${(token.json() as { token: string }).token}` },
    };
  });
  afterAll(async () => {
    await t.close();
    await telegram.close();
    await smtp.close();
  });

  async function call(
    method: string,
    url: string,
    headers: Record<string, string> = {},
    payload?: object,
  ): Promise<LightMyRequestResponse> {
    return t.app.inject({ method: method as InjectOptions['method'], url, headers, payload });
  }

  async function created(method: string, url: string, payload: object, who = ana) {
    const res = await call(method, url, who.headers, payload);
    if (res.statusCode >= 300) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
    return res.json() as Record<string, unknown>;
  }

  /** A full set of Ana's things (and an admin's catalogue entries), each with unique names. */
  async function fixtures(): Promise<Fixtures> {
    const n = ++serial;
    const exchange = await created(
      'POST',
      '/api/exchange/create',
      {
        code: `okx${n}`,
        name: `OKX ${n}`,
        accountTypes: ['spot'],
        takerFee: 0.001,
        makerFee: 0.001,
      },
      admin,
    );
    const binance = (
      (await call('GET', '/api/exchange/list', admin.headers)).json() as {
        id: string;
        code: string;
      }[]
    ).find((e) => e.code === 'binance')!.id;
    const account = (await created('POST', '/api/account/create', {
      name: `Cuenta de Ana ${n}`,
      exchangeId: binance,
      isEmitter: true,
      ...ACCOUNT_FIELDS,
    })) as { account: { id: string } };
    const receiver = (await created('POST', '/api/account/create', {
      name: `Receptora de Ana ${n}`,
      exchangeId: binance,
      isReceiver: true,
      ...ACCOUNT_FIELDS,
    })) as { account: { id: string } };
    const list = await created('POST', '/api/account-lists', {
      name: `Lista de Ana ${n}`,
      accountIds: [account.account.id],
    });
    const token = (await created('POST', '/api/api-token/create', { name: `t${n}` })) as {
      apiToken: { id: string };
    };
    const copy = await created('POST', '/api/copy-trade/create', {
      emitterAccountId: account.account.id,
      receiverAccountId: receiver.account.id,
      multiplier: 1,
    });
    const strategy = await created('POST', '/api/strategy', {
      name: `Estrategia de Ana ${n}`,
      code: STRATEGY_CODE,
    });
    const deployment = (await created('POST', '/api/strategy-deployment/deploy', {
      strategyId: strategy.id,
      accountId: account.account.id,
      isPaused: true,
    })) as { deployment: { id: string } };
    const signal = (await created('POST', `/api/trade-receiver/${account.account.id}`, {
      symbol: 'BTCUSDT',
      exchange: 'binance',
      time: new Date().toISOString(),
      action: 'buy',
      contracts: '0.001',
      order_id: `fixture-${n}`,
      market_position: 'long',
      close: '50000',
    })) as { signalId: string; receiverLogId: string };
    const imported = await t.app.inject({
      method: 'POST',
      url: `/api/trade/account/${account.account.id}/import`,
      headers: { ...ana.headers, 'content-type': 'text/csv' },
      payload: IMPORT_CSV,
    });
    const importId = (imported.json() as { importId: string }).importId;
    const trades = (
      await call('GET', `/api/trade/account/${account.account.id}?limit=100`, ana.headers)
    ).json() as { data: { id: string; source: string }[] };
    const tradeId = trades.data.find((x) => x.source === 'manual')!.id;
    // Channels are ten per user: the previous sets' go (only the newest set is called on).
    await t.container.db
      .delete(notificationChannels)
      .where(eq(notificationChannels.userId, ana.user.id));
    const channel = await created('POST', '/api/notification/channel/create', {
      kind: 'ntfy',
      name: `Canal de Ana ${n}`,
      url: `https://ntfy.sh/pulso-ana-${n}`,
    });
    await created('PUT', '/api/notification/telegram-bot', { botToken: telegram.token }, admin);
    await created('PUT', '/api/notification/smtp', smtpSettings(), admin);
    const emailChannel = await created('POST', '/api/notification/email/create', {
      name: `Correo de Ana ${n}`,
      address: `ana-${n}@correo.test`,
    });
    const role = await created('POST', '/api/role/create', { name: `rol-${n}` }, admin);
    const plan = await created(
      'POST',
      '/api/package/create',
      { name: `Plan ${n}`, ...PLAN },
      admin,
    );
    const [held] = await queryRows<{ id: string }>(
      t.container.db,
      sql`insert into pending_orders (account_id, signal_id, source, payload, expires_at)
          select account_id, id, source, payload, now() + interval '1 hour' from signals
          where id = ${signal.signalId} returning id`,
    );
    return {
      anaId: ana.user.id,
      accountId: account.account.id,
      receiverAccountId: receiver.account.id,
      listId: list.id as string,
      tokenId: token.apiToken.id,
      copyTradeId: copy.id as string,
      strategyId: strategy.id as string,
      deploymentId: deployment.deployment.id,
      signalId: signal.signalId,
      receiverLogId: signal.receiverLogId,
      roleId: role.id as string,
      exchangeId: exchange.id as string,
      packageId: plan.id as string,
      importId,
      tradeId,
      channelId: channel.id as string,
      emailChannelId: emailChannel.id as string,
      pendingOrderId: held!.id,
    };
  }

  it('has a row for every route, and every row is a route', () => {
    const routes = t.app.routeAccess.map((r) => `${r.method} ${r.url}`);
    expect(routes.filter((route) => !ROWS[route])).toEqual([]);
    expect(Object.keys(ROWS).filter((key) => !routes.includes(key))).toEqual([]);
  });

  it('answers every caller of every route as the matrix says, and shows no one else Ana’s data', async () => {
    let shared = await fixtures();
    const secrets = (f: Fixtures) => [
      `Cuenta de Ana`,
      'Canal de Ana',
      `Estrategia de Ana`,
      'ana@example.com',
      f.listId,
    ];
    const failures: string[] = [];
    for (const { method, url, access } of t.app.routeAccess) {
      const row = ROWS[`${method} ${url}`]!;
      for (const caller of CALLERS) {
        const want = expected(access, row, caller);
        if (want === undefined) throw new Error(`${method} ${url}: no expectation for ${caller}`);
        if (row.destructive && want < 300) shared = await fixtures();
        const headers = caller === 'visitor' ? {} : callers[caller];
        const options = row.request(shared);
        const response = await t.app.inject({
          ...options,
          method: method as InjectOptions['method'],
          headers: { ...headers, ...(options.headers as Record<string, string> | undefined) },
        } as InjectOptions);
        if (response.statusCode !== want) {
          failures.push(
            `${method} ${url} as ${caller}: ${response.statusCode}, want ${want} — ${response.body.slice(0, 160)}`,
          );
        }
        if (caller === 'bruno' || caller === 'visitor' || caller === 'inactive') {
          const leaked = secrets(shared).filter((s) => response.body.includes(s));
          if (leaked.length > 0 && access !== 'admin') {
            failures.push(`${method} ${url} as ${caller} shows Ana's ${leaked.join(', ')}`);
          }
        }
      }
      // What a destructive call removed must not be what the next route is called on.
      if (row.destructive) shared = await fixtures();
    }
    expect(failures).toEqual([]);
  }, 240_000);
});
