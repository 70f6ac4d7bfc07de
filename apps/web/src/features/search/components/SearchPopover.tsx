import { useSiteSearch } from '../hooks/useSiteSearch';
import { useSearchNavigation } from '../hooks/useSearchNavigation';
import { SearchResults } from './SearchResults';
import '../search.css';

interface SearchPopoverProps {
  query: string;
  /** Clears and leaves the field: a choice closes the search (spec 2). */
  onDone(): void;
}

/** Desktop results under the header field. Lazy: it carries fuse.js and the pool list. */
export default function SearchPopover({ query, onDone }: SearchPopoverProps) {
  const results = useSiteSearch(query);
  const go = useSearchNavigation();
  return (
    <div
      className="search-popover"
      data-testid="search-popover"
      // Keeps the focus in the field, so a click on a result is not a blur that closes the popover first.
      onMouseDown={(event) => event.preventDefault()}
    >
      <SearchResults
        {...results}
        onToken={(token) => {
          onDone();
          go.toToken(token)();
        }}
        onPool={(group) => {
          onDone();
          go.toPool(group)();
        }}
      />
    </div>
  );
}
