import { TonApiClient } from '@ton-api/client';
import { afterAll, beforeAll } from 'vitest';
import { startTestDevnet, type TestDevnet } from '../../src/testing';
import { http } from './http';

/** The devnet a test file shares, with TonAPI's SDK and plain HTTP (`call`, `post`) on it. */
export interface FileDevnet extends ReturnType<typeof http> {
  /** Set before the file's first test. */
  devnet: TestDevnet;
  client: TonApiClient;
}

/**
 * One test devnet for a whole test file, started (with the `extra` flags) before its first test and
 * closed after its last. Read its fields in hooks and tests.
 */
export function fileDevnet(extra: string[] = []): FileDevnet {
  const suite = { ...http(() => suite.devnet) } as FileDevnet;
  beforeAll(async () => {
    suite.devnet = await startTestDevnet(extra);
    suite.client = new TonApiClient({ baseUrl: suite.devnet.baseUrl, apiKey: 'any' });
  });
  afterAll(async () => suite.devnet?.close());
  return suite;
}
