import { describe, expect, it } from 'vitest';
import { arrayItemTexts } from './json-items.fns';

describe('arrayItemTexts', () => {
  it('cuts a bulk answer into each account text, numbers beyond 2^53 untouched', () => {
    const a = '{"address":"0:aa","balance":1000000000000000001,"name":"a, [b] {c}"}';
    const b = '{"address":"0:bb","balance":5,"interfaces":["wallet"],"q":"say \\"hi\\" ]"}';
    expect(arrayItemTexts(`{"accounts":[${a},${b}]}`, 'accounts')).toEqual([a, b]);
    expect(arrayItemTexts(`{ "accounts" : [ ${a} ,\n ${b} ] }`, 'accounts')).toEqual([a, b]);
  });

  it('finds the key among others, and only at the top level', () => {
    expect(arrayItemTexts('{"x":{"accounts":[1]},"accounts":[2, "3"],"y":[4]}', 'accounts')).toEqual([
      '2',
      '"3"',
    ]);
    expect(arrayItemTexts('{"accounts":[]}', 'accounts')).toEqual([]);
  });

  it('null without the array', () => {
    expect(arrayItemTexts('{"error":"accounts"}', 'accounts')).toBeNull();
    expect(arrayItemTexts('{"other":[1]}', 'accounts')).toBeNull();
    expect(arrayItemTexts('{"accounts":5}', 'accounts')).toBeNull();
  });
});
