import type { PageInfo } from '@atoll/shared';

// Paging of the activity list (docs/product-spec.md §4 "Activity list"): more pages exist while current ×
// size < total, and never two loads at once. Pure.

/** docs/product-spec.md §2: activity loads 10 per page. */
export const ACTIVITY_PAGE_SIZE = 10;

export const hasMorePages = ({ current, size, total }: PageInfo): boolean => current * size < total;

/** The page after `page`, or undefined at the end (TanStack Query's getNextPageParam). */
export const nextPageOf = (page: PageInfo): number | undefined =>
  hasMorePages(page) ? page.current + 1 : undefined;

/**
 * Lets one load run at a time: the 'load more' button and the end-of-list observer can both ask
 * within one frame, before the query's own fetching flag has re-rendered anything.
 */
export interface LoadGate {
  /** Starts `load` unless one is running; false when it was refused. */
  run(load: () => Promise<unknown>): boolean;
  readonly busy: boolean;
}

export function createLoadGate(): LoadGate {
  let busy = false;
  return {
    run(load) {
      if (busy) return false;
      busy = true;
      const release = () => {
        busy = false;
      };
      load().then(release, release);
      return true;
    },
    get busy() {
      return busy;
    },
  };
}
