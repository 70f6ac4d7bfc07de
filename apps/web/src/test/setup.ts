import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

if (typeof window !== 'undefined') {
  // jsdom has no layout: scrolling is a no-op here.
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
  afterEach(() => {
    cleanup();
    localStorage.clear();
  });
}
