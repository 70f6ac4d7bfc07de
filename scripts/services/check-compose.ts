// npm run check:compose (part of npm test): the compose files and the Dockerfile, checked without a Docker
// engine. Debian's docker-compose validates each file set (`config`); then every image target, RUN and CMD
// is checked against what CI runs outside Docker: each CMD and compose command is scripts/docker/start.sh
// with a service it knows, each RUN a script of scripts/docker/, and the images' Node is NODE_LTS_MAJOR.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { NODE_LTS_MAJOR } from './node-lts';
import { SERVICES } from './services';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const FILE_SETS = [['docker-compose.yml'], ['docker-compose.yml', 'compose.testnet.yml']];

interface ComposeService {
  image?: string;
  build?: { target?: string };
  command?: string[];
  healthcheck?: { test?: string[] };
}

const problems: string[] = [];
const read = (file: string) => readFileSync(join(ROOT, file), 'utf8');

// start.sh: the services it knows, and the compiled file each one runs
const start = read('scripts/docker/start.sh');
const known = new Map([...start.matchAll(/^ {2}(\w+)\) (.*);;$/gm)].map((m) => [m[1]!, m[2]!]));
for (const service of SERVICES) {
  const line = known.get(service.name);
  if (!line) problems.push(`start.sh does not start ${service.name}`);
  else if (!line.includes(`"$ROOT/${service.dir}"`) || !line.includes(service.output))
    problems.push(`start.sh runs ${service.name} from elsewhere than ${service.dir}/${service.output}`);
}
if (!known.has('web')) problems.push('start.sh does not start web');

/** `sh scripts/docker/start.sh <service> …` naming a service start.sh knows. */
function checkCommand(where: string, command: string[]): void {
  const [shell, script, service] = command;
  if (shell !== 'sh' || script !== 'scripts/docker/start.sh' || !service || !known.has(service))
    problems.push(`${where}: ${JSON.stringify(command)} is not scripts/docker/start.sh with a known service`);
}

// Dockerfile: its targets, RUN and CMD lines, and the Node image
const dockerfile = read('Dockerfile');
const targets = new Set([...dockerfile.matchAll(/^FROM \S+ AS (\S+)$/gm)].map((m) => m[1]!));
for (const name of [...SERVICES.map((s) => s.name), 'web'])
  if (!targets.has(name)) problems.push(`Dockerfile has no target ${name}`);
for (const [, run] of dockerfile.matchAll(/^RUN (.*)$/gm)) {
  for (const part of run!.split('&&').map((p) => p.trim())) {
    const script = /^sh (scripts\/docker\/[\w-]+\.sh)$/.exec(part)?.[1];
    if (!script || !existsSync(join(ROOT, script)))
      if (!/^mkdir -p \S+$/.test(part))
        problems.push(`Dockerfile RUN "${part}" is not a script of scripts/docker/`);
  }
}
for (const [, cmd] of dockerfile.matchAll(/^CMD (.*)$/gm))
  checkCommand('Dockerfile CMD', JSON.parse(cmd!) as string[]);
const image = /^ARG NODE_IMAGE=node:(\d+)-slim$/m.exec(dockerfile)?.[1];
if (Number(image) !== NODE_LTS_MAJOR)
  problems.push(`Dockerfile NODE_IMAGE is node:${image}, not the LTS major ${NODE_LTS_MAJOR} (node-lts.ts)`);

// compose: valid, every build target in the Dockerfile, every command start.sh
let compose: string;
try {
  execFileSync('docker-compose', ['version'], { stdio: 'ignore' });
  compose = 'docker-compose';
} catch {
  console.error(
    'check:compose needs docker-compose (Debian: apt-get install docker-compose); .ci/run installs it',
  );
  process.exit(1);
}
for (const files of FILE_SETS) {
  const args = files.flatMap((f) => ['-f', f]);
  let config: { services: Record<string, ComposeService> };
  try {
    config = parse(
      execFileSync(compose, [...args, 'config'], { cwd: ROOT, stdio: 'pipe' }).toString(),
    ) as typeof config;
  } catch (error) {
    problems.push(
      `${files.join(' + ')}: docker-compose config failed: ${String((error as { stderr?: Buffer }).stderr ?? error)}`,
    );
    continue;
  }
  for (const [name, service] of Object.entries(config.services)) {
    const target = service.build?.target;
    if (!service.image && !target)
      problems.push(`${files.join(' + ')}: ${name} has neither an image nor a build target`);
    if (target && !targets.has(target))
      problems.push(`${files.join(' + ')}: ${name} builds target ${target}, not in the Dockerfile`);
    if (service.command && target) checkCommand(`${files.join(' + ')}: ${name}`, service.command);
    // a health check of ours runs the script every image has
    const test = service.healthcheck?.test ?? [];
    if (target && !(test[1] === 'node' && test[2] === 'scripts/docker/health.mjs'))
      if (test.length > 0)
        problems.push(`${files.join(' + ')}: ${name}'s health check is not scripts/docker/health.mjs`);
  }
  const expected = ['postgres', 'redis', 'migrate', 'devnet', 'api', 'indexer', 'keeper', 'web'];
  const missing = expected.filter((n) => !(n in config.services));
  if (missing.length) problems.push(`${files.join(' + ')}: no service ${missing.join(', ')}`);
}

if (problems.length) {
  console.error(`check:compose: ${problems.length} problem(s):\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log(
  `check:compose: ${FILE_SETS.length} compose file sets valid; Dockerfile targets, RUN and CMD lines agree with scripts/docker/start.sh; node ${NODE_LTS_MAJOR}`,
);
