import { AppError } from '@pulso/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * Text no column can hold: NUL (PostgreSQL's text refuses it) and UTF-16 surrogates without their
 * pair (they have no UTF-8 form). Without the `u` flag the pattern sees code units, so it finds them.
 */
const UNSTORABLE = /\0|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const UNSTORABLE_MESSAGE =
  'contiene un carácter no permitido (NUL o un sustituto UTF-16 sin pareja)';

interface Node {
  value: unknown;
  key: string;
  parent: Node | undefined;
}

const pathOf = (node: Node): string[] => {
  const path: string[] = [];
  for (let n: Node | undefined = node; n; n = n.parent) path.unshift(n.key);
  return path;
};

/**
 * The path of the first string (value or key) holding unstorable text, or undefined. Iterative,
 * with parent links instead of copied paths: a body nested 10,000 levels deep costs what its size does.
 */
export function findUnstorableText(value: unknown, root: string): string[] | undefined {
  const stack: Node[] = [{ value, key: root, parent: undefined }];
  while (stack.length > 0) {
    const node = stack.pop()!;
    const v = node.value;
    if (typeof v === 'string') {
      if (UNSTORABLE.test(v)) return pathOf(node);
    } else if (v !== null && typeof v === 'object') {
      for (const [key, child] of Object.entries(v)) {
        const childNode = { value: child, key, parent: node };
        if (UNSTORABLE.test(key)) return pathOf(childNode);
        stack.push(childNode);
      }
    }
  }
  return undefined;
}

const PARTS = ['params', 'querystring', 'body'] as const;
const valueOf = (request: FastifyRequest, part: (typeof PARTS)[number]) =>
  part === 'querystring' ? request.query : request[part];

/**
 * Every string a request carries (path parameters, query string, body) is checked once, here,
 * before validation and before any handler: unstorable text is a 400 naming the field, never a
 * database error halfway through a write or a CSV stream.
 */
export function guardInputText(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    // The API's routes; the identity provider's HTML forms refuse such text on their own pages.
    if (!request.routeOptions.url?.startsWith('/api')) return;
    for (const part of PARTS) {
      const path = findUnstorableText(valueOf(request, part), part);
      if (!path) continue;
      const field = path.slice(1).join('.') || part;
      const message = `${field}: ${UNSTORABLE_MESSAGE}`;
      throw new AppError('VALIDATION', message, [{ path, message: UNSTORABLE_MESSAGE }]);
    }
  });
}
