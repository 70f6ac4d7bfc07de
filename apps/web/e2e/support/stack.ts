import { inject } from 'vitest';
import type { StackInfo } from './stack-info';

export type { StackInfo } from './stack-info';

declare module 'vitest' {
  export interface ProvidedContext {
    stack: StackInfo;
  }
}

export const stack = (): StackInfo => inject('stack');
