import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import {
  FRIENDLY,
  HASH,
  expectIssueAt,
  expectUnknownKeyRejected,
  expectValid,
  withField,
} from '../testing/expect-issue';
import {
  TraceHashParamsSchema,
  TraceQuerySchema,
  TraceResponseSchema,
  traceResponseStatus,
  TransactionTreeSchema,
  transactionTreeStatus,
  type TransactionTree,
} from './trace';

const event = { tx_hash: HASH, success: true, timestamp: 1_767_225_600 };

describe('GET /trace?account&query_id', () => {
  it('query', () => {
    expectValid(TraceQuerySchema, { account: FRIENDLY, query_id: '1767225600123' });
    expectIssueAt(TraceQuerySchema, { account: 'x', query_id: '1' }, ['account']);
    expectIssueAt(TraceQuerySchema, { account: FRIENDLY, query_id: 'abc' }, ['query_id']);
    expectIssueAt(TraceQuerySchema, { account: FRIENDLY }, ['query_id']);
    expectUnknownKeyRejected(TraceQuerySchema, { account: FRIENDLY, query_id: '1' }, 'hash');
  });

  it.each([
    [{ Full: { count: 1, events: [event] } }, 'confirmed'],
    [{ Full: { count: 2, events: [event, { ...event, success: false }] } }, 'failed'],
    [{ Full: { count: 0, events: [] } }, 'pending'],
    [{ Partial: { count: 1, events: [event] } }, 'pending'],
    ['Pending', 'pending'],
  ])('response %j is %s', (input, status) => {
    expect(traceResponseStatus(expectValid(TraceResponseSchema, input))).toBe(status);
  });

  it('decodes the JSON text "Pending" the route sends', () => {
    expect(expectValid(TraceResponseSchema, JSON.parse('"Pending"'))).toBe('Pending');
  });

  it.each([
    ['lower-case pending', 'pending'],
    ['both tags', { Full: { count: 0, events: [] }, Partial: { count: 0, events: [] } }],
    ['untagged', { count: 0, events: [] }],
    ['bad event', { Full: { count: 1, events: [{ ...event, success: 'yes' }] } }],
  ])('rejects %s', (_name, input) => {
    expect(TraceResponseSchema.safeParse(input).success).toBe(false);
  });
});

describe('GET /trace/{hash}', () => {
  const leaf = { transaction: { hash: HASH, success: true, out_msgs: [] }, children: [], emulated: false };
  const tree = {
    transaction: {
      hash: HASH,
      success: true,
      out_msgs: [{ hash: HASH, msg_type: 'ext_out_msg', destination: null, op_code: '0xa7012002' }],
    },
    children: [leaf, { ...leaf, children: [leaf] }],
    emulated: false,
  };

  it('params', () => {
    expectValid(TraceHashParamsSchema, { hash: HASH });
    expectIssueAt(TraceHashParamsSchema, { hash: 'xyz' }, ['hash']);
  });

  it('accepts a nested tree and defaults children and emulated', () => {
    expectValid(TransactionTreeSchema, tree);
    expect(expectValid(TransactionTreeSchema, { transaction: leaf.transaction })).toEqual({
      transaction: leaf.transaction,
      children: [],
      emulated: false,
    });
  });

  it.each([
    [['transaction', 'hash'], 'nope'],
    [['transaction', 'success'], undefined],
    [['transaction', 'out_msgs', 0, 'msg_type'], 'internal'],
    [['children', 1, 'children', 0, 'transaction', 'hash'], 1],
    [['children', 0, 'emulated'], 'no'],
  ])('rejects %j = %j', (path, value) => {
    expectIssueAt(TransactionTreeSchema, withField(tree, path, value), path);
  });

  it.each<[string, (t: TransactionTree) => void, string]>([
    ['final and successful', () => {}, 'confirmed'],
    ['a failed leaf', (t) => void (t.children[1]!.children[0]!.transaction.success = false), 'failed'],
    ['emulated', (t) => void (t.emulated = true), 'pending'],
    [
      'an undelivered internal message',
      (t) => void t.children[0]!.transaction.out_msgs.push({ hash: HASH, msg_type: 'int_msg' }),
      'pending',
    ],
  ])('status when %s', (_name, change, status) => {
    const parsed = expectValid(TransactionTreeSchema, structuredClone(tree));
    change(parsed);
    expect(transactionTreeStatus(parsed)).toBe(status);
  });
});

describe('TransactionTreeSchema in OpenAPI', () => {
  it('is registered with an id, so generators can refer to the recursive schema', () => {
    expect(z.globalRegistry.get(TransactionTreeSchema)?.id).toBe('TransactionTree');
  });
});
