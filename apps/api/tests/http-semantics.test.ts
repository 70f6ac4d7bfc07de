// Issue 19 item 13: a method a path does not serve is a 405 naming the ones it does, a body in another format is
// a 415 with its own code, and the OpenAPI document at /docs describes every operation.
import { ApiErrorSchema } from '@atoll/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

describe('methods a path does not serve', () => {
  it.each([
    ['GET', '/pools/search', 'POST'],
    ['DELETE', '/tokens', 'GET, HEAD'],
    ['PUT', '/users/orders', 'GET, HEAD, POST'],
    ['PATCH', '/auth/ton-proof', 'GET, HEAD, POST'],
    ['POST', '/pools/0:' + 'ab'.repeat(32), 'GET, HEAD'],
  ] as const)('%s %s answers 405 with Allow: %s', async (method, url, allow) => {
    const res = await t.app.inject({ method, url });
    expect(res.statusCode).toBe(405);
    expect(res.headers.allow).toBe(allow);
    const body = ApiErrorSchema.parse(res.json());
    expect(body.error).toEqual({ code: 'METHOD_NOT_ALLOWED', message: `${method} is not served on ${url}` });
  });

  it('a path no route serves stays a 404, whatever the method', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const res = await t.app.inject({ method, url: '/no/such/route?x=1' });
      expect(res.statusCode).toBe(404);
      expect(res.headers.allow).toBeUndefined();
      expect(res.json()).toEqual({
        error: { code: 'NOT_FOUND', message: `no route ${method} /no/such/route` },
      });
    }
  });
});

describe('request bodies', () => {
  it('a body that is not JSON is a 415 UNSUPPORTED_MEDIA_TYPE, not a BAD_REQUEST', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/pools/search',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'page=1',
    });
    expect(res.statusCode).toBe(415);
    const body = ApiErrorSchema.parse(res.json());
    expect(body.error.code).toBe('UNSUPPORTED_MEDIA_TYPE');
    expect(body.error.message).toMatch(/application\/x-www-form-urlencoded/);
  });

  it('a body over the limit is a 413 PAYLOAD_TOO_LARGE', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/pools/search',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ query: 'x'.repeat(70 * 1024) }),
    });
    expect(res.statusCode).toBe(413);
    expect(ApiErrorSchema.parse(res.json()).error.code).toBe('PAYLOAD_TOO_LARGE');
  });
});

interface Operation {
  operationId?: string;
  summary?: string;
  description?: string;
  security?: Array<Record<string, string[]>>;
  tags?: string[];
  responses: Record<string, unknown>;
}

describe('the OpenAPI document', () => {
  const operations = async () => {
    const res = await t.app.inject({ method: 'GET', url: '/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json() as { paths: Record<string, Record<string, Operation>> };
    return Object.entries(doc.paths).flatMap(([path, item]) =>
      Object.entries(item).map(([method, op]) => ({ at: `${method.toUpperCase()} ${path}`, op })),
    );
  };

  it('gives every operation an id, a summary, a description and a 2xx answer', async () => {
    const all = await operations();
    expect(all.length).toBeGreaterThanOrEqual(25);
    for (const { at, op } of all) {
      expect(op.operationId, at).toMatch(/^[a-z][A-Za-z]+$/);
      expect(op.summary?.length, at).toBeGreaterThan(5);
      expect(op.description?.length, at).toBeGreaterThan(20);
      expect(Object.keys(op.responses), at).toContain('200');
    }
    expect(new Set(all.map(({ op }) => op.operationId)).size).toBe(all.length);
  });

  it('files every operation under a tag the document declares and describes', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/docs/json' });
    const declared = new Map(
      (res.json() as { tags: Array<{ name: string; description?: string }> }).tags.map((tag) => [
        tag.name,
        tag.description ?? '',
      ]),
    );
    for (const { at, op } of await operations()) {
      expect(op.tags?.length, at).toBeGreaterThan(0);
      for (const tag of op.tags ?? [])
        expect(declared.get(tag)?.length ?? 0, `${at}: ${tag}`).toBeGreaterThan(10);
    }
  });

  it('declares the bearer scheme on exactly the operations that need a session, with their 401', async () => {
    const all = await operations();
    const withBearer = all.filter(({ op }) => op.security?.some((s) => 'bearer' in s)).map(({ at }) => at);
    expect(withBearer.sort()).toEqual([
      'GET /auth/check',
      'GET /users/events',
      'GET /users/orders',
      'GET /users/positions',
      'POST /users/orders',
    ]);
    for (const { at, op } of all) {
      expect(op.security, at).toBeDefined();
      if (withBearer.includes(at)) expect(Object.keys(op.responses), at).toContain('401');
    }
    // and they do need it: each answers 401 without a token
    for (const at of withBearer) {
      const [method, url] = at.split(' ') as ['GET' | 'POST', string];
      expect((await t.app.inject({ method, url })).statusCode, at).toBe(401);
    }
  });

  it('explains verified_tokens in the pool search body', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/docs/json' });
    const search = (res.json() as { paths: Record<string, Record<string, unknown>> }).paths['/pools/search']!;
    const text = JSON.stringify(search.post);
    expect(text).toMatch(/verified_tokens.*imported by hand/);
    const body = (
      search.post as {
        requestBody: { content: { 'application/json': { schema: { properties: Record<string, unknown> } } } };
      }
    ).requestBody.content['application/json'].schema.properties;
    expect((body.verified_tokens as { description?: string }).description).toMatch(/unverified/);
  });
});
