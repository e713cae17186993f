/**
 * The one place that decides what of an error may be written to a log or a terminal. Database
 * errors carry the values they failed on: drizzle's DrizzleQueryError puts the SQL and every
 * parameter in its message and `params`; pg and PGlite errors repeat values in `message`,
 * `detail` ("Failing row contains …"), `where`, `internalQuery`, and PGlite adds `query` and
 * `params`. A failed insert of a user or a local account would log a password hash or a sealed
 * secret. Of those, only the SQLSTATE code, the statement kind and the schema names are kept.
 */

/** Fields of a pg/PGlite error that name things in our schema, never a value. */
const SAFE_DATABASE_FIELDS = ['code', 'severity', 'table', 'column', 'constraint', 'routine'];

const SQLSTATE = /^[0-9A-Z]{5}$/;
const MAX_DEPTH = 5;

interface DatabaseErrorLike extends Error {
  code?: unknown;
  query?: unknown;
  params?: unknown;
  severity?: unknown;
}

/** A drizzle query error, or a pg/PGlite server error (SQLSTATE code and severity). */
export function isDatabaseError(error: unknown): error is DatabaseErrorLike {
  if (!(error instanceof Error)) return false;
  const e = error as DatabaseErrorLike;
  return (
    'params' in e ||
    'query' in e ||
    (typeof e.code === 'string' && SQLSTATE.test(e.code) && typeof e.severity === 'string')
  );
}

/** The SQLSTATE of a database error, looking through drizzle's wrapper. */
export function sqlState(error: unknown): string | undefined {
  for (let e = error, depth = 0; e instanceof Error && depth < MAX_DEPTH; depth += 1) {
    const code = (e as DatabaseErrorLike).code;
    if (typeof code === 'string' && SQLSTATE.test(code)) return code;
    e = e.cause;
  }
  return undefined;
}

/** `insert users`, `select`, `update local_accounts` …: the statement's verb and its table. */
function statementKind(query: unknown): string | undefined {
  if (typeof query !== 'string') return undefined;
  const match =
    /^\s*(insert\s+into|update|delete\s+from)\s+"?([\w.]+)"?/i.exec(query) ??
    /^\s*(\w+)/.exec(query);
  if (!match) return undefined;
  const verb = match[1]!.split(/\s+/)[0]!.toLowerCase();
  return match[2] ? `${verb} ${match[2]}` : verb;
}

/** Only the "at …" frames: the first line of a stack repeats the message. */
function framesOnly(stack: string | undefined): string | undefined {
  return stack
    ?.split('\n')
    .filter((line) => /^\s+at /.test(line))
    .join('\n');
}

/** The shape pino and Fastify expect of a serialized error. */
export interface SerializedError {
  type: string;
  message: string;
  stack: string;
  [key: string]: unknown;
}

function summariseDatabaseError(error: DatabaseErrorLike): SerializedError {
  const statement =
    statementKind(error.query) ??
    statementKind(error.cause && (error.cause as DatabaseErrorLike).query);
  const source = (isDatabaseError(error.cause) ? error.cause : error) as unknown as Record<
    string,
    unknown
  >;
  const out: SerializedError = {
    type: error.constructor.name || error.name,
    stack: framesOnly(error.stack) ?? '',
    message: `database error${sqlState(error) ? ` ${sqlState(error)}` : ''}${statement ? ` in ${statement}` : ''}`,
  };
  if (statement) out.statement = statement;
  for (const field of SAFE_DATABASE_FIELDS) {
    if (typeof source[field] === 'string' && source[field]) out[field] = source[field];
  }
  return out;
}

/**
 * pino's error serializer: type, message, stack and own fields, as pino's own, but causes and
 * aggregated errors go through this function too (pino's appends their messages and stacks),
 * so a database error anywhere in the chain is summarised.
 */
export function serializeError(error: unknown, depth = 0): SerializedError {
  if (!(error instanceof Error)) return { type: typeof error, message: String(error), stack: '' };
  if (isDatabaseError(error)) return summariseDatabaseError(error);
  const out: SerializedError = {
    type: error.constructor.name || error.name,
    message: error.message,
    stack: error.stack ?? '',
  };
  for (const [key, value] of Object.entries(error)) {
    if (!(key in out) && key !== 'cause' && !(value instanceof Error)) out[key] = value;
  }
  const deeper = (e: unknown) => (depth < MAX_DEPTH ? serializeError(e, depth + 1) : '[error]');
  if (error.cause !== undefined) out.cause = deeper(error.cause);
  if (error instanceof AggregateError) out.aggregateErrors = error.errors.map(deeper);
  return out;
}

/** A one-line message safe for a terminal (start-up failures, the CLI). */
export function safeErrorMessage(error: unknown): string {
  if (isDatabaseError(error)) return summariseDatabaseError(error).message;
  return error instanceof Error ? error.message : String(error);
}
