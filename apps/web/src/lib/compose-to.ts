import type { RecipientView } from '@hctl/contracts';

/**
 * "Message" on a profile: the messages screen opens a new message to this recipient. It travels in
 * the history entry's state (not the address), so a reload or a shared link does not open it again.
 */
export type ComposeTo = RecipientView;

export const composeState = (to: ComposeTo) => ({ composeTo: to });

/** The recipient a Message button sent, if this history entry carries one. */
export function composeToOf(state: unknown): ComposeTo | null {
  const to = (state as { composeTo?: ComposeTo } | null)?.composeTo;
  return to && typeof to.id === 'number' ? to : null;
}
