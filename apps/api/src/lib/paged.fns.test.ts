import { describe, expect, it } from 'vitest';
import { pagedAnswer } from './paged.fns';

describe('pagedAnswer', () => {
  it.each([
    { at: { page: 1, size: 10 }, total: 0, page: { current: 1, size: 10, total: 0 } },
    { at: { page: 3, size: 2 }, total: 5, page: { current: 3, size: 2, total: 5 } },
  ])('page $at.page of $at.size, $total in all', ({ at, total, page }) => {
    expect(pagedAnswer(['x'], at, total)).toEqual({ result: ['x'], page });
  });
});
