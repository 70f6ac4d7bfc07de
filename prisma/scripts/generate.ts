// `prisma generate` without the network. The CLI wants a schema-engine binary to exist even though
// generate never runs it, and downloads one when it is missing; pointing the variable at any existing file
// (node itself) skips the download. An explicitly set variable wins.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const cli = createRequire(import.meta.url).resolve('prisma/build/index.js');

const env = { ...process.env };
env.PRISMA_SCHEMA_ENGINE_BINARY ??= process.execPath;
env.PRISMA_HIDE_UPDATE_MESSAGE ??= '1';

const result = spawnSync(process.execPath, [cli, 'generate'], { cwd: root, env, stdio: 'inherit' });
process.exit(result.status ?? 1);
