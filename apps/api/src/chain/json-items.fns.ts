// The items of a JSON array, as the text they were written in. TonAPI writes int64 fields (balances) as
// JSON numbers beyond 2^53, which JSON.parse would round; a bulk answer is cut into one account's text
// each without parsing the numbers, so each account is cached exactly as TonAPI wrote it.

/**
 * The texts of the items of the array under `key` of the top-level object in `json`; null when there is
 * no such array. Strings (and the brackets or commas inside them) are skipped as JSON defines them.
 */
export function arrayItemTexts(json: string, key: string): string[] | null {
  let depth = 0;
  let stringStart = -1;
  let lastKey: string | null = null;
  let inArray = false;
  let itemStart = -1;
  const items: string[] = [];
  for (let i = 0; i < json.length; i++) {
    const c = json[i];
    if (stringStart >= 0) {
      if (c === '\\') i++;
      else if (c === '"') {
        if (depth === 1) lastKey = JSON.parse(json.slice(stringStart, i + 1)) as string;
        stringStart = -1;
      }
      continue;
    }
    if (c === '"') {
      stringStart = i;
      if (inArray && depth === 2 && itemStart < 0) itemStart = i;
    } else if (c === '{' || c === '[') {
      if (inArray && depth === 2 && itemStart < 0) itemStart = i;
      depth++;
      if (depth === 2 && c === '[' && lastKey === key) inArray = true;
    } else if (c === '}' || c === ']') {
      if (inArray && depth === 2 && c === ']') {
        if (itemStart >= 0) items.push(json.slice(itemStart, i).trim());
        return items;
      }
      depth--;
    } else if (c === ',') {
      if (depth === 1) lastKey = null;
      if (inArray && depth === 2) {
        items.push(json.slice(itemStart, i).trim());
        itemStart = -1;
      }
    } else if (inArray && depth === 2 && itemStart < 0 && !/\s/.test(c!)) itemStart = i;
  }
  return null;
}
