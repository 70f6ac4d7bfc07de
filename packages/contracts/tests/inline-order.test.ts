// Fift inlines (PROCINLINE) or calls by reference (PROCREF) only a function it has already seen;
// a call to one defined later, or to a plain PROC, becomes a dictionary call (~400 gas). The DEX
// sources are ordered so that this never happens on a handler (contracts/dex/pool.tolk says how):
// this compiles them and checks the generated Fift.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { runTolkCompiler } from '@ton/tolk-js';
import { describe, expect, it } from 'vitest';
import { CONTRACT_SOURCES } from '../src/contract-sources';

/** Entry points the TVM reaches through the code dictionary by design. */
const ENTRY_POINTS = new Set(['onBouncedMessage']);

async function fiftOf(entry: string): Promise<string> {
  const result = await runTolkCompiler({
    entrypointFileName: join(__dirname, '..', 'contracts', entry),
    fsReadCallback: (path) => readFileSync(path, 'utf-8'),
  });
  if (result.status === 'error') throw new Error(result.message);
  return result.fiftCode;
}

/** Every call that Fift will turn into a dictionary call: `caller → callee`. */
export function dictionaryCalls(fift: string): string[] {
  const defined = new Set<string>();
  const found: string[] = [];
  let current = '';
  for (const line of fift.split('\n')) {
    const definition = /^\s*(\S+)\(\) (PROC|PROCINLINE|PROCREF|METHOD):<\{/.exec(line);
    if (definition) {
      current = definition[1]!;
      if (definition[2] === 'PROCINLINE' || definition[2] === 'PROCREF') defined.add(current);
      continue;
    }
    const call = /^\s*(\S+)\(\) (INLINECALLDICT|CALLDICT)\b/.exec(line);
    if (call && !defined.has(call[1]!) && !ENTRY_POINTS.has(call[1]!)) found.push(`${current} → ${call[1]}`);
  }
  return found;
}

describe('function order in the compiled DEX contracts', () => {
  it('finds a call to a function defined later', () => {
    const fift = [
      'a() PROCREF:<{',
      '  b() INLINECALLDICT',
      '}>',
      'b() PROCREF:<{',
      '}>',
      'c() PROC:<{',
      '  b() INLINECALLDICT',
      '  onBouncedMessage() CALLDICT',
      '}>',
    ].join('\n');
    expect(dictionaryCalls(fift)).toEqual(['a → b']);
  });

  // Not the factory: it calls `sortAssets` through the dictionary (once per pool creation), and a
  // change of its code would move the factory's address and with it every pool's.
  for (const name of ['Pool', 'Deposit'] as const) {
    it(`${name}: no dictionary call but to an entry point`, async () => {
      expect(dictionaryCalls(await fiftOf(CONTRACT_SOURCES[name]))).toEqual([]);
    });
  }
});
