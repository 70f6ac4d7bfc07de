// A payload stays single-use across a Redis restart: spent payloads are kept in Postgres. This file runs a
// Redis of its own (the shared one on 6379 is never flushed or restarted), keeping nothing on disk as in
// production here.
import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestDevnet, type TestDevnet } from '@atoll/devnet/testing';
import { createTestApp, type TestApp } from './helpers/test-app';
import { newWalletSignIn } from './helpers/wallet-proof';

let port: number;
let redisServer: ChildProcess | undefined;
let devnet: TestDevnet;
let t: TestApp;

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port: p } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return p;
}

/** A redis-server on `port` with no persistence; resolves once it answers PING. */
async function startRedis(): Promise<ChildProcess> {
  const child = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    {
      stdio: 'ignore',
    },
  );
  const probe = new Redis(port, '127.0.0.1', {
    lazyConnect: true,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  probe.on('error', () => {});
  try {
    for (let i = 0; i < 100; i++) {
      try {
        await probe.connect();
        if ((await probe.ping()) === 'PONG') return child;
      } catch {
        await new Promise((r) => setTimeout(r, 50));
      }
    }
    throw new Error(`redis-server on ${port} did not start`);
  } finally {
    probe.disconnect();
  }
}

async function stopRedis(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

beforeAll(async () => {
  port = await freePort();
  redisServer = await startRedis();
  devnet = await startTestDevnet();
  t = await createTestApp({ REDIS_URL: `redis://127.0.0.1:${port}` }, devnet.baseUrl);
});
afterAll(async () => {
  await t?.close();
  await devnet?.close();
  if (redisServer) await stopRedis(redisServer);
});

describe('single-use payloads', () => {
  it('a payload is refused after a Redis flush and restart', async () => {
    const issued = await t.app.inject({ method: 'GET', url: '/auth/ton-proof' });
    const { payload } = (issued.json() as { result: { payload: string } }).result;
    const { body } = await newWalletSignIn(payload, t.clock.now - 2);
    const signIn = () => t.app.inject({ method: 'POST', url: '/auth/ton-proof', payload: body });
    expect((await signIn()).statusCode).toBe(200);

    // everything Redis knew is gone, and the process itself is a new one
    await t.redis.flushall();
    await stopRedis(redisServer!);
    redisServer = await startRedis();
    await t.redis.ping(); // the app's client has reconnected

    const replay = await signIn();
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toEqual({
      error: { code: 'PROOF_INVALID', message: 'Failed to validate ton proof' },
    });
    expect(t.log.some((line) => line.reason === 'payload already used')).toBe(true);
  });
});
