import { describe, expect, it, vi } from 'vitest';
import { closedDrawer, drawerReducer, isPopoverOpen, type DrawerEvent, moveChoice } from './search-state';

const run = (...events: DrawerEvent[]) => events.reduce(drawerReducer, closedDrawer);

describe('mobile search drawer', () => {
  it('starts closed with an empty query, and its default deferred action does nothing', () => {
    expect(closedDrawer.open).toBe(false);
    expect(closedDrawer.query).toBe('');
    expect(closedDrawer.deferred()).toBeUndefined();
  });

  it('keeps the chosen action until the closing transition ends', () => {
    const navigate = vi.fn();
    const closing = run({ type: 'open' }, { type: 'query', query: 'atl' }, { type: 'close', then: navigate });
    expect(closing).toMatchObject({ open: true, closing: true, query: 'atl' });
    expect(closing.deferred).toBe(navigate);
    expect(navigate).not.toHaveBeenCalled();
    expect(drawerReducer(closing, { type: 'transition-end' })).toEqual(closedDrawer);
  });

  it('ignores typing and a second choice while closing', () => {
    const first = vi.fn();
    const closing = run({ type: 'open' }, { type: 'close', then: first });
    const after = [
      { type: 'query', query: 'x' },
      { type: 'close', then: vi.fn() },
    ].reduce((state, event) => drawerReducer(state, event as DrawerEvent), closing);
    expect(after.query).toBe('');
    expect(after.deferred).toBe(first);
  });

  it('ignores a transition end while open', () => {
    const open = run({ type: 'open' }, { type: 'query', query: 'a' });
    expect(drawerReducer(open, { type: 'transition-end' })).toBe(open);
  });
});

describe('desktop popover', () => {
  it.each([
    [{ focused: true, query: 'atl', dismissed: false }, true],
    [{ focused: true, query: '  ', dismissed: false }, false],
    [{ focused: false, query: 'atl', dismissed: false }, false],
    [{ focused: true, query: 'atl', dismissed: true }, false],
  ])('%j → %s', (input, open) => {
    expect(isPopoverOpen(input)).toBe(open);
  });
});

describe('keyboard choice', () => {
  it('moves down and up through the results and wraps around', () => {
    expect(moveChoice(-1, 3, 'ArrowDown')).toBe(0);
    expect(moveChoice(0, 3, 'ArrowDown')).toBe(1);
    expect(moveChoice(2, 3, 'ArrowDown')).toBe(0);
    expect(moveChoice(-1, 3, 'ArrowUp')).toBe(2);
    expect(moveChoice(0, 3, 'ArrowUp')).toBe(2);
    expect(moveChoice(2, 3, 'ArrowUp')).toBe(1);
  });

  it('has no choice without results, and other keys keep it', () => {
    expect(moveChoice(1, 0, 'ArrowDown')).toBe(-1);
    expect(moveChoice(1, 3, 'a')).toBe(1);
  });
});
