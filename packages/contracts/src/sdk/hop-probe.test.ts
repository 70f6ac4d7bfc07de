import { beginCell, type Transaction } from '@ton/core';
import { describe, expect, it } from 'vitest';
import { DexExitCode, DexOp, HOP_READY_EXIT_CODE } from '../wrappers/dex-constants';
import { isHopProbeAnswer, isHopProbeAnswerTx } from './hop-probe';

describe('isHopProbeAnswer', () => {
  const cases: [number | null | undefined, number | null | undefined, boolean][] = [
    [DexOp.hopProbe, HOP_READY_EXIT_CODE, true],
    // a pool that is not READY refuses the probe: a real failure of the hop
    [DexOp.hopProbe, DexExitCode.poolNotReady, false],
    // the same exit code on any other message is somebody's failure
    [DexOp.swapTon, HOP_READY_EXIT_CODE, false],
    [DexOp.hopProbe, 0, false],
    [null, HOP_READY_EXIT_CODE, false],
    [DexOp.hopProbe, undefined, false],
  ];
  it.each(cases)('op %s, exit %s → %s', (op, exit, answer) => {
    expect(isHopProbeAnswer(op, exit)).toBe(answer);
  });
});

describe('isHopProbeAnswerTx', () => {
  const tx = (body: ReturnType<typeof beginCell>, exitCode: number | null): Transaction =>
    ({
      inMessage: { body: body.endCell() },
      description:
        exitCode === null
          ? { type: 'generic', computePhase: { type: 'skipped', reason: 'no-state' } }
          : { type: 'generic', computePhase: { type: 'vm', exitCode } },
    }) as unknown as Transaction;

  it('reads the opcode of the in-message and the compute exit code', () => {
    const probe = () => beginCell().storeUint(DexOp.hopProbe, 32).storeUint(0, 64);
    expect(isHopProbeAnswerTx(tx(probe(), HOP_READY_EXIT_CODE))).toBe(true);
    expect(isHopProbeAnswerTx(tx(probe(), DexExitCode.poolNotReady))).toBe(false);
    // no account there: the compute phase is skipped, the probe bounces, and the hop is refunded
    expect(isHopProbeAnswerTx(tx(probe(), null))).toBe(false);
    // an empty body has no opcode
    expect(isHopProbeAnswerTx(tx(beginCell(), HOP_READY_EXIT_CODE))).toBe(false);
  });
});
