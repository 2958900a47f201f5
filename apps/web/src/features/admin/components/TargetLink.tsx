import { Anchor } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/**
 * A reported thing's link: a page of the app, or (an ad has no page) the advertiser's address it
 * leads to, opened in a new tab and not followed by search engines.
 */
export function TargetLink({ to, children }: { to: string; children: ReactNode }) {
  return /^https?:\/\//i.test(to) ? (
    <Anchor href={to} target="_blank" rel="noopener noreferrer nofollow">
      {children}
    </Anchor>
  ) : (
    <Anchor component={Link} to={to}>
      {children}
    </Anchor>
  );
}
