// API_REQUEST_LOGS: one line per request and its answer when on (operators' default), none when off; the
// app's own warnings are logged either way.
import { createTestDatabase, type TestDatabase } from '@atoll/db';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { createApiChain } from '../src/chain/tonapi';
import { loadEnv } from '../src/env';

let database: TestDatabase;
let redis: Redis;
beforeAll(async () => {
  database = await createTestDatabase();
  redis = new Redis(loadEnv({}).REDIS_URL, { maxRetriesPerRequest: 2 });
});
afterAll(async () => {
  redis?.disconnect();
  await database?.drop();
});

/** The log lines (parsed) of one `GET /healthz` through an app built with API_REQUEST_LOGS = `logs`. */
async function linesOfOneRequest(logs: 'on' | 'off') {
  const env = loadEnv({
    DATABASE_URL: database.url,
    TONAPI_URL: 'http://127.0.0.1:9',
    API_REQUEST_LOGS: logs,
    // never shed this one request, however loaded the machine
    MAX_EVENT_LOOP_DELAY_MS: '60000',
  });
  const lines: Array<Record<string, unknown>> = [];
  const app = await buildApp({
    env,
    db: database.db,
    redis,
    chain: createApiChain(env),
    logger: { level: 'info', stream: { write: (line) => void lines.push(JSON.parse(line)) } },
  });
  try {
    const res = await app.inject({ method: 'GET', url: '/healthz', headers: { 'x-request-id': 'req-42' } });
    expect(res.statusCode, res.body).toBe(200);
    return lines.filter((line) => line.reqId === 'req-42');
  } finally {
    await app.close();
  }
}

describe('API_REQUEST_LOGS', () => {
  it('on: the request and its answer are logged with the request id', async () => {
    const lines = await linesOfOneRequest('on');
    expect(lines.map((line) => line.msg)).toEqual(['incoming request', 'request completed']);
    expect(lines[1]).toMatchObject({ res: { statusCode: 200 } });
  });

  it('off: nothing is logged for a request that went well', async () => {
    expect(await linesOfOneRequest('off')).toEqual([]);
  });
});
