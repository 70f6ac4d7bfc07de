import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { pageFiles, preloadScript } from './route-preload';

const bundle = {
  'assets/index.js': {
    type: 'chunk' as const,
    fileName: 'assets/index.js',
    isEntry: true,
    imports: ['assets/framework.js'],
  },
  'assets/framework.js': { type: 'chunk' as const, fileName: 'assets/framework.js' },
  'assets/SwapPage.js': {
    type: 'chunk' as const,
    fileName: 'assets/SwapPage.js',
    imports: ['assets/framework.js', 'assets/TradeSwitch.js'],
  },
  'assets/TradeSwitch.js': {
    type: 'chunk' as const,
    fileName: 'assets/TradeSwitch.js',
    imports: ['assets/SwapPage.js'],
  },
};

describe('pageFiles', () => {
  it("lists the page chunk and its static imports, once each, without the entry's", () => {
    const entry = new Set(pageFiles(bundle, 'assets/index.js', new Set()));
    expect([...entry]).toEqual(['assets/index.js', 'assets/framework.js']);
    expect(pageFiles(bundle, 'assets/SwapPage.js', entry)).toEqual([
      'assets/SwapPage.js',
      'assets/TradeSwitch.js',
    ]);
  });
});

describe('preloadScript', () => {
  type Link = { rel: string; href: string; as?: string; crossOrigin?: string };
  const run = (pathname: string) => {
    const links: Link[] = [];
    const document = {
      createElement: () => ({ rel: '', href: '' }),
      head: { appendChild: (link: Link) => links.push(link) },
    };
    const script = preloadScript(
      [
        [/^\/app\/swap(\/|$)/, ['assets/SwapPage.js', 'assets/TradeSwitch.js']],
        [/^\/app\/pools\/?$/, ['assets/PoolsPage.js']],
        [/^\/app\/pools\/[^/]+\/?$/, ['assets/PoolDetailPage.js'], '/pools/'],
      ],
      '/',
      'http://127.0.0.1:8080',
    );
    runInNewContext(script, { document, location: { pathname } });
    return links;
  };

  it('adds a modulepreload link for each file of the first route that matches', () => {
    expect(run('/app/swap/')).toEqual([
      { rel: 'modulepreload', href: '/assets/SwapPage.js' },
      { rel: 'modulepreload', href: '/assets/TradeSwitch.js' },
    ]);
    expect(run('/app/pools')).toEqual([{ rel: 'modulepreload', href: '/assets/PoolsPage.js' }]);
  });

  it("fetches a pool page's answer where the page will ask for it, encoded as the app encodes it", () => {
    const preloadOf = (pathname: string) => run(pathname).filter((link) => link.rel === 'preload');
    expect(preloadOf('/app/pools/EQAal3sn2u44YTfkEe1-MK0xoPBpnL4JKK7_gUs4FHXSDlez/')).toEqual([
      {
        rel: 'preload',
        href: 'http://127.0.0.1:8080/pools/EQAal3sn2u44YTfkEe1-MK0xoPBpnL4JKK7_gUs4FHXSDlez',
        as: 'fetch',
        crossOrigin: 'anonymous',
      },
    ]);
    // a raw address's colon arrives encoded or not; the app's encodeURIComponent writes %3A either way
    expect(preloadOf('/app/pools/0%3Aabc')[0]?.href).toBe('http://127.0.0.1:8080/pools/0%3Aabc');
    expect(preloadOf('/app/pools/0:abc')[0]?.href).toBe('http://127.0.0.1:8080/pools/0%3Aabc');
    // a malformed escape: the page chunk is still asked for, the answer is left to the page
    expect(run('/app/pools/%E0%A4%A')).toEqual([{ rel: 'modulepreload', href: '/assets/PoolDetailPage.js' }]);
    expect(preloadOf('/app/pools/')).toEqual([]);
  });

  it('adds nothing on a path no page claims', () => {
    expect(run('/app/pools/x/y')).toEqual([]);
  });
});
