// Compiles every contract from its Tolk source with the WASM compiler (offline) into build/<name>.json.
// The TypeScript side only ever loads these generated artifacts (src/artifacts.ts).
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { getTolkCompilerVersion, runTolkCompiler } from '@ton/tolk-js';
import { CONTRACT_SOURCES } from '../src/contract-sources';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const outDir = join(root, 'build');

async function main(): Promise<void> {
  mkdirSync(outDir, { recursive: true });
  const version = await getTolkCompilerVersion();
  for (const [name, entry] of Object.entries(CONTRACT_SOURCES)) {
    const started = Date.now();
    const result = await runTolkCompiler({
      entrypointFileName: join(root, 'contracts', entry),
      fsReadCallback: (path) => readFileSync(path, 'utf-8'),
    });
    if (result.status === 'error') {
      console.error(`✗ ${name} (${entry})\n${result.message}`);
      process.exit(1);
    }
    const artifact = {
      name,
      tolkVersion: version,
      codeBoc64: result.codeBoc64,
      codeHashHex: result.codeHashHex,
    };
    writeFileSync(join(outDir, `${name}.json`), JSON.stringify(artifact, null, 2) + '\n');
    console.log(`✓ ${name.padEnd(14)} ${result.codeHashHex.slice(0, 16)}  ${Date.now() - started} ms`);
  }
}

void main();
