import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyRequest, onRequestHookHandler } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

// The headers every answer carries whatever it is, set in one onRequest hook as the request comes in: helmet's
// security headers (computed once) and the request id. Set there rather than in an onSend hook, they are on
// every answer the app sends, its errors, 404s, 429s and 503s included (the shedding and CORS preflight hooks
// come after this one), and a route that needs no onSend hook of its own (the encoded snapshots) runs none.

/** The API answers JSON only: nothing it serves may load, run, frame or submit anything. */
const API_CSP = {
  useDefaults: false,
  directives: {
    defaultSrc: ["'none'"],
    baseUri: ["'none'"],
    formAction: ["'none'"],
    frameAncestors: ["'none'"],
  },
};

/** The headers helmet's middleware sets with these options, read once: they depend on nothing else. */
function helmetHeaders(options: HelmetOptions): Array<[string, string]> {
  const headers: Array<[string, string]> = [];
  const recorder = {
    setHeader: (name: string, value: string) => void headers.push([name.toLowerCase(), value]),
    removeHeader: () => {},
  };
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (error) => {
    if (error) throw error as Error;
  });
  return headers;
}

/**
 * The interactive reference at /docs needs inline scripts and styles: its routes (`/docs` and `/docs/*`,
 * registered by swagger-ui) get every header but the CSP. Told from the path as sent (no route lookup).
 */
const isDocsPath = (url: string) =>
  url.startsWith('/docs') && (url.length === 5 || url[5] === '/' || url[5] === '?');

/**
 * Every log line of a request carries its id: the caller's x-request-id when it is a sane token (a proxy's or
 * the web app's), else a new UUID (Fastify's `genReqId`); the answer returns it.
 */
export function requestIdOf(req: IncomingMessage): string {
  const given = req.headers['x-request-id'];
  return typeof given === 'string' && /^[A-Za-z0-9._:-]{1,64}$/.test(given) ? given : randomUUID();
}

export function answerHeaders(): onRequestHookHandler {
  const api = helmetHeaders({ contentSecurityPolicy: API_CSP });
  const docs = helmetHeaders({ contentSecurityPolicy: false });
  return (request: FastifyRequest, reply, done) => {
    const headers = isDocsPath(request.url) ? docs : api;
    for (let i = 0; i < headers.length; i++) reply.header(headers[i]![0], headers[i]![1]);
    reply.header('x-request-id', request.id);
    done();
  };
}
