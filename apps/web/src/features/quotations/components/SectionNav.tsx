import type { QuotationSection, QuotationTotalsView } from '@hctl/contracts';
import { Badge, NavLink, Stack } from '@mantine/core';
import { SECTION_LABELS } from './labels';

export const SECTIONS: QuotationSection[] = ['requested', 'inprocess', 'draft', 'inactive', 'trashed'];

/** The inbox's sections with their counts (total-messages); counts are left out until they load. */
export function SectionNav({
  section,
  totals,
  onOpen,
}: {
  section: QuotationSection;
  totals: QuotationTotalsView | undefined;
  onOpen: (s: QuotationSection) => void;
}) {
  return (
    <Stack gap={2} component="nav" aria-label="Quotation sections" p="xs">
      {SECTIONS.map((s) => {
        const n = totals?.[s];
        return (
          <NavLink
            key={s}
            component="button"
            label={SECTION_LABELS[s]}
            active={section === s}
            aria-current={section === s ? 'page' : undefined}
            rightSection={
              n === undefined ? null : (
                <Badge size="sm" variant={section === s ? 'filled' : 'light'} data-testid={`count-${s}`}>
                  {n}
                </Badge>
              )
            }
            onClick={() => onOpen(s)}
            variant="light"
            color="teal"
          />
        );
      })}
    </Stack>
  );
}
