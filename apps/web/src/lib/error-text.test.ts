import { describe, expect, it } from 'vitest';
import { errorText } from './error-text';

describe('errorText', () => {
  it('an Error shows its own message', () => {
    expect(errorText(new Error('Pool not verified'))).toBe('Pool not verified');
  });

  it.each([
    ['a string', 'bridge closed', 'Unhandled error: bridge closed'],
    ['an object', { code: 7 }, 'Unhandled error: {"code":7}'],
    ['undefined', undefined, 'Unhandled error: undefined'],
    ['an Error without a message', new TypeError(''), 'Unhandled error: TypeError'],
  ])('%s is wrapped as unhandled', (_what, thrown, text) => {
    expect(errorText(thrown)).toBe(text);
  });
});
