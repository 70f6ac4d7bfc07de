import { useEffect, useRef } from 'react';

/** Calls `onReached` when the end of the list scrolls into view (the observer clips to the panel). */
export function EndOfList({ onReached }: { onReached: () => void }) {
  const marker = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const node = marker.current;
    if (!node || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) onReached();
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, [onReached]);
  return <div ref={marker} className="activity__end" aria-hidden="true" />;
}
