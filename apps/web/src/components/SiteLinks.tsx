import { Anchor, type AnchorProps } from '@mantine/core';
import { Link } from 'react-router';

export interface SiteLink {
  to: string;
  label: string;
}

/** In-app links as anchors, one after the other (the header's navigation, the footer's columns). */
export function SiteLinks({ links, ...anchor }: { links: SiteLink[] } & AnchorProps) {
  return (
    <>
      {links.map((l) => (
        <Anchor key={l.to} component={Link} to={l.to} {...anchor}>
          {l.label}
        </Anchor>
      ))}
    </>
  );
}
