import type { PoolGroup } from '@atoll/shared';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { pairKeyOfHash } from '../pair-hash';
import { groupKey } from '../pool-groups';

/**
 * docs/product-spec.md §2: `/app/pools#{addressX}{addressY}` opens that pair's group. Returns the open groups
 * (the hash's one plus any the user opened) and scrolls the hash's group into view once it is listed, once
 * per hash.
 */
export function usePairHash(groups: readonly PoolGroup[]) {
  const { hash } = useLocation();
  const hashKey = pairKeyOfHash(hash);
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set(hashKey ? [hashKey] : []));
  const scrolledFor = useRef<string | null>(null);
  const [openedFor, setOpenedFor] = useState(hashKey);

  // A new hash (a search result clicked while on this page) opens its group too.
  if (hashKey !== openedFor) {
    setOpenedFor(hashKey);
    if (hashKey) setOpen((current) => new Set([...current, hashKey]));
  }

  const listed = hashKey !== null && groups.some((group) => groupKey(group) === hashKey);
  useEffect(() => {
    if (!hashKey || !listed || scrolledFor.current === hashKey) return;
    scrolledFor.current = hashKey;
    const element = Array.from(document.querySelectorAll<HTMLElement>('[data-pair-key]')).find(
      (item) => item.dataset.pairKey === hashKey,
    );
    // jsdom has no layout and no scrollIntoView.
    if (element && typeof element.scrollIntoView === 'function') element.scrollIntoView({ block: 'start' });
  }, [hashKey, listed]);

  const toggle = (key: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(key)) next.add(key);
      return next;
    });

  return { open, toggle, hashKey };
}
