import { describe, expect, it } from 'vitest';
import { promSample } from '@atoll/chain/testing';
import { QueueName } from '../src/queues';
import { freePort } from '../src/testing';
import { indexerStack } from './helpers/indexer-stack';

// The indexer's /metrics (prom-client, served beside /status): scraped as Prometheus would, before and
// after a job that is known to fail, and the chain API's counters as the indexer really used them.

const stack = indexerStack();

describe('indexer /metrics', () => {
  it('counts a failed job, the queues, the lag and the chain API requests', async () => {
    const port = await freePort();
    const indexer = await stack.startIndexer({ STATUS_PORT: String(port) });
    const scrape = async () => {
      const res = await fetch(`http://127.0.0.1:${port}/metrics`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toContain('text/plain');
      return res.text();
    };
    const failures = { queue: QueueName.TokenMetadata, service: 'indexer' };
    const before = promSample(await scrape(), 'atoll_queue_job_failures_total', failures);

    // a token whose address is not one: its metadata job fails, once per attempt
    await indexer.ctx.queues[QueueName.TokenMetadata].add(
      QueueName.TokenMetadata,
      { address: 'not-an-address' },
      { attempts: 1 },
    );
    let text = '';
    for (let i = 0; i < 100; i++) {
      text = await scrape();
      if (promSample(text, 'atoll_queue_job_failures_total', failures) > before) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(promSample(text, 'atoll_queue_job_failures_total', failures)).toBe(before + 1);
    expect(
      promSample(text, 'atoll_queue_jobs', { queue: QueueName.TokenMetadata, state: 'failed' }),
    ).toBeGreaterThanOrEqual(1);
    // the indexer has read the chain: its requests are counted, none throttled by the devnet
    expect(promSample(text, 'atoll_chain_api_requests_total', { service: 'indexer' })).toBeGreaterThan(0);
    expect(promSample(text, 'atoll_chain_api_throttled_total', { service: 'indexer' })).toBe(0);
    expect(text).toMatch(/^atoll_indexer_seconds_behind_head\{service="indexer"\} \d+$/m);
    // the process's own metrics, for memory and event-loop alerts
    expect(text).toContain('atoll_process_resident_memory_bytes');
    // /status opens with a sentence an operator reads first, the failed job in it
    const status = (await (await fetch(`http://127.0.0.1:${port}/status`)).json()) as Record<string, unknown>;
    expect(Object.keys(status)[0]).toBe('summary');
    expect(status.summary).toMatch(
      /^chain head #\d+, (no pool event yet|newest event \d+ s behind the head), \d+ account\(s\) behind, 0 pool\(s\) with gaps, [1-9]\d* failed job\(s\), 0 quarantined$/,
    );
  });
});
