import { useLayoutEffect, useRef, useState } from 'react';

/**
 * The width in CSS pixels of the element given the returned ref, kept as it resizes: a drawing
 * sized to it keeps its text at its own size on a phone and on a desktop. `fallback` until it is
 * measured (and where ResizeObserver does not exist, as in jsdom).
 */
export function useElementWidth<T extends HTMLElement>(fallback: number) {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(fallback);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidth(Math.round(entry.contentRect.width));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
}
