import { LIVE_EVENT_TYPES, liveEventPayloadSchemas, type LiveEventType } from '@pulso/domain';
import { asc, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { inTransaction } from '../../db/repository';
import { liveEvents } from '../../db/schema';
import { createIdentityTestApp, type IdentityTestApp, type SignedIn } from '../../test/identity';
import { testTrade } from '../ledger/testing';
import { createAccount, fixMarketPrices, sendSignal } from '../signals/testing';
import { requestAs } from './testing';

/** The one internal event: never sent, it tells every instance to re-check a user's streams. */
const internalSchemas: Record<string, z.ZodType> = {
  'user.changed': z.strictObject({ userId: z.uuid() }),
};
const accountFacts = z.strictObject({
  isPublic: z.boolean(),
  isActive: z.boolean(),
  publicStats: z.boolean(),
  publicTrades: z.boolean(),
  deleted: z.boolean(),
  ownerActive: z.boolean(),
});

/**
 * The triggers (migrations 0011 and 0017) own the payloads' SQL; the domain owns their shapes. Every
 * trigger fires here, through the routes and the pipeline where they are cheap to reach and by SQL
 * where they are not (a trigger fires for any write path), and every stored payload must parse with
 * the domain's strict schema for its type.
 */
describe('live events: every trigger writes what the domain says', () => {
  let t: IdentityTestApp;
  let admin: SignedIn;
  let ana: SignedIn;
  let bob: SignedIn;
  let call: ReturnType<typeof requestAs>;

  beforeAll(async () => {
    t = await createIdentityTestApp();
    call = requestAs(t);
    admin = await t.signIn({ sub: 'admin', email: 'admin@example.com' });
    ana = await t.signIn({ sub: 'ana', email: 'ana@example.com' });
    bob = await t.signIn({ sub: 'bob', email: 'bob@example.com' });
    fixMarketPrices(t);
  });
  afterAll(() => t.close());

  it('each event type, each kind of change, parses with its schema', async () => {
    // Accounts: created, updated, secret, deleted; a copy's emitter and receiver.
    const account = await createAccount(t, ana, 'Contrato', { isPublic: true, publicStats: true });
    expect(
      (await call('PATCH', `/api/account/update/${account}`, ana, { publicTrades: true }))
        .statusCode,
    ).toBe(200);
    expect((await call('POST', `/api/account/${account}/webhook-secret`, ana)).statusCode).toBe(
      200,
    );
    const emitter = await createAccount(t, ana, 'Emisora', { isEmitter: true });
    const receiver = await createAccount(t, bob, 'Receptora', { isReceiver: true });
    // An admin links two users' accounts (a copy between owners writes a row for each).
    const copy = await call('POST', '/api/copy-trade/create', admin, {
      emitterAccountId: emitter,
      receiverAccountId: receiver,
      multiplier: '1',
    });
    expect(copy.statusCode, copy.body).toBe(201);

    // Signals: accepted, steps, done (a trade, analytics), failed, a copy, receiver logs.
    await sendSignal(t, account, { action: 'buy', contracts: '0.01' });
    await sendSignal(t, account, { action: 'buy', contracts: '1', symbol: 'FOOUSDT' });
    // A resting limit entry: orders.changed (issue 36).
    await sendSignal(t, account, {
      action: 'buy',
      contracts: '0.01',
      intent: { order_type: 'limit', limit_price: '30000' },
    });
    await sendSignal(t, emitter, { action: 'buy', contracts: '0.01' });
    await t.container.signals.worker().drain();
    // An order held for approval, then approved: approvals.changed (issue 37).
    expect(
      (await call('PUT', `/api/accounts/${account}/risk-limits`, ana, { approvalMinutes: 5 }))
        .statusCode,
    ).toBe(200);
    await sendSignal(t, account, { action: 'buy', contracts: '0.01' }, 'webhook');
    await t.container.signals.worker().drain();
    const held = await call('GET', `/api/accounts/${account}/pending-orders`, ana);
    const heldId = held.json<{ data: { id: string }[] }>().data[0]!.id;
    expect((await call('POST', `/api/pending-orders/${heldId}/reject`, ana)).statusCode).toBe(200);
    // A bulk write: analytics.changed alone.
    await inTransaction(t.container.db, (tx) =>
      t.container.ledger.append(
        tx,
        [
          testTrade(account, {
            asset: 'ETH',
            side: 'buy',
            amount: '2',
            price: '2500.5',
            executedAtMs: Date.now(),
          }),
        ],
        { bulk: true },
      ),
    );

    // Lists: created, updated (its members too), deleted.
    const list = await call('POST', '/api/account-lists', ana, {
      name: 'Lista contrato',
      accountIds: [account, emitter],
    });
    expect(list.statusCode, list.body).toBe(201);
    const listId = list.json<{ id: string }>().id;
    expect(
      (
        await call('PUT', `/api/account-lists/${listId}`, ana, {
          name: 'Lista',
          accountIds: [account],
        })
      ).statusCode,
    ).toBe(200);
    expect((await call('DELETE', `/api/account-lists/${listId}`, ana)).statusCode).toBe(204);

    // Deployments: created, paused, resumed, run, failed, deleted (by SQL: no sandbox needed).
    await t.container.db.execute(sql`
      with s as (
        insert into strategies (owner_id, name, code, symbol, exchange, grouping)
        values (${ana.user.id}, 'Contrato', 'function strategy() { return []; }', 'BTCUSDT',
                'binance', '1h')
        returning id
      )
      insert into strategy_deployments (strategy_id, account_id) select id, ${account} from s`);
    for (const change of [
      sql`is_paused = true`,
      sql`is_paused = false`,
      sql`last_run_at = now(), last_status = 'success'`,
      sql`last_run_at = now() + interval '1 second', last_status = 'error'`,
    ]) {
      await t.container.db.execute(
        sql`update strategy_deployments set ${change} where account_id = ${account}`,
      );
    }
    await t.container.db.execute(
      sql`delete from strategy_deployments where account_id = ${account}`,
    );

    // Users: a token revoked, sessions ended, a role changed, a deactivation (with its accounts).
    const token = await call('POST', '/api/api-token/create', bob, { name: 'contrato' });
    expect(token.statusCode, token.body).toBe(201);
    const tokenId = token.json<{ apiToken: { id: string } }>().apiToken.id;
    expect((await call('DELETE', `/api/api-token/delete/${tokenId}`, bob)).statusCode).toBe(204);
    expect((await call('POST', `/api/user/${bob.user.id}/sessions/end`, bob)).statusCode).toBe(204);
    const roles = (await call('GET', '/api/role/list', admin)).json<
      { id: string; name: string }[]
    >();
    const adminRole = roles.find((r) => r.name === 'admin')!.id;
    expect(
      (await call('PATCH', `/api/user/${ana.user.id}`, admin, { roleId: adminRole })).statusCode,
    ).toBe(200);
    expect(
      (await call('PATCH', `/api/user/${ana.user.id}`, admin, { isActive: false })).statusCode,
    ).toBe(200);
    expect((await call('DELETE', `/api/account/delete/${receiver}`, admin)).statusCode).toBe(204);

    const rows = await t.container.db.select().from(liveEvents).orderBy(asc(liveEvents.id));
    const seen = new Map<string, Set<string>>();
    for (const row of rows) {
      const schema =
        internalSchemas[row.type] ?? liveEventPayloadSchemas[row.type as LiveEventType];
      expect(schema, `a schema for ${row.type}`).toBeDefined();
      const parsed = schema!.safeParse(row.data);
      expect(parsed.success, `${row.type} ${JSON.stringify(row.data)}: ${parsed.error}`).toBe(true);
      const kinds = seen.get(row.type) ?? new Set();
      kinds.add(String((row.data as { change?: string }).change ?? ''));
      seen.set(row.type, kinds);
      // What and whose: the account the payload names, its owner; prior only on a change.
      const named = (row.data as { accountId?: string; receiverAccountId?: string }).accountId;
      if (row.type === 'copy.emitted') {
        expect(row.accountId).toBe((row.data as { receiverAccountId: string }).receiverAccountId);
      } else if (named !== undefined) {
        expect(row.accountId, row.type).toBe(named);
      }
      if (row.type === 'account.changed' && (row.data as { change: string }).change !== 'created')
        expect(accountFacts.safeParse(row.prior).success, JSON.stringify(row.prior)).toBe(true);
      else expect(row.prior, row.type).toBeNull();
    }

    const clientTypes = LIVE_EVENT_TYPES.filter((type) => type !== 'resync');
    expect([...seen.keys()].sort()).toEqual([...clientTypes, 'user.changed'].sort());
    expect([...seen.get('account.changed')!].sort()).toEqual([
      'created',
      'deleted',
      'secret',
      'updated',
    ]);
    expect([...seen.get('list.changed')!].sort()).toEqual(['created', 'deleted', 'updated']);
    expect([...seen.get('deployment.changed')!].sort()).toEqual([
      'created',
      'deleted',
      'failed',
      'paused',
      'resumed',
      'run',
    ]);
  });

  it('a strict schema refuses a payload with a field more or less', () => {
    const schema = liveEventPayloadSchemas['analytics.changed'];
    const accountId = '00000000-0000-4000-8000-000000000000';
    expect(schema.safeParse({ accountId }).success).toBe(true);
    expect(schema.safeParse({ accountId, isPublic: true }).success).toBe(false);
    expect(schema.safeParse({}).success).toBe(false);
  });
});
