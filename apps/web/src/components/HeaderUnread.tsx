import { Indicator } from '@mantine/core';
import type { ReactNode } from 'react';

/** A header control's outline icon (22px, drawn with the text colour). */
export function HeaderIcon({ children }: { children: ReactNode }) {
  return (
    <svg
      width="22"
      height="22"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      aria-hidden="true"
    >
      {children}
    </svg>
  );
}

/** The unread count on a header control, hidden at 0. */
export function UnreadIndicator({
  count,
  testId,
  children,
}: {
  count: number;
  testId: string;
  children: ReactNode;
}) {
  return (
    <Indicator
      label={count > 99 ? '99+' : count}
      disabled={!count}
      size={18}
      // Shade 8: white on it is 4.6:1 (WCAG AA); the default shade is 3.3:1.
      color="red.8"
      offset={4}
      data-testid={testId}
    >
      {children}
    </Indicator>
  );
}
