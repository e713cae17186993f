import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';

/** The embedded identity provider mounts here (oidc-provider at /oidc and its sign-in pages). */
export async function registerEmbeddedIdp(_app: FastifyInstance, _ctx: AppContext): Promise<void> {}
