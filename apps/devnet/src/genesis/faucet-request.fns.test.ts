import { Address } from '@ton/core';
import { describe, expect, it } from 'vitest';
import { TonApiError } from '../tonapi/errors';
import { parseFaucetRequest } from './faucet-request.fns';

const RAW = `0:${'42'.repeat(32)}`;
const FRIENDLY = Address.parseRaw(RAW).toString({ bounceable: false, testOnly: true });

describe('parseFaucetRequest', () => {
  it.each([
    ['a raw address in a JSON string', `{"address": "${RAW}"}`],
    ['a user-friendly address with spaces around it', `{"address": " ${FRIENDLY} "}`],
    ['an already parsed object', { address: RAW }],
    ['bytes', Buffer.from(`{"address": "${RAW}"}`)],
  ])('reads %s', (_what, body) => {
    expect(parseFaucetRequest(body).toRawString()).toBe(RAW);
  });

  it.each([
    ['invalid JSON', '{"address": ', /not valid JSON/],
    ['an empty body', '  ', /missing body/],
    ['no body at all', undefined, /missing body/],
    ['null', null, /missing body/],
    ['an array', '["0:00"]', /JSON object/],
    ['no address', '{}', /missing "address"/],
    ['a number', '{"address": 42}', /must be a string/],
    ['an unparsable address', '{"address": "EQ-nope"}', /invalid address "EQ-nope"/],
    ['a masterchain address', `{"address": "-1:${'ab'.repeat(32)}"}`, /workchain -1/],
  ])('refuses %s with a 400 that says so', (_what, body, message) => {
    let caught: unknown;
    try {
      parseFaucetRequest(body);
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(TonApiError);
    expect((caught as TonApiError).statusCode).toBe(400);
    expect((caught as TonApiError).message).toMatch(message);
  });
});
