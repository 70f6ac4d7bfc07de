import { useEffect, useState } from 'react';

// Parts a page draws later anyway (the header's search, the swap page's markets panel) are lazy chunks. Asked
// for during the first render, their requests ran before the first paint and Lighthouse counted them in it
// (issue 17: each was one more round trip in its first and largest paint). Asked for once the page has
// painted, they arrive as before, a frame later.

/** Calls `callback` after the browser's next paint: in a task queued from the next animation frame. */
export function afterNextPaint(callback: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  if (typeof requestAnimationFrame !== 'function') {
    timer = setTimeout(callback, 0);
    return () => clearTimeout(timer);
  }
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(callback, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}

/** False in the first render and until the browser has painted it; true from then on. */
export function useAfterPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => afterNextPaint(() => setPainted(true)), []);
  return painted;
}
