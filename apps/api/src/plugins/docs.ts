import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { API_ERROR_HTTP_STATUS, type ApiErrorCode, ApiErrorSchema } from '@atoll/shared';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import { requireWallet } from './auth';

/**
 * OpenAPI 3 generated from the shared zod schemas, with the interactive reference at /docs. Each route writes
 * its own `operationId`, `summary` and `description`; what follows from the route itself is added here, so it
 * cannot drift from what the route does: the bearer scheme on the routes that run `requireWallet` (and an
 * explicit "no security" on the others), and the error answers every route of a kind gives (400, 401, 429).
 * `npm run lint:openapi -w @atoll/api` holds the document to Redocly's recommended rules.
 */
export async function registerDocs(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Atoll API',
        description: API_DESCRIPTION,
        version: '1.0.0',
      },
      // relative: the document describes the server that serves it, whatever its host
      servers: [{ url: '/', description: 'The API serving this document' }],
      tags: TAGS,
      components: {
        securitySchemes: {
          bearer: {
            type: 'http',
            scheme: 'bearer',
            bearerFormat: 'JWT',
            description:
              'The session token `POST /auth/ton-proof` returns for a signed-in wallet (at most 24 h).',
          },
        },
      },
    },
    transform: (input) => jsonSchemaTransform(documented(input)),
    // components for schemas registered with an id (the recursive transaction tree)
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(swaggerUi, { routePrefix: '/docs' });
}

/** `{[status]: the error body}` for a route's `response`, one entry per status, described by its codes. */
export function errorResponses(...codes: ApiErrorCode[]): Record<number, typeof ApiErrorSchema> {
  const byStatus = new Map<number, ApiErrorCode[]>();
  for (const code of codes) {
    const status = API_ERROR_HTTP_STATUS[code];
    byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
  }
  return Object.fromEntries(
    [...byStatus].map(([status, named]) => [
      status,
      ApiErrorSchema.check(z.describe(`Error: ${named.map((code) => `\`${code}\``).join(' or ')}`)),
    ]),
  );
}

type TransformInput = Parameters<typeof jsonSchemaTransform>[0];

function documented(input: TransformInput): TransformInput {
  const { route } = input;
  const schema = (input.schema ?? {}) as Record<string, unknown>;
  if (schema.hide) return input;
  const authenticated = runs(route.onRequest, requireWallet) || runs(route.preHandler, requireWallet);
  const takesInput = ['params', 'querystring', 'body'].some((part) => schema[part] !== undefined);
  // the global limit (sign-in opts out of it for its own, and declares its 429 itself)
  const limited = route.config?.rateLimit !== false;
  const generic: ApiErrorCode[] = [
    ...(takesInput ? (['BAD_REQUEST'] as const) : []),
    ...(authenticated ? (['UNAUTHORIZED', 'TOKEN_INVALID', 'TOKEN_EXPIRED'] as const) : []),
    ...(limited ? (['RATE_LIMITED'] as const) : []),
  ];
  const url = input.url.replace(/\/\*$/, '/{path}');
  return {
    ...input,
    url,
    schema: {
      ...schema,
      ...(url !== input.url ? { params: WILDCARD_AS_PATH } : {}),
      security: authenticated ? [{ bearer: [] }] : [],
      response: { ...errorResponses(...generic), ...(schema.response as object | undefined) },
    },
  };
}

function runs(hooks: RouteOptions['onRequest'] | RouteOptions['preHandler'], hook: unknown): boolean {
  return Array.isArray(hooks) ? (hooks as unknown[]).includes(hook) : hooks === hook;
}

/** Fastify's `/chain/*` names its rest `*`, which OpenAPI cannot template: documented as `{path}`. */
const WILDCARD_AS_PATH = z.object({
  path: z
    .string()
    .check(z.describe('The TonAPI path after `/chain/`, slashes included: `v2/accounts/0:…/jettons`')),
});

const API_DESCRIPTION = [
  'The product API of Atoll, a DEX on TON: sign-in with ton_proof, tokens and prices, pools, a wallet’s',
  'activity, positions and limit orders, traces, the public price API and the web app’s chain reads.',
  '',
  'Addresses go out raw (`0:<hex>`), TON as the zero address; amounts are decimal strings of nano units,',
  'USD values and prices exact decimal strings. Every error has one shape,',
  '`{"error": {"code", "message", "details"?}}`; a method a path does not serve answers 405 with `Allow`.',
].join('\n');

const TAGS = [
  { name: 'health', description: 'Liveness, readiness and the use of TonAPI.' },
  { name: 'auth', description: 'Sign-in with a TON Connect ton_proof; the session token it gives.' },
  {
    name: 'accounts',
    description: 'A wallet’s TON and jetton balances, read from the chain with USD values.',
  },
  { name: 'chain', description: 'The web app’s TonAPI reads, relayed with the API’s key and cached.' },
  { name: 'tokens', description: 'The token list and USD prices the indexer keeps.' },
  { name: 'pools', description: 'Pool search, a pool, its activity and its chart.' },
  { name: 'users', description: 'The signed-in wallet’s activity and liquidity positions.' },
  {
    name: 'orders',
    description: 'Limit orders: the signed-in wallet’s, their registration, a pair’s depth.',
  },
  { name: 'trace', description: 'Where a sent message’s transactions stand.' },
  {
    name: 'analytics',
    description: 'The web app’s own usage events (off unless configured), counted in `/metrics`.',
  },
  { name: 'public', description: 'The public, versioned price API (`/v1`): bare camelCase answers.' },
];
