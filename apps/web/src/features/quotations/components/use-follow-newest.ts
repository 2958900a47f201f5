import { useEffect, useLayoutEffect, useRef } from 'react';

/** How near the end (px) still counts as reading the newest line. */
const NEAR_END_PX = 60;

/**
 * A conversation that opens at its newest line and follows the lines that arrive while the reader is
 * there, as chat apps do; a reader who scrolled up to older lines keeps their place, unless they are
 * sending a message themselves (they want to see it go). `newest` names the newest line (it changes
 * when one arrives). Give `viewport` to the scrolling element, `content` to what scrolls in it, and
 * call `onScroll` when it scrolls.
 */
export function useFollowNewest(newest: string, sending: boolean) {
  const viewport = useRef<HTMLDivElement>(null);
  const content = useRef<HTMLDivElement>(null);
  const atEnd = useRef(true);
  const toEnd = () => {
    const v = viewport.current;
    if (v) v.scrollTop = v.scrollHeight;
  };
  // Before paint, so a new line never flashes below the fold first.
  useLayoutEffect(() => {
    if (atEnd.current || sending) toEnd();
  }, [newest]);
  // Lines that grow after layout (an offer card's buttons, a late font) and a composer that grows or
  // shrinks keep a reader who was at the end there.
  useEffect(() => {
    const v = viewport.current;
    const c = content.current;
    if (!v || !c || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      if (atEnd.current) toEnd();
    });
    observer.observe(c);
    observer.observe(v);
    return () => observer.disconnect();
  }, []);
  const onScroll = () => {
    const v = viewport.current;
    if (v) atEnd.current = v.scrollHeight - v.scrollTop - v.clientHeight < NEAR_END_PX;
  };
  return { viewport, content, onScroll };
}
