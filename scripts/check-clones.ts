// `npm run check:clones`, part of `npm test`: jscpd (pinned to 5.3.2, settings in .jscpd.json: at least 6
// lines and 50 tokens of TypeScript and TSX, tests included, nothing left out but dependencies, build
// output, generated code and migrations) over apps/, packages/, prisma/ and scripts/. jscpd's own
// threshold is a percentage; this reads its JSON report and fails above MAX_CLONES clones (issue 14).
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = join(fileURLToPath(import.meta.url), '..', '..');
export const MAX_CLONES = 10;

interface Report {
  duplicates: Array<{
    lines: number;
    firstFile: { name: string; start: number; end: number };
    secondFile: { name: string; start: number; end: number };
  }>;
}

/** The clones of a jscpd JSON report, one line each: `lines  a.ts:10-20 ~ b.ts:40-50`. */
export function describeClones(report: Report): string[] {
  return report.duplicates.map(
    ({ lines, firstFile: a, secondFile: b }) =>
      `${String(lines).padStart(4)}  ${a.name}:${a.start}-${a.end} ~ ${b.name}:${b.start}-${b.end}`,
  );
}

function main(): void {
  execFileSync(join(ROOT, 'node_modules/.bin/jscpd'), ['apps', 'packages', 'prisma', 'scripts'], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const report = JSON.parse(
    readFileSync(join(ROOT, 'node_modules/.cache/jscpd/jscpd-report.json'), 'utf8'),
  ) as Report;
  const clones = describeClones(report);
  const lines = report.duplicates.reduce((sum, d) => sum + d.lines, 0);
  console.log(`check:clones: ${clones.length} clones over ${lines} lines (at most ${MAX_CLONES})`);
  for (const clone of clones) console.log(clone);
  if (clones.length > MAX_CLONES) {
    console.error(
      `check:clones: ${clones.length} clones is more than ${MAX_CLONES}: move each repeated job to one place`,
    );
    process.exit(1);
  }
}

main();
