import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getPoolGroupsQueryOptions } from '../features/pools/queries';
import { AUSD, hexAddress, testGroup, testPool, TON } from '../features/pools/test-fixtures';
import { getPoolGroupsQueryOptions as searchGroupsQueryOptions } from '../features/search/queries';
import { getPoolsQueryOptions } from '../features/swap/queries';

const API = 'http://api.test';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the shared pool search', () => {
  it('asks POST /pools/search once, with the spec payload, for the swap page, the pools page and the search', async () => {
    const pool = testPool(hexAddress('1'), TON, AUSD);
    const fetchMock = vi.fn(
      async () =>
        new Response(
          JSON.stringify({ result: [testGroup([pool])], page: { current: 1, size: 1000, total: 1 } }),
        ),
    );
    vi.stubGlobal('fetch', fetchMock);
    const client = new QueryClient();
    const custom = ['0:' + 'f'.repeat(64)];
    const observers = [
      new QueryObserver(client, getPoolsQueryOptions(API, custom)),
      new QueryObserver(client, getPoolGroupsQueryOptions(API, custom)),
      new QueryObserver(client, searchGroupsQueryOptions(API, custom)),
    ];
    const results = await Promise.all(
      observers.map(
        (observer) =>
          new Promise<unknown>((resolve) => {
            const unsubscribe = observer.subscribe((result) => {
              if (result.isSuccess) {
                unsubscribe();
                resolve(result.data);
              }
            });
          }),
      ),
    );

    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe(`${API}/pools/search`);
    expect(init.method).toBe('POST');
    expect(JSON.parse(init.body as string)).toEqual({
      page: 1,
      size: 1000,
      sort: 'desc',
      sort_by: 'tvl',
      verified_tokens: custom,
      include_unverified: true,
    });
    // each reads the one answer in its own shape
    const [routable, groups, searchGroups] = results as [
      { address: string }[],
      { pools_count: number }[],
      unknown[],
    ];
    expect(routable.map((p) => p.address)).toEqual([pool.address]);
    expect(groups.map((g) => g.pools_count)).toEqual([1]);
    expect(searchGroups).toHaveLength(1);
    client.clear();
  });
});
