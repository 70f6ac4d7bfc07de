import { describe, expect, it } from 'vitest';
import { parseSseChunk, parseSseTransaction } from './sse';

describe('parseSseChunk', () => {
  it.each([
    { input: 'event: heartbeat\n\n', events: [{ event: 'heartbeat', data: '' }], rest: '' },
    {
      input: 'event: message\nid: 1\ndata: {"a":1}\n\nevent: mess',
      events: [{ event: 'message', data: '{"a":1}' }],
      rest: 'event: mess',
    },
    { input: 'data: x\r\n\r\n', events: [{ event: 'message', data: 'x' }], rest: '' },
    { input: 'partial', events: [], rest: 'partial' },
  ])('$input', ({ input, events, rest }) => {
    expect(parseSseChunk(input)).toEqual({ events, rest });
  });
});

describe('parseSseTransaction', () => {
  it.each([
    {
      data: '{"account_id":"0:ab","lt":123456789012345678,"tx_hash":"ABCD"}',
      tx: { account: '0:ab', lt: '123456789012345678', txHash: 'abcd' },
    },
    {
      data: '{"account_id":"0:ab","lt":"42","tx_hash":"ff"}',
      tx: { account: '0:ab', lt: '42', txHash: 'ff' },
    },
    { data: '{"nope":1}', tx: null },
  ])('$data', ({ data, tx }) => {
    expect(parseSseTransaction(data)).toEqual(tx);
  });
});
