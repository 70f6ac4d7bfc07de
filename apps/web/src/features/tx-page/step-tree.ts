import type { PreviewStep } from '../trace/read-trace';

// The trace's steps, listed depth-first with their depth (read-trace.ts), back into the tree the messages made:
// each step under the one whose message started it. Pure.

export interface StepNode {
  step: PreviewStep;
  children: StepNode[];
}

export function stepTree(steps: readonly PreviewStep[]): StepNode[] {
  const roots: StepNode[] = [];
  // the open branch: path[d] is the last node seen at depth d
  const path: StepNode[] = [];
  for (const step of steps) {
    const node: StepNode = { step, children: [] };
    const parent = step.depth > 0 ? path[step.depth - 1] : undefined;
    if (parent) parent.children.push(node);
    else roots.push(node);
    path[step.depth] = node;
    path.length = step.depth + 1;
  }
  return roots;
}
