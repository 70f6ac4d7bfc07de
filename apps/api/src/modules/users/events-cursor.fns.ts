import type { EventKey } from '../pools/pools.dal';

// The cursor of GET /users/events: the number of the page it opens and the key of the event the previous
// page ended on (absent when that page mixed in limit-order steps, which are paged by number).
// Opaque to callers (base64url of JSON), checked field by field when it comes back.

export interface EventsCursor {
  page: number;
  after: EventKey | null;
}

export function encodeEventsCursor(cursor: EventsCursor): string {
  const key = cursor.after;
  const body = key === null ? [cursor.page] : [cursor.page, key.timestamp, key.lt, key.eventIndex];
  return Buffer.from(JSON.stringify(body)).toString('base64url');
}

const isPage = (n: unknown): n is number => Number.isSafeInteger(n) && (n as number) >= 2;

/** The cursor, or null when it is not one this API issued. */
export function decodeEventsCursor(text: string): EventsCursor | null {
  let body: unknown;
  try {
    body = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (!Array.isArray(body) || !isPage(body[0])) return null;
  if (body.length === 1) return { page: body[0], after: null };
  const [page, timestamp, lt, eventIndex] = body as unknown[];
  const valid =
    body.length === 4 &&
    typeof timestamp === 'string' &&
    !Number.isNaN(Date.parse(timestamp)) &&
    typeof lt === 'string' &&
    /^[0-9]{1,30}$/.test(lt) &&
    Number.isSafeInteger(eventIndex) &&
    (eventIndex as number) >= 0;
  return valid
    ? { page: page as number, after: { timestamp: timestamp, lt, eventIndex: eventIndex as number } }
    : null;
}
