import type { PageInfo, PageQuery } from '@atoll/shared';

/** A page of a list as every paged route answers it (`pagedResultOf`): the items, and where they sit. */
export function pagedAnswer<T>(result: T, at: PageQuery, total: number): { result: T; page: PageInfo } {
  return { result, page: { current: at.page, size: at.size, total } };
}
