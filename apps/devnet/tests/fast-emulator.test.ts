import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { Cell, loadTransaction } from '@ton/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmulator, fixedGlue, GLUE_FIXES } from '../src/chain/fast-emulator';
import { recordSwapCalls, type RunArgs } from './helpers/emulator-calls';
import { startTestDevnet, type TestDevnet } from './helpers/test-devnet';

// The devnet loads the sandbox's emulator through fixed glue. The fixes may change speed only:
// the same calls must give byte-for-byte the same transactions and account states as the stock
// executor, and a sandbox whose glue no longer matches must fall back to the stock one.

let devnet: TestDevnet;
let calls: RunArgs[] = [];

beforeAll(async () => {
  devnet = await startTestDevnet();
  calls = await recordSwapCalls(devnet, 2, '3');
});
afterAll(async () => devnet?.close());

const glueSource = () => {
  const require = createRequire(import.meta.url);
  return readFileSync(
    join(dirname(require.resolve('@ton/sandbox')), 'executor', 'emulator-emscripten.js'),
    'utf8',
  );
};

describe('fast emulator', () => {
  it('applies every fix to the installed sandbox, and the devnet runs on it', async () => {
    expect(fixedGlue(glueSource())).not.toBeNull();
    expect((await createEmulator('fast')).kind).toBe('fast');
    expect(calls).toHaveLength(5); // wallet, pool, pool's jetton wallet, user's jetton wallet, wallet
  });

  it('gives the same transactions and account states as the stock emulator, byte for byte', async () => {
    const stock = (await createEmulator('stock')).executor;
    const fast = (await createEmulator('fast')).executor;
    for (const args of calls) {
      const a = await stock.runTransaction(args);
      const b = await fast.runTransaction(args);
      expect(a.result.success).toBe(true);
      expect(b.result).toEqual(a.result);
      if (!a.result.success) continue;
      const tx = loadTransaction(Cell.fromBase64(a.result.transaction).beginParse());
      expect(tx.description.type).toBe('generic');
      if (tx.description.type === 'generic' && tx.description.computePhase.type === 'vm') {
        expect(tx.description.computePhase.success).toBe(true);
      }
    }
  });

  it('falls back to the stock emulator when a fix no longer matches exactly once', () => {
    const source = glueSource();
    const [first] = GLUE_FIXES;
    expect(fixedGlue(source.replace(first!.from, 'changedByAnUpdate'))).toBeNull();
    expect(fixedGlue(source + first!.from)).toBeNull(); // twice: ambiguous
    const fixed = fixedGlue(source)!;
    for (const fix of GLUE_FIXES) expect(fixed).toContain(fix.to);
  });
});

describe('emulator setting', () => {
  it('is fast unless --emulator or DEVNET_EMULATOR says stock, and rejects anything else', async () => {
    const { loadConfig } = await import('../src/env');
    expect(loadConfig([], {}).emulator).toBe('fast');
    expect(loadConfig(['--emulator=stock'], {}).emulator).toBe('stock');
    expect(loadConfig([], { DEVNET_EMULATOR: 'stock' }).emulator).toBe('stock');
    expect(() => loadConfig(['--emulator=native'], {})).toThrow(
      '--emulator must be fast or stock, got native',
    );
  });
});
