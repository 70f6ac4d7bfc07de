import { QueryClient } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { env } from '../../app/env';
import { createI18n } from '../../app/i18n';
import { preloadRoute } from '../../app/routes';
import { POOL_KEY } from '../pools/queries';
import { renderWithI18n } from '../../test/render';
import { lazyComponent } from './components/LazyBoundary';

const page = (text: string) => ({ default: () => <p>{text}</p> });

/** A promise and the function that settles it: the test decides when a chunk arrives. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((settle) => (resolve = settle));
  return { promise, resolve };
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('lazyComponent', () => {
  it('draws a preloaded part in the first commit, with no spinner before it', async () => {
    const Part = lazyComponent(() => Promise.resolve(page('the page')));
    await Part.preload();
    renderWithI18n(<Part />);
    // getBy, not findBy: it is there at once
    expect(screen.getByText('the page')).toBeTruthy();
    expect(screen.queryByText('Loading…')).toBeNull();
  });

  it('shows the spinner, then the part, when it was not preloaded', async () => {
    const Part = lazyComponent(() => Promise.resolve(page('later')));
    renderWithI18n(<Part />);
    expect(screen.queryByText('later')).toBeNull();
    expect(await screen.findByText('later')).toBeTruthy();
  });

  it('loads its feature namespaces while its chunk is still on the way', async () => {
    const i18n = createI18n({ language: 'en' });
    const chunk = deferred<ReturnType<typeof page>>();
    const Part = lazyComponent(() => chunk.promise, ['pools']);
    const preloaded = Part.preload();
    await vi.waitFor(() => expect(i18n.hasLoadedNamespace('pools')).toBe(true));
    chunk.resolve(page('pools page'));
    await preloaded;
    expect(i18n.t('pools.subtitle', { ns: 'pools' })).toMatch(/^Every pair and its pools side by side/);
  });

  it("waits for the page's prefetch, with the route's parameters, before it resolves", async () => {
    const queryClient = new QueryClient();
    const Part = lazyComponent(() =>
      Promise.resolve({
        ...page('pool'),
        prefetch: async ({ queryClient: client, params }) => {
          await new Promise((resolve) => setTimeout(resolve, 10));
          client.setQueryData(['pool', params.poolAddress], { reserve: '42' });
        },
      }),
    );
    await Part.preload({ queryClient, params: { poolAddress: 'EQabc' } });
    expect(queryClient.getQueryData(['pool', 'EQabc'])).toEqual({ reserve: '42' });
  });

  it('waits at most a second for a prefetch that does not answer, and never fails on one', async () => {
    vi.useFakeTimers();
    const queryClient = new QueryClient();
    const silent = lazyComponent(() =>
      Promise.resolve({ ...page('silent'), prefetch: () => new Promise(() => undefined) }),
    );
    let done = false;
    void silent.preload({ queryClient, params: {} }).then(() => (done = true));
    await vi.advanceTimersByTimeAsync(999);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(done).toBe(true);

    const failing = lazyComponent(() =>
      Promise.resolve({ ...page('failing'), prefetch: () => Promise.reject(new Error('503')) }),
    );
    await expect(failing.preload({ queryClient, params: {} })).resolves.toBeUndefined();
  });
});

describe('preloadRoute', () => {
  it("asks for a pool page's answer once, at the address of the path, before the first render", async () => {
    createI18n({ language: 'en' });
    const fetch = vi.fn((_url: string) =>
      Promise.resolve(new Response('{"error":"not found"}', { status: 404 })),
    );
    vi.stubGlobal('fetch', fetch);
    const queryClient = new QueryClient();
    const address = 'EQBh0FToJGmgj7sQ9Ult5pEoLDuWUl70DZV5c53Ks5bPhjwk';
    await preloadRoute(`/app/pools/${address}`, queryClient);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch.mock.calls[0]?.[0]).toBe(`${env.apiUrl}/pools/${address}`);
    // the page's own query finds the answer (here: no such pool, null) and does not ask again
    expect(queryClient.getQueryState([POOL_KEY, env.apiUrl, address])?.status).toBe('success');
    expect(queryClient.getQueryData([POOL_KEY, env.apiUrl, address])).toBeNull();
  });

  it('asks the API nothing for a page drawn without an answer, or an address that cannot be one', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    await preloadRoute('/app/pools/', new QueryClient());
    await preloadRoute('/app/pools/not-an-address', new QueryClient());
    expect(fetch).not.toHaveBeenCalled();
  });
});
