import { useEffect, useLayoutEffect, useRef } from 'react';

/** How near the end (px) still counts as reading the newest entry. */
const NEAR_END_PX = 60;

/**
 * A conversation that opens at its newest entry and follows the entries that arrive while the
 * reader is there, as chat apps do; a reader who scrolled up to older entries keeps their place,
 * unless they are sending something themselves (they want to see it go). Used by the messenger's
 * conversation and the quotation thread.
 *
 * - `newest` names the newest entry (it changes when one arrives);
 * - `oldest`, for a list that loads older entries above, names the oldest one: when it changes and
 *   `newest` does not, the older entries came in above and what the reader sees stays in place;
 * - `ready`: false while the content is not rendered yet (a loading state), so that growth is
 *   watched from when it is.
 *
 * Give `viewport` to the scrolling element, `content` to what scrolls in it, and call `onScroll`
 * when it scrolls.
 */
export function useFollowNewest({
  newest,
  oldest,
  sending,
  ready = true,
}: {
  newest: string;
  oldest?: string | number;
  sending: boolean;
  ready?: boolean;
}) {
  const viewport = useRef<HTMLDivElement>(null);
  const content = useRef<HTMLDivElement>(null);
  const atEnd = useRef(true);
  // What the last render showed: its entries, and the scroll height and position under them.
  const shown = useRef<{ newest?: string; oldest?: string | number; height: number; top: number }>({
    height: 0,
    top: 0,
  });
  const toEnd = () => {
    const v = viewport.current;
    if (v) v.scrollTop = v.scrollHeight;
  };
  // Before paint, so a new entry never flashes below the fold first, nor older ones push the page.
  useLayoutEffect(() => {
    const v = viewport.current;
    if (!v) return;
    const prev = shown.current;
    if (prev.oldest && oldest !== prev.oldest && newest === prev.newest) {
      v.scrollTop = v.scrollHeight - prev.height + prev.top;
    } else if (newest !== prev.newest && (atEnd.current || sending)) {
      toEnd();
    }
    shown.current = { newest, oldest, height: v.scrollHeight, top: v.scrollTop };
  });
  // Entries that grow after layout (an image arriving, an offer card's buttons, a late font) and a
  // composer that grows or shrinks keep a reader who was at the end there.
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
  }, [ready]);
  const onScroll = () => {
    const v = viewport.current;
    if (!v) return;
    atEnd.current = v.scrollHeight - v.scrollTop - v.clientHeight < NEAR_END_PX;
    shown.current.height = v.scrollHeight;
    shown.current.top = v.scrollTop;
  };
  return { viewport, content, onScroll };
}
