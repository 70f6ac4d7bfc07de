import { describe, it } from 'vitest';
import { expectIssueAt, expectUnknownKeyRejected, expectValid } from '../testing/expect-issue';
import { ChainRelayErrorSchema, ChainRelayParamsSchema } from './chain';

describe('GET /chain/v2/…', () => {
  it('the path after /chain/', () => {
    expectValid(ChainRelayParamsSchema, { '*': 'v2/traces/ab' });
    expectIssueAt(ChainRelayParamsSchema, {}, ['*']);
  });

  it("errors in TonAPI's shape", () => {
    expectValid(ChainRelayErrorSchema, { error: 'entity not found' });
    expectIssueAt(ChainRelayErrorSchema, { error: { code: 'NOT_FOUND' } }, ['error']);
    expectUnknownKeyRejected(ChainRelayErrorSchema, { error: 'x' }, 'code');
  });
});
