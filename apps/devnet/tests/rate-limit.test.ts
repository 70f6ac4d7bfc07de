import { describe, expect, it } from 'vitest';
import { bucketOf } from '../src/testing';
import { fileDevnet } from './helpers/file-devnet';

// Strict mode (`--rate-limit=N`): TonAPI's per-key limit, answered as tonapi.io answers it.
const suite = fileDevnet(['--rate-limit=3']);

const head = (key?: string) =>
  suite.call('/v2/blockchain/masterchain-head', key ? { headers: { authorization: `Bearer ${key}` } } : {});

interface Stats {
  rps: number | null;
  buckets: Record<string, { requests: number; rejected: number; peak_per_second: number }>;
}

describe('--rate-limit', () => {
  it('answers 429 with Retry-After and TonAPI error JSON beyond N a second per key; other keys go on', async () => {
    const answers = await Promise.all(Array.from({ length: 5 }, () => head('busy-key')));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 200, 429, 429]);
    const refused = answers.find((a) => a.status === 429)!;
    expect(refused.body).toEqual({ error: 'rate limit exceeded: 3 requests per second for this key' });
    const raw = await fetch(`${suite.devnet.baseUrl}/v2/blockchain/masterchain-head`, {
      headers: { authorization: 'Bearer busy-key' },
    });
    expect(raw.status).toBe(429);
    expect(raw.headers.get('retry-after')).toBe('1');
    // another key, and a keyless client (by IP), have windows of their own
    expect((await head('quiet-key')).status).toBe(200);
    expect((await head()).status).toBe(200);
    // after the Retry-After the key is served again
    await new Promise((r) => setTimeout(r, 1000));
    expect((await head('busy-key')).status).toBe(200);
  });

  it('never limits the devnet own routes, and counts per key on GET /devnet/rate-limit', async () => {
    for (let i = 0; i < 5; i++) expect((await suite.call('/devnet/info')).status).toBe(200);
    const { status, body } = await suite.call('/devnet/rate-limit');
    expect(status).toBe(200);
    const stats = body as Stats;
    expect(stats.rps).toBe(3);
    expect(stats.buckets[bucketOf('Bearer busy-key', '')]).toEqual({
      requests: 4,
      rejected: 3,
      peak_per_second: 3,
    });
    expect(stats.buckets[bucketOf('Bearer quiet-key', '')]).toEqual({
      requests: 1,
      rejected: 0,
      peak_per_second: 1,
    });
    expect(stats.buckets['ip:127.0.0.1']).toMatchObject({ rejected: 0 });
    expect(suite.devnet.rateLimiter?.stats()).toEqual(
      Object.fromEntries(
        Object.entries(stats.buckets).map(([k, v]) => [
          k,
          { requests: v.requests, rejected: v.rejected, peakPerSecond: v.peak_per_second },
        ]),
      ),
    );
  });
});
