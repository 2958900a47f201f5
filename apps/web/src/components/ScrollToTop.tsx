import { useLayoutEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/**
 * A new page starts at its top, as in a multi-page site: the app's router (declarative, so no
 * <ScrollRestoration>) would keep the previous page's scroll and open a short page on its footer.
 * Back and Forward (POP) are left to the browser; a change of query only (a filter, a tab) or a
 * link to an anchor keeps the position.
 */
export function ScrollToTop() {
  const { pathname, hash } = useLocation();
  const type = useNavigationType();
  // Only a new pathname scrolls: `type` and `hash` are read at that moment, not watched.
  useLayoutEffect(() => {
    if (type !== 'POP' && !hash) window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
