import { apiError } from '@atoll/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest, HTTPMethods } from 'fastify';

/**
 * 405 Method Not Allowed with `Allow` (RFC 9110, section 15.5.6) for a path served with other methods, instead of
 * Fastify's 404. Two cases: no route matches (the not-found handler asks `methodsServing`), and a static path
 * that another method's parametric route would take (`GET /pools/search` is `GET /pools/:address` with the
 * address "search", which would answer a misleading 400): `answerUnservedMethods` gives those their own 405.
 */
const SERVED_METHODS: readonly HTTPMethods[] = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'];

/**
 * The methods a path is served with. OPTIONS is left out of the search: the CORS plugin answers preflights on
 * every path, which says nothing about the resource.
 */
export function methodsServing(app: FastifyInstance, path: string): string[] {
  return SERVED_METHODS.filter((method) => {
    const route = app.findRoute({ method, url: path });
    return route !== null && !answers405.has(route.handler);
  });
}

/** The handlers `answerUnservedMethods` adds: they serve nothing. */
const answers405 = new WeakSet<object>();

export function sendMethodNotAllowed(reply: FastifyReply, method: string, path: string, allowed: string[]) {
  return reply
    .status(405)
    .header('allow', allowed.join(', '))
    .send(apiError('METHOD_NOT_ALLOWED', `${method} is not served on ${path}`));
}

/**
 * Call before registering the routes; call the function it returns after: every static path gets a 405 for
 * the methods it does not serve that a parametric route of the same prefix would otherwise take.
 */
export function answerUnservedMethods(app: FastifyInstance): () => void {
  const staticUrls = new Set<string>();
  app.addHook('onRoute', (route) => {
    if (!/[:*]/.test(route.url)) staticUrls.add(route.url);
  });
  return () => {
    for (const url of staticUrls) {
      const own = SERVED_METHODS.filter((method) => app.hasRoute({ method, url }));
      const taken = SERVED_METHODS.filter(
        (method) => !own.includes(method) && app.findRoute({ method, url }) !== null,
      );
      if (taken.length === 0) continue;
      const handler = (request: FastifyRequest, reply: FastifyReply) =>
        sendMethodNotAllowed(reply, request.method, url, own);
      answers405.add(handler);
      app.route({ method: taken, url, schema: { hide: true }, handler });
    }
  };
}
