// Summarizes a .cpuprofile (BENCH_CPU_PROFILE=dir npm run bench -w @atoll/api): where the samples' time went,
// as self time per function and as time under each package or source file (inclusive: a sample counts once
// for every package on its stack), in µs per answer when given the answers the profile covered.
// Run: npx tsx bench/profile-summary.ts <file.cpuprofile> [answers] [top]
import { readFileSync } from 'node:fs';

interface Node {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  nodes: Node[];
  samples: number[];
  timeDeltas: number[];
}

const [file, answersArg, topArg] = process.argv.slice(2);
if (!file) throw new Error('usage: profile-summary.ts <file.cpuprofile> [answers] [top]');
const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;
const answers = Number(answersArg ?? 0);
const top = Number(topArg ?? 40);

const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const parent = new Map<number, number>();
for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);

/** A frame's owner: the npm package (node_modules/<name>), the repo file, node's own module, or V8's. */
function owner(url: string): string {
  if (url === '') return '(native/V8)';
  const nm = url.lastIndexOf('node_modules/');
  if (nm >= 0) {
    const rest = url.slice(nm + 'node_modules/'.length).split('/');
    return rest[0]!.startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0]!;
  }
  if (url.startsWith('node:')) return url;
  const src = url.indexOf('/apps/');
  const pkg = url.indexOf('/packages/');
  const at = src >= 0 ? src : pkg;
  return at >= 0 ? url.slice(at + 1) : url;
}
const label = (n: Node) =>
  `${n.callFrame.functionName || '(anonymous)'} ${owner(n.callFrame.url)}:${n.callFrame.lineNumber + 1}`;

const self = new Map<string, number>();
const selfOwner = new Map<string, number>();
const under = new Map<string, number>();
const underFn = new Map<string, number>();
let total = 0;
let idle = 0;
profile.samples.forEach((id, i) => {
  const us = profile.timeDeltas[i] ?? 0;
  total += us;
  const leaf = byId.get(id)!;
  const name = leaf.callFrame.functionName;
  if (name === '(idle)' || name === '(program)' || name === '(garbage collector)') {
    if (name === '(idle)') idle += us;
    self.set(name, (self.get(name) ?? 0) + us);
    return;
  }
  // the profiler's own work (the bench stopping it and writing the profile) is not the server's
  const stack: Node[] = [];
  for (let n: Node | undefined = leaf; n; n = byId.get(parent.get(n.id) ?? -1)) stack.push(n);
  if (stack.some((n) => n.callFrame.url === 'node:inspector')) {
    total -= us;
    return;
  }
  self.set(label(leaf), (self.get(label(leaf)) ?? 0) + us);
  selfOwner.set(owner(leaf.callFrame.url), (selfOwner.get(owner(leaf.callFrame.url)) ?? 0) + us);
  const owners = new Set<string>();
  const fns = new Set<string>();
  for (let n: Node | undefined = leaf; n; n = byId.get(parent.get(n.id) ?? -1)) {
    if (n.callFrame.functionName === '(root)') break;
    owners.add(owner(n.callFrame.url));
    fns.add(label(n));
  }
  for (const o of owners) under.set(o, (under.get(o) ?? 0) + us);
  for (const f of fns) underFn.set(f, (underFn.get(f) ?? 0) + us);
});

const per = (us: number) => (answers > 0 ? `${(us / answers).toFixed(1)} µs/answer` : '');
const pct = (us: number) => `${((100 * us) / total).toFixed(1)} %`;
const show = (title: string, m: Map<string, number>, n: number) => {
  console.log(`\n${title}`);
  for (const [k, us] of [...m].sort((a, b) => b[1] - a[1]).slice(0, n))
    console.log(`${pct(us).padStart(7)}  ${per(us).padStart(16)}  ${k}`);
};
console.log(
  `${file}: ${(total / 1e6).toFixed(2)} s sampled, ${pct(idle)} idle${answers ? `, ${answers} answers` : ''}`,
);
show('self time by function', self, top);
show('self time by package or file', selfOwner, top);
show('time under each package or file (inclusive)', under, top);
show('time under each function (inclusive)', underFn, top);
