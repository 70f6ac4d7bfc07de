// BENCH_CPU_PROFILE=dir: a CPU profile of this process while `run` runs (the bench's load of one route, not
// its seeding or baselines), written as dir/<name>.cpuprofile for Chrome DevTools or bench/profile-summary.ts.
import { mkdirSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { join } from 'node:path';

/** `run`'s result; profiled when BENCH_CPU_PROFILE names a folder. `name` becomes the file's name. */
export async function profiled<T>(name: string, run: () => Promise<T>): Promise<T> {
  const dir = process.env.BENCH_CPU_PROFILE;
  if (!dir) return run();
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.setSamplingInterval', { interval: 100 });
  await session.post('Profiler.start');
  try {
    return await run();
  } finally {
    const { profile } = await session.post('Profiler.stop');
    session.disconnect();
    mkdirSync(dir, { recursive: true });
    const file = join(dir, `${name.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '')}.cpuprofile`);
    writeFileSync(file, JSON.stringify(profile));
    console.log(`cpu profile of ${name}: ${file}`);
  }
}
