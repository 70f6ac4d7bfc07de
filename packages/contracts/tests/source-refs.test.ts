// Every .tolk file that a comment names must exist: a comment that points at a file nobody can
// open sends the reader nowhere (a split or a rename must update them).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(__dirname, '..');

function filesUnder(dir: string, ext: RegExp): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory())
      return name === 'node_modules' || name === 'build' ? [] : filesUnder(path, ext);
    return ext.test(name) ? [path] : [];
  });
}

describe('source references', () => {
  it('every .tolk file named in a comment or a doc exists', () => {
    const tolkFiles = filesUnder(join(root, 'contracts'), /\.tolk$/).map((p) =>
      relative(join(root, 'contracts'), p),
    );
    const names = new Set(tolkFiles.map((p) => basename(p)));
    const paths = new Set(tolkFiles);
    const scanned = [
      ...filesUnder(join(root, 'contracts'), /\.tolk$/),
      ...filesUnder(join(root, 'src'), /\.ts$/),
      ...filesUnder(join(root, 'scripts'), /\.ts$/),
      join(root, 'README.md'),
    ];
    const missing: string[] = [];
    for (const file of scanned) {
      const lines = readFileSync(file, 'utf-8').split('\n');
      lines.forEach((line, i) => {
        if (/^import "/.test(line)) return; // the compiler checks imports
        for (const [ref] of line.matchAll(/[\w./-]*[\w-]+\.tolk\b/g)) {
          const bare = ref.replace(/^(\.\.\/)+/, '').replace(/^(packages\/contracts\/)?contracts\//, '');
          const known = bare.includes('/') ? paths.has(bare) : names.has(bare);
          if (!known) missing.push(`${relative(root, file)}:${i + 1}: ${ref}`);
        }
      });
    }
    expect(missing).toEqual([]);
  });
});
