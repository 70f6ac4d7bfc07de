import { describe, expect, it } from 'vitest';
import { parseSseTransaction } from './sse';

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
