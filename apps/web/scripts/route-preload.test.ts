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
  const run = (pathname: string) => {
    const links: { rel: string; href: string }[] = [];
    const document = {
      createElement: () => ({ rel: '', href: '' }),
      head: { appendChild: (link: { rel: string; href: string }) => links.push(link) },
    };
    const script = preloadScript(
      [
        [/^\/app\/swap(\/|$)/, ['assets/SwapPage.js', 'assets/TradeSwitch.js']],
        [/^\/app\/pools\/?$/, ['assets/PoolsPage.js']],
      ],
      '/',
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

  it('adds nothing on a path no page claims', () => {
    expect(run('/app/pools/x/y')).toEqual([]);
  });
});
