import type { KeyboardEvent } from 'react';

/**
 * Whether a key press in a message box sends it: Enter does with a keyboard (Slack, LinkedIn;
 * Shift+Enter starts a new line), but a phone's return key has no Shift, so on a touch screen
 * (coarse pointer) return starts a new line and the Send button sends. Never mid-composition (IME).
 */
export function enterSends(e: KeyboardEvent) {
  return e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing && !touchScreen();
}

/** The hint beside a message box, matching what Enter does there. */
export const enterHint = () => (touchScreen() ? '' : ' (Enter to send, Shift+Enter for a new line)');

const touchScreen = () =>
  typeof window.matchMedia === 'function' && window.matchMedia('(pointer: coarse)').matches;
