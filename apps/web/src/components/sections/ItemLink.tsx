import { Anchor } from '@mantine/core';
import type { SectionUi } from './types';

/** The file a section item carries (a health record's document), opened in a new tab; nothing without one. */
export function ItemLink({ s, item }: { s: SectionUi; item: Record<string, any> }) {
  const link = s.link?.(item);
  if (!link) return null;
  return (
    <Anchor
      href={link.href}
      target="_blank"
      rel="noreferrer"
      size="sm"
      aria-label={`${link.label}: ${s.headline(item)}`}
    >
      {link.label}
    </Anchor>
  );
}
