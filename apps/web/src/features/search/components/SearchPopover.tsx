import { type RefObject, useEffect, useState } from 'react';
import { useSiteSearch } from '../hooks/useSiteSearch';
import { useSearchNavigation } from '../hooks/useSearchNavigation';
import { moveChoice } from '../search-state';
import { SearchResults } from './SearchResults';
import '../search.css';

interface SearchPopoverProps {
  query: string;
  /** Clears and leaves the field: a choice closes the search (docs/product-spec.md §2). */
  onDone(): void;
  /** The field's keys land here (the field stays focused): arrows choose a result, Enter opens it. */
  keys: RefObject<((key: string) => boolean) | null>;
}

/** Desktop results under the header field. Lazy: it carries fuse.js and the pool list. */
export default function SearchPopover({ query, onDone, keys }: SearchPopoverProps) {
  const results = useSiteSearch(query);
  const go = useSearchNavigation();
  const [chosen, setChosen] = useState(-1);
  const { tokens, pools } = results.sections;
  const count = tokens.length + pools.length;

  const openToken = (token: (typeof tokens)[number]['token']) => {
    onDone();
    go.toToken(token)();
  };
  const openPool = (group: (typeof pools)[number]) => {
    onDone();
    go.toPool(group)();
  };

  // a new query starts without a choice
  useEffect(() => setChosen(-1), [query]);
  useEffect(() => {
    keys.current = (key) => {
      if (key === 'ArrowDown' || key === 'ArrowUp') {
        setChosen((current) => moveChoice(current, count, key));
        return true;
      }
      if (key !== 'Enter' || chosen < 0 || chosen >= count) return false;
      if (chosen < tokens.length) openToken(tokens[chosen]!.token);
      else openPool(pools[chosen - tokens.length]!);
      return true;
    };
    return () => {
      keys.current = null;
    };
  });
  return (
    <div
      className="search-popover"
      data-testid="search-popover"
      // Keeps the focus in the field, so a click on a result is not a blur that closes the popover first.
      onMouseDown={(event) => event.preventDefault()}
    >
      <SearchResults {...results} chosen={chosen} onToken={openToken} onPool={openPool} />
    </div>
  );
}
