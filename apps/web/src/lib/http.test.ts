import { PoolEventsResponseSchema, TokensResponseSchema, TraceResponseSchema } from '@atoll/shared';
import { describe, expect, it } from 'vitest';
import { ApiContractError, endpointOf, parseApiResponse } from './http';

const TOKEN = {
  address: `0:${'a1'.repeat(32)}`,
  name: 'Tether USD',
  symbol: 'USDT',
  icon_url: null,
  decimals: 6,
  price: '1',
  verified: true,
  is_meme: false,
  verification: 'whitelist',
  is_scam: false,
};
const PAGE = { current: 1, size: 10, total: 1 };

describe('parseApiResponse', () => {
  it.each<[string, Parameters<typeof parseApiResponse>[0], unknown, string]>([
    [
      'a number for a string',
      TokensResponseSchema,
      { result: [{ ...TOKEN, price: 1 }] },
      'result.0.price: expected string, got number',
    ],
    [
      'a missing field',
      TokensResponseSchema,
      { result: [{ ...TOKEN, symbol: undefined }] },
      'result.0.symbol: expected string, got nothing',
    ],
    [
      "the schema's own message",
      TokensResponseSchema,
      { result: [{ ...TOKEN, address: 'x' }] },
      'result.0.address: invalid TON address',
    ],
    ['an answer that is not an object', TokensResponseSchema, null, '(body): expected object, got null'],
    [
      'an unknown kind of event',
      PoolEventsResponseSchema,
      { result: { events: [{ type: 'pool_created' }], tokens: [] }, page: PAGE },
      'result.events.0.type: expected one of "add_liquidity", "remove_liquidity", "swap"',
    ],
    [
      'a union: the branch that got furthest',
      TraceResponseSchema,
      { Full: { count: 1, events: [{ tx_hash: 'ab'.repeat(32), success: 'yes', timestamp: 1 }] } },
      'Full.events.0.success: expected boolean, got string',
    ],
    [
      'a union no branch of which gets anywhere',
      TraceResponseSchema,
      'Done',
      '(body): matches none of the allowed shapes',
    ],
  ])('names %s', (_name, schema, body, expected) => {
    expect(() => parseApiResponse(schema, body, 'GET /x')).toThrow(ApiContractError);
    expect(() => parseApiResponse(schema, body, 'GET /x')).toThrow(
      `GET /x: unexpected response at ${expected}`,
    );
  });

  it('returns the answer as the schema reads it', () => {
    expect(parseApiResponse(TokensResponseSchema, { result: [TOKEN] }, 'GET /tokens')).toEqual({
      result: [TOKEN],
    });
  });
});

describe('endpointOf', () => {
  it('names the method and the decoded path, without the query', () => {
    expect(endpointOf('GET', `http://api.test/pools/${encodeURIComponent('0:ab')}/events?page=2`)).toBe(
      'GET /pools/0:ab/events',
    );
  });
});
