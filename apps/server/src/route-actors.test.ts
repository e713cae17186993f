import type * as Fastify from 'fastify';
import type { RouteOptions } from 'fastify';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from './test/harness';

/**
 * Services take an Actor, never the request (CONVENTIONS 16): every route that changes something
 * (POST, PUT, PATCH, DELETE) hands its service `actorOf(request)`, so the activity log can say who
 * did it. The routes are the app's own, as main builds it: each is captured, with its handler, as
 * Fastify registers it (so a route added anywhere is seen). Each handler's code is then read with
 * the TypeScript parser: it passes when it hands `actorOf(…)` — directly, through a variable, or
 * as a property of an options object — to a method of a collaborator (`service.create(…, actor)`).
 * A route with no acting user to hand over is in EXEMPT with its reason.
 */

/** Routes with no acting user to hand a service; each says why. */
const EXEMPT: Record<string, string> = {
  'POST /api/auth/nonce':
    'sign-in step before anyone is signed in: a nonce for the ID token exchange, stored nowhere',
  'POST /api/events/ticket':
    "auth token exchange: trades the caller's session for a single-use stream ticket; changes nothing of theirs",
  'POST /api/trade-receiver/:accountId':
    'the webhook: its sender is not a signed-in user; the service takes the sender (ip, optional user) and records it on the receiver log',
  ...Object.fromEntries(
    ['pnl', 'asset-allocation', 'volume'].flatMap((kind) => [
      [
        `POST /api/trade-analysis/${kind}`,
        'a read: POST only because the query travels in the body (long account lists); changes nothing',
      ],
      [
        `POST /api/trade-analysis/public/${kind}`,
        'a read by anyone: POST only because the query travels in the body; changes nothing',
      ],
    ]),
  ),
  'POST /api/trade-analysis/review/excursions':
    'a read: POST only because the trips asked for (up to 500) travel in the body; changes nothing',
  'POST /api/trade-analysis/public/review/excursions':
    'a read by anyone: POST only because the trips travel in the body; changes nothing',
  'POST /api/notification/channel/test/:id':
    "queues a test message to the caller's own channel: a delivery in their log, no change to record",
  'POST /api/notification/telegram/link':
    "makes a one-time code for the caller's own chat; the channel it leads to is recorded when the chat redeems it",
  'POST /api/notification/email/resend/:id':
    "mails a new code to the caller's own address awaiting confirmation; the channel is recorded when it is added and confirmed",
  'POST /api/strategy/validate': 'a read: compiles the posted code and answers; stores nothing',
  'POST /api/strategy/backtest':
    'a computation over market data for the caller; stores nothing of theirs',
  'POST /api/strategy/:id/backtest':
    'a computation over market data for the caller; stores nothing of theirs',
};

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

// Every route of every Fastify instance built in this file, as registered (with its handler).
const registered = vi.hoisted(() => [] as RouteOptions[]);
vi.mock('fastify', async (importOriginal) => {
  const fastify = await importOriginal<typeof Fastify>();
  const original = fastify.default as (options?: unknown) => Fastify.FastifyInstance;
  const create = ((options?: unknown) => {
    const app = original(options);
    app.addHook('onRoute', (route) => void registered.push(route));
    return app;
  }) as typeof fastify.default;
  return { ...fastify, default: create };
});

/** `actorOf` however the compiled code calls it: `actorOf(…)`, `m.actorOf(…)`, `(0, m.actorOf)(…)`. */
function calleeName(callee: ts.Expression): string | undefined {
  let e = callee;
  while (ts.isParenthesizedExpression(e)) e = e.expression;
  if (ts.isBinaryExpression(e) && e.operatorToken.kind === ts.SyntaxKind.CommaToken) e = e.right;
  if (ts.isIdentifier(e)) return e.text;
  if (ts.isPropertyAccessExpression(e)) return e.name.text;
  return undefined;
}

const isActorOf = (node: ts.Node): boolean =>
  ts.isCallExpression(node) && calleeName(node.expression) === 'actorOf';

/**
 * Whether a handler's code hands `actorOf(request)` to a collaborator's method: as an argument,
 * through a variable holding it (or an object carrying it), or as a property of an object
 * argument. Handing it to the
 * request or the reply does not count.
 */
function handsActor(handler: (...args: never[]) => unknown): boolean {
  const source = ts.createSourceFile(
    'handler.js',
    `(${handler.toString()})`,
    ts.ScriptTarget.Latest,
    true,
    ts.ScriptKind.JS,
  );
  const fn = (source.statements[0] as ts.ExpressionStatement).expression;
  const inner = ts.isParenthesizedExpression(fn) ? fn.expression : fn;
  const params = new Set(
    ts.isFunctionLike(inner)
      ? inner.parameters.map((p) => (ts.isIdentifier(p.name) ? p.name.text : ''))
      : [],
  );
  const actorVariables = new Set<string>();
  const isActor = (arg: ts.Expression): boolean =>
    isActorOf(arg) ||
    (ts.isIdentifier(arg) && actorVariables.has(arg.text)) ||
    (ts.isObjectLiteralExpression(arg) &&
      arg.properties.some(
        (p) =>
          (ts.isPropertyAssignment(p) && isActor(p.initializer)) ||
          (ts.isShorthandPropertyAssignment(p) && actorVariables.has(p.name.text)),
      ));
  // Variables holding the Actor, or an object carrying it, in the order they are declared.
  const collect = (node: ts.Node): void => {
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer) {
      if (isActor(node.initializer)) actorVariables.add(node.name.text);
    }
    ts.forEachChild(node, collect);
  };
  collect(source);
  let handed = false;
  const find = (node: ts.Node): void => {
    if (
      ts.isCallExpression(node) &&
      ts.isPropertyAccessExpression(node.expression) &&
      !(
        ts.isIdentifier(node.expression.expression) && params.has(node.expression.expression.text)
      ) &&
      node.arguments.some(isActor)
    ) {
      handed = true;
    }
    ts.forEachChild(node, find);
  };
  find(source);
  return handed;
}

describe('mutating routes hand their service an Actor', () => {
  let t: TestApp;
  let verdicts: { route: string; handsActor: boolean }[];

  beforeAll(async () => {
    t = await createTestApp();
    verdicts = registered.flatMap((route) =>
      [route.method]
        .flat()
        .filter((method) => MUTATING.has(method))
        .map((method) => ({
          route: `${method} ${route.url}`,
          handsActor: handsActor(route.handler as (...args: never[]) => unknown),
        })),
    );
  });
  afterAll(() => t?.close());

  it('finds the routes: the /api route table and the identity pages', () => {
    const found = new Set(verdicts.map((v) => v.route));
    const table = t.app.routeAccess
      .filter((r) => MUTATING.has(r.method))
      .map((r) => `${r.method} ${r.url}`);
    expect(table.length).toBeGreaterThan(40);
    for (const route of table) expect(found).toContain(route);
    expect(found).toContain('POST /idp/set-password');
  });

  it('reads a handler right: one that hands the Actor, one that does not', () => {
    const service = { create: (..._args: unknown[]) => _args, log: (..._args: unknown[]) => _args };
    const actorOf = (request: unknown) => request;
    expect(handsActor((request: never) => service.create(1, actorOf(request)))).toBe(true);
    expect(
      handsActor((request: never) => {
        const actor = actorOf(request);
        return service.create({ id: 1, actor });
      }),
    ).toBe(true);
    expect(
      handsActor((request: never) => {
        const input = { id: 1, actor: actorOf(request) };
        return service.create(input);
      }),
    ).toBe(true);
    expect(handsActor((request: never) => service.create(request))).toBe(false);
    expect(
      handsActor((request: never, reply: never) => (reply as typeof service).log(actorOf(request))),
    ).toBe(false);
  });

  it('every mutating route hands its service the Actor, or says why it has none', () => {
    const missing = verdicts
      .filter((v) => !v.handsActor && !(v.route in EXEMPT))
      .map((v) => v.route);
    expect(missing).toEqual([]);
  });

  it('lists no exemption for a route that does not exist or already hands an Actor', () => {
    const found = new Map(verdicts.map((v) => [v.route, v]));
    for (const route of Object.keys(EXEMPT)) {
      expect(found.has(route), `${route} is not a mutating route of the app`).toBe(true);
    }
    const handing = Object.keys(EXEMPT).filter((route) => found.get(route)!.handsActor);
    expect(handing, 'they hand an Actor: delete them from EXEMPT').toEqual([]);
  });
});
