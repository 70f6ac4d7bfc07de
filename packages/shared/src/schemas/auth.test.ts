import { describe, expect, it } from 'vitest';
import {
  FRIENDLY,
  RAW,
  expectIssueAt,
  expectUnknownKeyRejected,
  expectValid,
  withField,
} from '../testing/expect-issue';
import {
  AuthCheckResponseSchema,
  TonProofPayloadResponseSchema,
  TonProofRequestSchema,
  TonProofTokenResponseSchema,
} from './auth';
import { issuesFromZod } from './errors';

const valid = {
  address: RAW,
  network: '-239',
  public_key: 'ab'.repeat(32),
  proof: {
    timestamp: 1_767_225_600,
    domain: { lengthBytes: 8, value: 'atoll.io' },
    payload: 'p'.repeat(64),
    signature: 'A'.repeat(86) + '==',
    state_init: 'te6cckEBAQEAAgAAAEysuc0=',
  },
};

describe('TonProofRequestSchema', () => {
  it('accepts the body TON Connect produces', () => {
    expect(expectValid(TonProofRequestSchema, valid).proof.timestamp).toBe(1_767_225_600);
  });

  it.each([
    ['friendly address', ['address'], FRIENDLY],
    ['testnet', ['network'], '-3'],
    ['numeric-string timestamp', ['proof', 'timestamp'], '1767225600'],
    ['upper-case key', ['public_key'], 'AB'.repeat(32)],
    ['non-ASCII domain', ['proof', 'domain'], { lengthBytes: 9, value: 'atöll.io' }],
    ['empty payload', ['proof', 'payload'], ''],
  ])('accepts %s', (_name, path, value) => {
    expectValid(TonProofRequestSchema, withField(valid, path, value));
  });

  it.each([
    ['address', ['address'], 'EQ-nope'],
    ['address missing', ['address'], undefined],
    ['network', ['network'], 'mainnet'],
    ['network as number', ['network'], -239],
    ['public_key short', ['public_key'], 'ab'.repeat(31)],
    ['public_key not hex', ['public_key'], 'zz'.repeat(32)],
    ['timestamp negative', ['proof', 'timestamp'], -1],
    ['timestamp float', ['proof', 'timestamp'], 1.5],
    ['timestamp text', ['proof', 'timestamp'], 'yesterday'],
    ['lengthBytes type', ['proof', 'domain', 'lengthBytes'], '12'],
    ['lengthBytes wrong', ['proof', 'domain', 'lengthBytes'], 13],
    ['domain value empty', ['proof', 'domain', 'value'], ''],
    [
      'domain too long',
      ['proof', 'domain'],
      { lengthBytes: 129, value: 'd'.repeat(129) },
      ['proof', 'domain', 'value'],
    ],
    ['payload too long', ['proof', 'payload'], 'p'.repeat(129)],
    ['payload type', ['proof', 'payload'], 5],
    ['signature not base64', ['proof', 'signature'], 'sig!'],
    ['state_init not base64', ['proof', 'state_init'], '%%%'],
    ['state_init missing', ['proof', 'state_init'], undefined],
    ['proof null', ['proof'], null],
    ['domain as text', ['proof', 'domain'], 'atoll.io'],
    ['domain value number', ['proof', 'domain', 'value'], 8],
  ])('rejects %s', (_name, path, value, issuePath?: string[]) => {
    expectIssueAt(TonProofRequestSchema, withField(valid, path, value), issuePath ?? path);
  });

  it('rejects domain + payload over 222 bytes', () => {
    const input = withField(withField(valid, ['proof', 'payload'], 'p'.repeat(100)), ['proof', 'domain'], {
      lengthBytes: 123,
      value: 'd'.repeat(123),
    });
    expectIssueAt(TonProofRequestSchema, input, ['proof', 'payload']);
  });

  it.each([
    ['top level', []],
    ['proof', ['proof']],
    ['domain', ['proof', 'domain']],
  ])('rejects unknown fields (%s)', (_name, at) => {
    expectUnknownKeyRejected(TonProofRequestSchema, valid, 'extra', at);
  });

  it('names the field in API error details', () => {
    const result = TonProofRequestSchema.safeParse(
      withField(withField(valid, ['proof', 'extra'], 1), ['network'], 'x'),
    );
    expect(result.success).toBe(false);
    const paths = issuesFromZod(result.error?.issues ?? [], 'body').map((issue) => issue.path);
    expect(paths).toEqual(expect.arrayContaining(['body.network', 'body.proof.extra']));
  });
});

describe('auth responses', () => {
  it.each([
    [TonProofPayloadResponseSchema, { result: { payload: 'abc' } }],
    [TonProofTokenResponseSchema, { result: { token: 'jwt' } }],
    [AuthCheckResponseSchema, { result: { expires_at: 1_767_225_600, wallet: FRIENDLY } }],
  ])('accepts %#', (schema, input) => {
    expectValid(schema, input);
  });

  it.each([
    [TonProofPayloadResponseSchema, { result: { payload: '' } }, ['result', 'payload']],
    [TonProofTokenResponseSchema, { result: {} }, ['result', 'token']],
    [AuthCheckResponseSchema, { result: { expires_at: '1', wallet: FRIENDLY } }, ['result', 'expires_at']],
    [AuthCheckResponseSchema, { result: { expires_at: 1, wallet: 'x' } }, ['result', 'wallet']],
  ])('rejects %#', (schema, input, path) => {
    expectIssueAt(schema, input, path);
  });
});
