import { Address } from '@ton/core';
import { describe, expect, it } from 'vitest';
import type { PreviewStep } from '../trace/read-trace';
import { stepTree, type StepNode } from './step-tree';

const step = (n: number, depth: number): PreviewStep => ({
  address: new Address(0, Buffer.alloc(32, n)),
  name: null,
  ok: true,
  exitCode: null,
  depth,
  from: null,
  value: BigInt(n),
  jettons: null,
  bounced: false,
});

/** The tree as nested step numbers (each step's value is its number). */
const shape = (nodes: StepNode[]): unknown[] =>
  nodes.map((n) => (n.children.length ? [Number(n.step.value), shape(n.children)] : Number(n.step.value)));

describe('stepTree', () => {
  it.each([
    ['nothing', [], []],
    ['one step', [step(1, 0)], [1]],
    ['a chain', [step(1, 0), step(2, 1), step(3, 2)], [[1, [[2, [3]]]]]],
    [
      'branches, depth-first',
      [step(1, 0), step(2, 1), step(3, 2), step(4, 2), step(5, 1), step(6, 2)],
      [
        [
          1,
          [
            [2, [3, 4]],
            [5, [6]],
          ],
        ],
      ],
    ],
  ])('%s', (_, steps, expected) => {
    expect(shape(stepTree(steps))).toEqual(expected);
  });
});
