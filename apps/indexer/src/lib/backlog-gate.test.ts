import { describe, expect, it } from 'vitest';
import { BacklogGate } from './backlog-gate';

const settledYet = async (p: Promise<void>) => {
  let done = false;
  void p.then(() => (done = true));
  await new Promise((r) => setImmediate(r));
  return done;
};

describe('BacklogGate', () => {
  it('is open while no backlog is read', async () => {
    const gate = new BacklogGate();
    expect(gate.held).toBe(false);
    expect(await settledYet(gate.open())).toBe(true);
  });

  it('holds back waiters until the last holder lets go, each holder counted once', async () => {
    const gate = new BacklogGate();
    const a = gate.hold();
    const b = gate.hold();
    const waiter = gate.open();
    a();
    a(); // a second call of the same release changes nothing
    expect(await settledYet(waiter)).toBe(false);
    expect(gate.held).toBe(true);
    b();
    expect(await settledYet(waiter)).toBe(true);
    expect(gate.held).toBe(false);
    // and it can be held again
    const c = gate.hold();
    const later = gate.open();
    expect(await settledYet(later)).toBe(false);
    c();
    expect(await settledYet(later)).toBe(true);
  });
});
