/**
 * The baseline of `npm run load-test` (scripts/load-test.mjs): a bare Fastify hello-world in a
 * process of its own, compiled and started exactly like the portal's load server, so the ratio
 * compares the app's work with Fastify's alone and neither slows the other. Prints one JSON line
 * ({ port }) when it listens; stops on SIGTERM.
 */
import Fastify from 'fastify';

const bare = Fastify();
bare.get('/', async () => ({ hello: 'world' }));
await bare.listen({ host: '127.0.0.1', port: 0 });
console.log(JSON.stringify({ port: (bare.server.address() as { port: number }).port }));

process.on('SIGTERM', () => {
  void bare.close().finally(() => process.exit(0));
});
