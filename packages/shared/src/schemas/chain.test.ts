import { describe, it } from 'vitest';
import { expectIssueAt, expectUnknownKeyRejected, expectValid } from '../testing/expect-issue';
import {
  ChainRelayErrorSchema,
  ChainRelayParamsSchema,
  EmulateBodySchema,
  EmulateTraceQuerySchema,
} from './chain';

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

describe('POST /chain/v2/{wallet,traces}/emulate', () => {
  it('one BoC, base64 or hex, and nothing else', () => {
    expectValid(EmulateBodySchema, { boc: 'te6cckEBAQEAAgAAAEysuc0=' });
    expectValid(EmulateBodySchema, { boc: 'b5ee9c72' });
    expectIssueAt(EmulateBodySchema, {}, ['boc']);
    expectIssueAt(EmulateBodySchema, { boc: '' }, ['boc']);
    expectIssueAt(EmulateBodySchema, { boc: 'not a boc!' }, ['boc']);
    expectIssueAt(EmulateBodySchema, { boc: 'A'.repeat(70_000) }, ['boc']);
    expectUnknownKeyRejected(EmulateBodySchema, { boc: 'b5ee9c72' }, 'address_override');
  });

  it("traces/emulate takes TonAPI's ignore_signature_check", () => {
    expectValid(EmulateTraceQuerySchema, {});
    expectValid(EmulateTraceQuerySchema, { ignore_signature_check: 'true' });
    expectIssueAt(EmulateTraceQuerySchema, { ignore_signature_check: 'yes' }, ['ignore_signature_check']);
  });
});
