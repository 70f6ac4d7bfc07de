import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { runInThisContext } from 'node:vm';
import { Executor } from '@ton/sandbox';

/**
 * The sandbox's own emulator (the same WebAssembly build of TON's transaction emulator), loaded
 * through its JavaScript glue with two fixes that change nothing but speed.
 *
 * Why: the emulator is built with exceptions done in JavaScript, so nearly every C++ call that
 * may throw goes out of WebAssembly through an `invoke_*` trampoline that looks the callee up
 * with `wasmTable.get(index)`, a slow host call, each time. Profiled on a swap, that lookup alone
 * was 11 % of the emulator's time. Emscripten's usual glue caches the table in a JavaScript
 * array; this build does not. The table is never changed from JavaScript (the glue has no
 * `wasmTable.set` or `grow`), so a cache of it is exact. The second fix drops a BigInt range
 * check of the clock's precision argument, which the function ignores anyway.
 *
 * If a sandbox update changes the glue so that a fix no longer matches exactly once, the stock
 * executor is used instead: slower, never different.
 */
export const GLUE_FIXES: readonly { name: string; from: string; to: string }[] = [
  {
    name: 'cached function table',
    from: 'getWasmTableEntry=funcPtr=>wasmTable.get(funcPtr)',
    to: 'getWasmTableEntry=funcPtr=>wasmTableCache[funcPtr]??=wasmTable.get(funcPtr);var wasmTableCache=[]',
  },
  {
    name: 'clock without an unused BigInt check',
    from: 'ignored_precision=bigintToI53Checked(ignored_precision);if(!checkWasiClock',
    to: 'if(!checkWasiClock',
  },
];

export type EmulatorKind = 'fast' | 'stock';

const require = createRequire(import.meta.url);
const executorDir = join(dirname(require.resolve('@ton/sandbox')), 'executor');
const gluePath = join(executorDir, 'emulator-emscripten.js');

/** The glue source with every fix applied, or null when one does not match exactly once. */
export function fixedGlue(source: string): string | null {
  let out = source;
  for (const fix of GLUE_FIXES) {
    if (out.split(fix.from).length !== 2) return null;
    out = out.replace(fix.from, fix.to);
  }
  return out;
}

export async function createEmulator(
  kind: EmulatorKind = 'fast',
): Promise<{ executor: Executor; kind: EmulatorKind }> {
  const glue = kind === 'fast' ? fixedGlue(readFileSync(gluePath, 'utf8')) : null;
  if (!glue) return { executor: await Executor.create(), kind: 'stock' };
  const module = { exports: {} as { default?: unknown } };
  const load = runInThisContext(`(function (module, exports, require, __filename, __dirname) {${glue}\n})`, {
    filename: gluePath,
  }) as (m: typeof module, e: object, r: NodeJS.Require, f: string, d: string) => void;
  load(module, module.exports, require, gluePath, executorDir);
  const factory = module.exports as unknown as (opts: { wasmBinary: Uint8Array }) => Promise<unknown>;
  const { EmulatorEmscriptenWasm } = require(join(executorDir, 'emulator-emscripten.wasm.js')) as {
    EmulatorEmscriptenWasm: string;
  };
  // Node's base64 decoder: the same bytes as the sandbox's JavaScript one, 190 ms sooner at start-up
  const wasmBinary = new Uint8Array(Buffer.from(EmulatorEmscriptenWasm, 'base64'));
  const wasmModule = await factory({ wasmBinary });
  // Executor's constructor is what Executor.create calls with the stock module
  const ExecutorClass = Executor as unknown as new (m: unknown) => Executor;
  return { executor: new ExecutorClass(wasmModule), kind: 'fast' };
}
