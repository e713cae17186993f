import { serializerCompiler } from 'fastify-type-provider-zod';

/**
 * The zod response serializer (every answer checked against its route's schema, then written as
 * JSON), with one shortcut: a frozen answer is a cached page that every request reading it
 * shares (lib/cache.ts), so it is checked and written once per route and its JSON reused.
 */
export const responseSerializer: typeof serializerCompiler = (route) => {
  const serialize = serializerCompiler(route);
  const written = new WeakMap<object, string>();
  return (data: unknown) => {
    if (data === null || typeof data !== 'object' || !Object.isFrozen(data)) return serialize(data);
    let json = written.get(data);
    if (json === undefined) {
      json = serialize(data);
      written.set(data, json);
    }
    return json;
  };
};
