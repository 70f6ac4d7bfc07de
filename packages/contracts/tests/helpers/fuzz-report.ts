// How the property tests run and report: fast-check with a seed and a number of runs from the
// environment, and, when asked, a JSON report of the seed, the outcome and the counts.
import { writeFileSync } from 'node:fs';
import fc from 'fast-check';

export interface FuzzSettings {
  numRuns: number;
  seed: number;
  /** Where to write the report (none: only the console line). */
  report?: string;
}

/** `<PREFIX>_RUNS`, `<PREFIX>_SEED` and `<PREFIX>_REPORT` from the environment. */
export function fuzzSettings(prefix: string, defaultRuns: number): FuzzSettings {
  const env = process.env;
  const seed = env[`${prefix}_SEED`];
  return {
    numRuns: Number(env[`${prefix}_RUNS`] ?? defaultRuns),
    seed: seed ? Number(seed) : Date.now() % 2 ** 31,
    report: env[`${prefix}_REPORT`],
  };
}

/** Asserts `property` and writes the report (with `counts()`), passed or not. */
export async function assertReported<T extends unknown[]>(
  settings: FuzzSettings,
  property: fc.IAsyncPropertyWithHooks<T>,
  counts: () => Record<string, unknown>,
): Promise<void> {
  const started = Date.now();
  let failure: string | null = null;
  try {
    await fc.assert(property, { numRuns: settings.numRuns, seed: settings.seed });
  } catch (error) {
    failure = String(error).slice(0, 4000);
    throw error;
  } finally {
    const report = {
      seed: settings.seed,
      numRuns: settings.numRuns,
      passed: failure === null,
      failure,
      seconds: Math.round((Date.now() - started) / 1000),
      ...counts(),
    };
    console.log(`seed ${settings.seed}: ${JSON.stringify(counts())}`);
    if (settings.report) writeFileSync(settings.report, JSON.stringify(report, null, 2) + '\n');
  }
}
