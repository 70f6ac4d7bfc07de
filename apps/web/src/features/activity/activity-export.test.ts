import type { ActivityEvent } from '@atoll/shared';
import { describe, expect, it } from 'vitest';
import type { ActivityPage } from './activity-events';
import { EXPORT_PAGE_SIZE, fetchAllActivity } from './activity-export';

const event = (n: number): ActivityEvent => ({
  type: 'add_liquidity',
  timestamp: 1_700_000_000 - n,
  tx_hash: n.toString(16).padStart(64, '0'),
  pool: `0:${'cc'.repeat(32)}`,
  success: true,
  token_x: `0:${'0'.repeat(64)}`,
  token_y: `0:${'a1'.repeat(32)}`,
  amount_x: String(n),
  amount_y: '1',
});

/** A server holding `total` events that records how many requests run at once. */
function server(total: number) {
  const requests: [number, number][] = [];
  let running = 0;
  let maxRunning = 0;
  const fetchPage = async (page: number, size: number): Promise<ActivityPage> => {
    requests.push([page, size]);
    running++;
    maxRunning = Math.max(maxRunning, running);
    await new Promise((resolve) => setTimeout(resolve, 1));
    running--;
    const events = Array.from({ length: Math.max(0, Math.min(size, total - (page - 1) * size)) }, (_, i) =>
      event((page - 1) * size + i),
    );
    return { events, tokens: [], page: { current: page, size, total } };
  };
  return { fetchPage, requests, maxRunning: () => maxRunning };
}

describe('fetchAllActivity', () => {
  it.each([
    [0, [1]],
    [100, [1]],
    [101, [1, 2]],
    [250, [1, 2, 3]],
  ])('%i events: pages %j, one request at a time', async (total, pages) => {
    const { fetchPage, requests, maxRunning } = server(total);
    const rows = await fetchAllActivity(fetchPage);
    expect(rows).toHaveLength(total);
    expect(requests).toEqual(pages.map((page) => [page, EXPORT_PAGE_SIZE]));
    expect(maxRunning()).toBe(1);
  });

  it('stops at an empty page even when the total says there is more', async () => {
    const requested: number[] = [];
    const rows = await fetchAllActivity(async (page, size) => {
      requested.push(page);
      // the total claims 300, but events after the first page were meanwhile removed
      const events = page === 1 ? Array.from({ length: size }, (_, i) => event(i)) : [];
      return { events, tokens: [], page: { current: page, size, total: 300 } };
    });
    expect(rows).toHaveLength(100);
    expect(requested).toEqual([1, 2]);
  });
});
