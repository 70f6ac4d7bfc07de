import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import type { StackInfo } from './support/stack';
import { startStack } from './support/start-stack';

const LOG_DIR = fileURLToPath(new URL('./.logs', import.meta.url));

/**
 * Starts scripts/stack.ts in test mode (support/start-stack.ts) and stops it after the run. The services'
 * logs stay in e2e/.logs/.
 */
export default async function setup(project: TestProject) {
  // E2E_STACK='<the STACK_READY json>': run against a stack that is already up (while writing tests)
  if (process.env.E2E_STACK) {
    project.provide('stack', JSON.parse(process.env.E2E_STACK) as StackInfo);
    return;
  }
  const { info, stop } = await startStack(LOG_DIR, 'e2e');
  project.provide('stack', info);
  return stop;
}
