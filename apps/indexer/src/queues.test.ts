import { describe, expect, it } from 'vitest';
import { accountSyncOptions, QueueName, traceJobs } from './queues';

describe('traceJobs', () => {
  it.each([
    { hashes: [], batch: 2, suffix: undefined, ids: [] },
    { hashes: ['a'], batch: 2, suffix: undefined, ids: ['trace_a'] },
    { hashes: ['a', 'b', 'c'], batch: 2, suffix: undefined, ids: ['trace_a_b', 'trace_c'] },
    { hashes: ['a', 'b', 'c', 'd'], batch: 3, suffix: 7, ids: ['trace_a_c_7', 'trace_d_7'] },
  ])('$hashes.length hashes in batches of $batch → $ids', ({ hashes, batch, suffix, ids }) => {
    const jobs = traceJobs(hashes, batch, suffix);
    expect(jobs.map((j) => j.opts.jobId)).toEqual(ids);
    expect(jobs.flatMap((j) => j.data.txHashes)).toEqual(hashes);
    expect(jobs.every((j) => j.name === QueueName.TraceIngest && j.data.txHashes.length <= batch)).toBe(true);
  });
});

describe('accountSyncOptions', () => {
  it.each([
    { opts: undefined, kept: {} },
    { opts: { jobId: 'sse_0:ab_5' }, kept: {} },
    { opts: { jobId: 'x', priority: 3 }, kept: { priority: 3 } },
  ])('deduplicates per account, drops a job id, keeps the rest: $opts', ({ opts, kept }) => {
    expect(accountSyncOptions('0:ab', opts)).toEqual({
      ...kept,
      deduplication: { id: 'sync:0:ab', keepLastIfActive: true },
    });
  });
});
