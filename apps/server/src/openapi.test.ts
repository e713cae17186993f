import { readFileSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { createConfig, lintFromString } from '@redocly/openapi-core';
import createClient from 'openapi-fetch';
import openapiTS, { astToString } from 'openapi-typescript';
import * as prettier from 'prettier';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exchangeIds } from './test/harness';
import { createIdentityTestApp, type IdentityTestApp } from './test/identity';
import type { paths } from './test/openapi/api';

/** The generated client types, kept in the repository so a change to the API shows in review. */
const TYPES_FILE = new URL('./test/openapi/api.d.ts', import.meta.url);
const UPDATE = process.env.UPDATE_OPENAPI === '1';

/**
 * Rules of Redocly's "recommended" set turned off, each for a reason (issue 39 asks for the set
 * to pass, or each remaining rule off with why).
 */
const RULES_OFF = {
  // A self-hosted product has no one licence or contact to print; each install is its own.
  'info-license': 'off',
  'info-license-url': 'off',
  // Operation ids would be invented names the spec does not give; clients key on method + path.
  'operation-operationId': 'off',
  // The spec's own routes answer 200 or 201 with a body and 204 with none on DELETE; a 4XX is
  // documented on every route, which is what this rule is for.
  'operation-4xx-response': 'warn',
  // Spec routes: /account/update/{id} and /account/{id} are two operations the spec names.
  'no-ambiguous-paths': 'off',
  // Tags and paths name each operation (the spec's own route list); a summary is written where
  // the path does not say enough (the webhook, the live stream).
  'operation-summary': 'off',
} as const;

describe('the OpenAPI document (issue 39)', () => {
  let t: IdentityTestApp;
  let doc: {
    paths: Record<
      string,
      Record<string, { security?: unknown[]; responses: Record<string, unknown> }>
    >;
  };
  let docText: string;
  let baseUrl: string;

  beforeAll(async () => {
    t = await createIdentityTestApp();
    docText = (await t.app.inject('/api/docs/json')).body;
    doc = JSON.parse(docText);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  afterAll(() => t.close());

  it('says which routes need a token and documents the errors every route can give', () => {
    const operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, op]) => ({ path, method: method.toUpperCase(), op })),
    );
    expect(operations.length).toBeGreaterThan(90);
    const access = new Map(
      t.app.routeAccess.map((r) => [`${r.method} ${r.url.replace(/:(\w+)/g, '{$1}')}`, r.access]),
    );
    for (const { path, method, op } of operations) {
      const declared = access.get(`${method} ${path}`);
      expect(declared, `${method} ${path} declares its access`).toBeDefined();
      expect(op.security, `${method} ${path} security`).toEqual(
        declared === 'public' ? [] : [{ bearer: [] }],
      );
      expect(Object.keys(op.responses), `${method} ${path}`).toEqual(
        expect.arrayContaining(['400', '429', ...(declared === 'public' ? [] : ['401', '403'])]),
      );
    }
  });

  it('documents a 204 where a route answers 204, and the bodies read by hand', () => {
    // Before: nine routes answering 204 were documented as a 200 "Default Response", no body.
    const defaults = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.entries(methods).flatMap(([method, op]) =>
        Object.entries(op.responses)
          .filter(([status, r]) => status.startsWith('2') && !(r as { content?: object }).content)
          .filter(([status]) => status !== '204')
          .map(([status]) => `${method} ${path} ${status}`),
      ),
    );
    expect(defaults).toEqual([]);
    const noContent = Object.values(doc.paths).flatMap((m) =>
      Object.values(m).filter((op) => op.responses['204']),
    );
    // …and the notification channel's and the Telegram bot's DELETE since; the SMTP server's
    // DELETE and an e-mail code's resend; the journal's PUT (an emptied entry) and DELETE.
    expect(noContent).toHaveLength(15);
    const webhook = doc.paths['/api/trade-receiver/{accountId}']!.post as unknown as {
      requestBody: { content: Record<string, { schema: { properties: object } }> };
    };
    expect(Object.keys(webhook.requestBody.content)).toEqual(['application/json', 'text/plain']);
    const csv = doc.paths['/api/trade/account/{accountId}/import']!.post as unknown as {
      requestBody: { content: Record<string, unknown> };
    };
    expect(Object.keys(csv.requestBody.content)).toEqual(['text/csv']);
    const events = doc.paths['/api/events']!.get!.responses['200'] as {
      content: Record<
        string,
        { schema: { anyOf: { properties: { event: { enum: string[] } } }[] } }
      >;
    };
    const types = events.content['text/event-stream']!.schema.anyOf.flatMap(
      (variant) => variant.properties.event.enum,
    );
    expect(types).toEqual(expect.arrayContaining(['signal.accepted', 'trade.recorded']));
    expect(Object.keys(webhook.requestBody.content['application/json']!.schema.properties)).toEqual(
      expect.arrayContaining(['symbol', 'action', 'contracts', 'order_id']),
    );
  });

  it("passes Redocly's recommended rules (those off say why above)", async () => {
    const config = await createConfig({ extends: ['recommended'], rules: RULES_OFF });
    const problems = await lintFromString({ source: docText, absoluteRef: 'openapi.json', config });
    const errors = problems
      .filter((p) => p.severity === 'error')
      .map((p) => `${p.ruleId}: ${p.message} at ${p.location[0]?.pointer}`);
    expect(errors).toEqual([]);
  });

  it('generates the client types kept in the repository (UPDATE_OPENAPI=1 rewrites them)', async () => {
    const generated = await prettier.format(
      `// Generated from /api/docs/json by src/openapi.test.ts (UPDATE_OPENAPI=1): do not edit.\n` +
        astToString(await openapiTS(docText)),
      { ...(await prettier.resolveConfig(TYPES_FILE.pathname)), parser: 'typescript' },
    );
    if (UPDATE) writeFileSync(TYPES_FILE, generated);
    expect(readFileSync(TYPES_FILE, 'utf8')).toBe(generated);
  });

  it('drives token, accounts, webhook, analytics and events through the generated client', async () => {
    const ana = await t.signIn({ sub: 'ana-client', email: 'ana-client@example.com' });
    const session = createClient<paths>({ baseUrl, headers: ana.headers });
    const created = await session.POST('/api/api-token/create', { body: { name: 'cliente' } });
    expect(created.response.status).toBe(201);
    const token = (created.data as { token: string }).token;

    const api = createClient<paths>({ baseUrl, headers: { authorization: `Bearer ${token}` } });
    const binance = (await exchangeIds(t)).binance!;
    const account = await api.POST('/api/account/create', {
      body: { name: 'Cuenta del cliente', accountType: 'spot', exchangeId: binance, mode: 'paper' },
    });
    expect(account.response.status).toBe(201);
    const accountId = account.data!.account.id;

    const secret = await api.POST('/api/account/{id}/webhook-secret', {
      params: { path: { id: accountId } },
    });
    expect(secret.data?.secret).toEqual(expect.any(String));
    const alert = await createClient<paths>({ baseUrl }).POST('/api/trade-receiver/{accountId}', {
      params: { path: { accountId } },
      body: {
        symbol: 'BTCUSDT',
        action: 'buy',
        contracts: '0.001',
        order_id: 'cliente-1',
        close: '50000',
        time: new Date().toISOString(),
        secret: secret.data!.secret,
      },
    });
    expect(alert.response.status).toBe(202);
    expect(alert.data).toMatchObject({ signalId: expect.any(String) });

    const pnl = await api.GET('/api/trade-analysis/pnl', {
      params: { query: { accountIds: accountId, timeframe: 'last_30_days' } },
    });
    expect(pnl.response.status).toBe(200);
    expect(pnl.data?.performanceStats).toBeDefined();

    const ticket = await api.POST('/api/events/ticket');
    expect(ticket.response.status).toBe(201);

    const refused = await createClient<paths>({ baseUrl }).GET('/api/account/list');
    expect(refused.response.status).toBe(401);
    expect(refused.error).toMatchObject({ code: expect.any(String), error: expect.any(String) });
  });
});
