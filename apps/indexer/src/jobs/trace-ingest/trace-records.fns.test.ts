import { describe, expect, it } from 'vitest';
import { mergeTraceRecords, type TraceRecordRow } from './trace-records.fns';

const rec = (account: string, queryId: bigint, complete: boolean, rootTxHash = 'r'): TraceRecordRow => ({
  account,
  queryId,
  rootTxHash,
  txHashes: [rootTxHash],
  complete,
  success: complete,
  eventCount: 1,
});

describe('mergeTraceRecords', () => {
  it.each([
    {
      name: 'distinct keys stay',
      input: [rec('a', 1n, true), rec('a', 2n, false), rec('b', 1n, true)],
      roots: ['r', 'r', 'r'],
      n: 3,
    },
    {
      name: 'another root is another record (a reused query id, or a third party)',
      input: [rec('a', 1n, true, 'x'), rec('a', 1n, true, 'y')],
      roots: ['x', 'y'],
      n: 2,
    },
    {
      name: 'the same trace twice: the later wins',
      input: [rec('a', 1n, false, 'x'), rec('a', 1n, false, 'x')],
      roots: ['x'],
      n: 1,
    },
    {
      name: 'a Partial never replaces a Full',
      input: [rec('a', 1n, true, 'x'), rec('a', 1n, false, 'x')],
      roots: ['x'],
      n: 1,
    },
    {
      name: 'a Full replaces a Partial',
      input: [rec('a', 1n, false, 'x'), rec('a', 1n, true, 'x')],
      roots: ['x'],
      n: 1,
    },
  ])('$name', ({ input, roots, n }) => {
    const out = mergeTraceRecords(input);
    expect(out).toHaveLength(n);
    expect(out.map((r) => r.rootTxHash)).toEqual(roots);
  });
});
