// The whole domain (the server's entry). The web imports @pulso/domain/core (no zod) or
// @pulso/domain/schemas (see package.json "exports").
export * from './core';
export * from './schemas';
