import { activityRows, type ActivityPage, type ActivityRow } from './activity-events';
import { hasMorePages } from './activity-paging';

// Every event of the wallet for the CSV export: page after page, one request at a time (the API
// limits each client's rate), until current × size reaches total.

/** The API's largest page (PageQuerySchema): the export needs no 10-row pages. */
export const EXPORT_PAGE_SIZE = 100;

export type FetchActivityPage = (page: number, size: number) => Promise<ActivityPage>;

export async function fetchAllActivity(fetchPage: FetchActivityPage): Promise<ActivityRow[]> {
  const pages: ActivityPage[] = [];
  for (let number = 1; ; number++) {
    const page = await fetchPage(number, EXPORT_PAGE_SIZE);
    pages.push(page);
    // an empty page ends it too: a total that shrank meanwhile must not loop forever
    if (!hasMorePages(page.page) || page.events.length === 0) break;
  }
  return activityRows(pages);
}
