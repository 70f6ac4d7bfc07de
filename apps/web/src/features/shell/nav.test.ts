import { describe, expect, it } from 'vitest';
import {
  isNavEntryActive,
  poolPath,
  shellOptionsOf,
  showScrollTop,
  swapTokenPath,
  type NavEntryId,
} from './nav';

describe('isNavEntryActive', () => {
  it.each<[string, NavEntryId | null]>([
    ['/', null],
    ['/app/', 'home'],
    ['/app', 'home'],
    ['/app/swap/', 'swap'],
    ['/app/swap', 'swap'],
    ['/app/swap/EQBynBO23ywHy_CgarY9NK9FTz0yDsG82PtcbSTQgGoXwiuA/null', 'swap'],
    ['/limit', 'swap'],
    ['/limit/', 'swap'],
    ['/app/pools/', 'pools'],
    ['/app/pools', 'pools'],
    ['/app/pools/EQBynBO23ywHy_CgarY9NK9FTz0yDsG82PtcbSTQgGoXwiuA', 'pools'],
    ['/app/swapper/', null],
    ['/app/poolside', null],
  ])('%s activates %s', (pathname, active) => {
    const activeIds = (['home', 'swap', 'pools'] as const).filter((id) => isNavEntryActive(id, pathname));
    expect(activeIds).toEqual(active ? [active] : []);
  });
});

describe('paths', () => {
  it('builds the token swap and pool routes', () => {
    expect(swapTokenPath('EQAbc')).toBe('/app/swap/EQAbc/null');
    expect(poolPath('EQAbc')).toBe('/app/pools/EQAbc');
  });
});

describe('shellOptionsOf', () => {
  it.each([
    ['/app/swap/', undefined],
    ['/limit', '/app/swap/'],
    ['/app/pools/', undefined],
    ['/app/pools', undefined],
    ['/app/pools/EQpool', '/app/pools/'],
  ])('%s has back url %s', (pathname, backUrl) => {
    expect(shellOptionsOf(pathname)).toEqual({ headerTint: 'default', ...(backUrl ? { backUrl } : {}) });
  });
});

describe('showScrollTop', () => {
  it.each([
    [0, false],
    [100, false],
    [101, true],
  ])('at %i px: %s', (y, expected) => expect(showScrollTop(y)).toBe(expected));
});
