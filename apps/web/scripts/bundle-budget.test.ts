import { describe, expect, it } from 'vitest';
import { routeChunks, staticClosure, type Manifest } from './bundle-budget.fns';

const manifest: Manifest = {
  'index.html': {
    file: 'assets/index.js',
    isEntry: true,
    imports: ['_react.js'],
    dynamicImports: ['src/Swap.tsx', 'src/wallet.ts'],
  },
  '_react.js': { file: 'assets/react.js', imports: ['_runtime.js'] },
  '_runtime.js': { file: 'assets/runtime.js' },
  'src/Swap.tsx': { file: 'assets/Swap.js', isDynamicEntry: true, imports: ['_react.js', '_swap-lib.js'] },
  '_swap-lib.js': { file: 'assets/swap-lib.js' },
  'src/wallet.ts': { file: 'assets/wallet.js', isDynamicEntry: true, imports: ['_react.js'] },
};

describe('bundle budget chunks', () => {
  it('follows static imports once and skips dynamic ones', () => {
    expect(staticClosure(manifest, ['index.html'])).toEqual([
      'assets/index.js',
      'assets/react.js',
      'assets/runtime.js',
    ]);
  });

  it('adds the page chunk of the route', () => {
    expect(routeChunks(manifest, ['src/Swap.tsx']).sort()).toEqual(
      [
        'assets/index.js',
        'assets/react.js',
        'assets/runtime.js',
        'assets/Swap.js',
        'assets/swap-lib.js',
      ].sort(),
    );
  });

  it('fails loudly when the page is not a chunk', () => {
    expect(() => routeChunks(manifest, ['src/Gone.tsx'])).toThrow(/Gone/);
  });
});
