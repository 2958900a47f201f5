import { useEffect } from 'react';

/**
 * For a dialog rendered only while open (`{open && <Dialog />}`): Mantine returns focus when a
 * mounted Modal closes, not when it is removed, so keyboard users were left at the top of the page.
 * This remembers what had focus when the dialog appeared (the button that opened it) and gives
 * focus back to it when the dialog goes, if it is still on the page.
 */
export function useReturnFocus() {
  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    return () => {
      if (opener?.isConnected) requestAnimationFrame(() => opener.focus());
    };
  }, []);
}
