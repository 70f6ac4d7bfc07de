// docs/product-spec.md §3 "Token search panel" and §4 "Search": a query and an open flag. On mobile, closing
// can carry a deferred action (the navigation) that runs only once the closing transition has ended; by
// default it does nothing.

export type DeferredAction = () => void;
const doNothing: DeferredAction = () => undefined;

export interface DrawerState {
  query: string;
  open: boolean;
  /** Closing: the transition is running, `deferred` runs when it ends. */
  closing: boolean;
  deferred: DeferredAction;
}

export type DrawerEvent =
  | { type: 'open' }
  | { type: 'query'; query: string }
  | { type: 'close'; then?: DeferredAction }
  | { type: 'transition-end' };

export const closedDrawer: DrawerState = { query: '', open: false, closing: false, deferred: doNothing };

export function drawerReducer(state: DrawerState, event: DrawerEvent): DrawerState {
  switch (event.type) {
    case 'open':
      return { ...closedDrawer, open: true };
    case 'query':
      return state.open && !state.closing ? { ...state, query: event.query } : state;
    case 'close':
      // A second close while closing keeps the first action: the user already chose.
      if (!state.open || state.closing) return state;
      return { ...state, closing: true, deferred: event.then ?? doNothing };
    case 'transition-end':
      return state.closing ? closedDrawer : state;
  }
}

/** Desktop: the popover shows while the field has focus and a query, unless Escape dismissed it. */
export function isPopoverOpen({
  focused,
  query,
  dismissed,
}: {
  focused: boolean;
  query: string;
  dismissed: boolean;
}): boolean {
  return focused && !dismissed && query.trim() !== '';
}

/**
 * Keyboard choice in the popover: ArrowDown / ArrowUp move through the results (tokens, then pools) and
 * wrap around; -1 is no choice (Enter does nothing). Any other key keeps the choice.
 */
export function moveChoice(current: number, count: number, key: string): number {
  if (count === 0) return -1;
  if (key === 'ArrowDown') return current + 1 >= count ? 0 : current + 1;
  if (key === 'ArrowUp') return current <= 0 ? count - 1 : current - 1;
  return current;
}
