import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { Cell } from '@ton/core';
import type { ContractName } from './contract-sources';

// Found by the package's name, not by this file's place: a service bundled into one file (scripts/services)
// still reads the artifacts of the installed package.
const buildDir = join(dirname(createRequire(import.meta.url).resolve('@atoll/contracts/package.json')), 'build');
const cache = new Map<ContractName, Cell>();

/** Code cell of a contract, from the artifact `npm run build` compiled from the Tolk source. */
export function loadCode(name: ContractName): Cell {
  let code = cache.get(name);
  if (!code) {
    let json: { codeBoc64: string };
    try {
      json = JSON.parse(readFileSync(join(buildDir, `${name}.json`), 'utf-8')) as { codeBoc64: string };
    } catch {
      throw new Error(`Contract artifact ${name} is missing: run \`npm run build -w @atoll/contracts\``);
    }
    code = Cell.fromBase64(json.codeBoc64);
    cache.set(name, code);
  }
  return code;
}

/** Hex hash of a contract's code (`codeHashHex('Order')` is the order code apps pin, as `'Pool'` is the pool's). */
export function codeHashHex(name: ContractName): string {
  return loadCode(name).hash().toString('hex');
}
