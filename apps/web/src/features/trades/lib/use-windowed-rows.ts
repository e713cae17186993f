import { useCallback, useState, type UIEvent } from 'react';

export interface RowWindow {
  /** First and one-past-last row index to render. */
  start: number;
  end: number;
  /** Heights of the spacers standing in for the rows above and below. */
  before: number;
  after: number;
  onScroll: (event: UIEvent<HTMLElement>) => void;
}

/**
 * Which rows of a fixed-row-height list are in (or near) a scrolling viewport. A few lines
 * instead of a virtualisation library: rows have one height, so the window is arithmetic.
 */
export function useWindowedRows(
  count: number,
  rowHeight: number,
  viewportHeight: number,
  overscan = 6,
): RowWindow {
  const [scrollTop, setScrollTop] = useState(0);
  const onScroll = useCallback(
    (event: UIEvent<HTMLElement>) => setScrollTop(event.currentTarget.scrollTop),
    [],
  );
  const first = Math.floor(scrollTop / rowHeight);
  const visible = Math.ceil(viewportHeight / rowHeight);
  const start = Math.max(0, Math.min(first - overscan, count));
  const end = Math.min(count, first + visible + overscan);
  return {
    start,
    end,
    before: start * rowHeight,
    after: Math.max(0, (count - end) * rowHeight),
    onScroll,
  };
}
