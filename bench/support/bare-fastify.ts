/**
 * The yardstick of bench/api-throughput.ts in its own process: a bare Fastify answering one small
 * JSON route, as cheap as an HTTP answer gets here. Prints its address, then serves until killed.
 */
import Fastify from 'fastify';

const bare = Fastify({ logger: false });
bare.get('/hello', async () => ({ hello: 'world' }));
console.log(await bare.listen({ port: 0, host: '127.0.0.1' }));
