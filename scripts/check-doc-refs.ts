// `npm run check:docs`, part of `npm test`: the documents comments cite live in docs/ (docs/README.md).
// Fails when a file under apps/, packages/, prisma/ or scripts/ cites a document outside the repository
// (a bare "spec 4", "TON-NOTES"), writes a § that no docs/ file precedes on its line, or cites a section
// or a quoted heading that docs/product-spec.md or docs/chain-notes.md does not have.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = join(fileURLToPath(import.meta.url), '..', '..');
const SELF = relative(ROOT, fileURLToPath(import.meta.url));
const SCANNED = ['apps', 'packages', 'prisma', 'scripts'];
const TEXT = /\.(?:[cm]?[jt]sx?|md|prisma|tolk|sql|ya?ml|css|html)$/;
const DOCS = ['docs/product-spec.md', 'docs/chain-notes.md'] as const;

/** Per document: section number → the lower-cased title of its `## N.` heading and the `###` headings under it. */
type Sections = Map<number, Set<string>>;

export function sectionsOf(markdown: string): Sections {
  const sections: Sections = new Map();
  let current: Set<string> | undefined;
  for (const line of markdown.split('\n')) {
    const section = /^## (\d+)\. /.exec(line);
    if (section)
      sections.set(
        Number(section[1]),
        (current = new Set([line.slice(section[0].length).trim().toLowerCase()])),
      );
    else if (line.startsWith('## ')) current = undefined;
    const heading = /^### (.+?)\s*$/.exec(line);
    if (heading && current) current.add(heading[1]!.toLowerCase());
  }
  return sections;
}

// Built from parts so that this file does not cite what it forbids.
const OUTSIDE = new RegExp(['TON-', 'NOTES'].join(''), 'i');
const BARE_SPEC = /\bspec(?:'s)?\s+§?\d/i;
const CITATION = /(docs\/(?:product-spec|chain-notes)\.md)((?:(?:,\s*|\s+and\s+|\s+)(?:§\d+|"[^"]*"))+)/g;

/** The problems of one line of text; `docs` holds the sections of each cited document. */
export function lineProblems(line: string, docs: ReadonlyMap<string, Sections>): string[] {
  const problems: string[] = [];
  if (OUTSIDE.test(line))
    problems.push('cites a notes file outside the repository: use docs/chain-notes.md §N');
  if (BARE_SPEC.test(line))
    problems.push('cites the spec outside the repository: use docs/product-spec.md §N');
  const firstDoc = line.search(/docs\/(?:product-spec|chain-notes)\.md/);
  const firstSection = line.indexOf('§');
  if (firstSection >= 0 && (firstDoc < 0 || firstSection < firstDoc)) {
    problems.push('§ without the document it refers to before it on the line');
  }
  for (const [, doc, refs] of line.matchAll(CITATION)) {
    const sections = docs.get(doc!)!;
    let section: Set<string> | undefined;
    let number = 0;
    for (const [, n, heading] of refs!.matchAll(/§(\d+)|"([^"]*)"/g)) {
      if (n !== undefined) {
        number = Number(n);
        section = sections.get(number);
        if (!section) problems.push(`${doc} has no section ${number}`);
      } else if (section && !section.has(heading!.toLowerCase())) {
        problems.push(`${doc} §${number} has no heading "${heading}"`);
      }
    }
  }
  return problems;
}

/** The rules themselves, on lines whose verdict is known: a broken rule fails the run, not only a citation. */
function selfTest(docs: ReadonlyMap<string, Sections>): string[] {
  const cases: [line: string, problems: number][] = [
    ['// Balances (docs/product-spec.md §3 "Account", "Jetton balance"): TON', 0],
    ['// docs/product-spec.md §2 "Routes" and "Shell", §4 and §9; docs/chain-notes.md §2', 0],
    ['/** Spec 9: toasts stay 4.5 s (spec 7). */', 1],
    ['// sign-in (spec §8)', 2],
    [`// the bridge contract of ${['TON-', 'NOTES'].join('')}`, 1],
    ['// the modal of §2', 1],
    ['// docs/product-spec.md §10', 1],
    ['// docs/product-spec.md §3 "No such heading", "Account"', 1],
    ['// docs/chain-notes.md §2 "Trust by derivation"', 1],
  ];
  return cases.flatMap(([line, expected]) => {
    const found = lineProblems(line, docs);
    return found.length === expected
      ? []
      : [`self-test: ${expected} problem(s) expected, got [${found}] for ${line}`];
  });
}

function main(): void {
  const docs = new Map(DOCS.map((doc) => [doc, sectionsOf(readFileSync(join(ROOT, doc), 'utf8'))]));
  const failures = selfTest(docs);
  const files = execFileSync('git', ['ls-files', '-co', '--exclude-standard', '--', ...SCANNED], {
    cwd: ROOT,
    encoding: 'utf8',
  })
    .split('\n')
    .filter((file) => TEXT.test(file) && file !== SELF);
  for (const file of files) {
    let text: string;
    try {
      text = readFileSync(join(ROOT, file), 'utf8');
    } catch {
      continue; // listed by git but deleted in the working tree
    }
    if (!/spec|§|NOTES/i.test(text)) continue;
    text.split('\n').forEach((line, index) => {
      for (const problem of lineProblems(line, docs)) failures.push(`${file}:${index + 1}: ${problem}`);
    });
  }
  if (failures.length) {
    console.error(failures.join('\n'));
    console.error(
      `check:docs: ${failures.length} citation problem(s); the documents are described in docs/README.md`,
    );
    process.exit(1);
  }
  console.log(`check:docs: ${files.length} files, every citation points into docs/`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) main();
