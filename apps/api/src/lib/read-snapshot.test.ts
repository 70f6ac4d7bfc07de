import { describe, expect, it } from 'vitest';
import { createReadSnapshot } from './read-snapshot';

describe('read snapshot, the synchronous read (now)', () => {
  it('answers only the built copy of the version held in memory, counting hits as get does', async () => {
    let version = '1';
    let held: string | undefined;
    // each build waits until the test releases it
    let release: () => void = () => {};
    let gate = new Promise<void>((resolve) => (release = resolve));
    const builds: string[] = [];
    const snapshot = createReadSnapshot(
      async () => version,
      async (v) => {
        await gate;
        builds.push(v!);
        return `prices of ${v}`;
      },
      () => held,
    );
    held = '1';
    // nothing built yet, then a build in flight: nothing at hand
    expect(snapshot.now()).toBeUndefined();
    const first = snapshot.get();
    expect(snapshot.now()).toBeUndefined();
    release();
    expect((await first).value).toBe('prices of 1');
    expect(snapshot.now()).toBe('prices of 1');
    // the held version moved on (a bump's message): the old copy is not answered
    held = '2';
    expect(snapshot.now()).toBeUndefined();
    // not held (subscription down): get reads the version instead
    held = undefined;
    expect(snapshot.now()).toBeUndefined();
    version = '2';
    gate = new Promise<void>((resolve) => (release = resolve));
    const second = snapshot.get();
    release();
    expect((await second).value).toBe('prices of 2');
    held = '2';
    expect(snapshot.now()).toBe('prices of 2');
    expect(builds).toEqual(['1', '2']);
    expect(snapshot.stats()).toEqual({ hits: 2, misses: 2 });
  });

  it('keeps no failed build', async () => {
    let fail = true;
    const snapshot = createReadSnapshot(
      async () => '7',
      async () => {
        if (fail) throw new Error('database down');
        return 'ok';
      },
      () => '7',
    );
    await expect(snapshot.get()).rejects.toThrow('database down');
    expect(snapshot.now()).toBeUndefined();
    fail = false;
    expect((await snapshot.get()).value).toBe('ok');
    expect(snapshot.now()).toBe('ok');
  });
});
