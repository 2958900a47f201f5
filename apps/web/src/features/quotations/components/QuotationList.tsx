import type { QuotationKind, QuotationSection, QuotationView } from '@hctl/contracts';
import { Badge, Center, Group, Pagination, Stack, Text, UnstyledButton } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { ProductAvatar } from '../../../components/ProductImage';
import { QueryState } from '../../../components/QueryState';
import type { QuotationSideRef } from '../api/keys';
import { sectionQuery } from '../api/lists';
import { QUOTATION_STATE_LABELS, SECTION_LABELS, when } from './labels';

const EMPTY: Record<QuotationSection, string> = {
  requested: 'No quote requests yet. Ask a provider for a quote from a service page.',
  inprocess: 'Nothing in process: quotations come here once an offer is accepted.',
  draft: 'No drafts.',
  inactive: 'No finished quotations.',
  trashed: 'The trash is empty.',
};

/** The other side of a quotation, from the viewer's. */
export const counterpart = (q: QuotationView) => (q.viewer_side === 'buyer' ? q.provider : q.buyer);

/** One section's quotations, a page at a time, with loading, empty and error states. */
export function QuotationList({
  side,
  kind,
  section,
  page,
  selected,
  onPage,
  onSelect,
}: {
  side: QuotationSideRef;
  kind: QuotationKind;
  section: QuotationSection;
  page: number;
  selected: number | null;
  onPage: (p: number) => void;
  onSelect: (q: QuotationView) => void;
}) {
  const list = useQuery(sectionQuery(side, kind, section, page));
  return (
    <QueryState
      query={list}
      isEmpty={(d) => d.data.length === 0}
      empty={
        <Text c="dimmed" size="sm" p="md" data-testid="quotations-empty">
          {EMPTY[section]}
        </Text>
      }
    >
      {(d) => (
        <Stack gap={0}>
          <ul aria-label={SECTION_LABELS[section]} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {d.data.map((q) => {
              const other = counterpart(q);
              const active = q.id === selected;
              return (
                <li key={q.id}>
                  <UnstyledButton
                    onClick={() => onSelect(q)}
                    aria-current={active ? 'true' : undefined}
                    data-testid="quotation-item"
                    w="100%"
                    p="sm"
                    bg={active ? 'teal.0' : undefined}
                    style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}
                  >
                    <Group gap="sm" wrap="nowrap" align="flex-start">
                      <ProductAvatar src={other.image} alt="" type={other.role} size={36} radius="xl">
                        {other.name.slice(0, 1)}
                      </ProductAvatar>
                      <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
                        <Group justify="space-between" wrap="nowrap" gap={4}>
                          <Text fw={q.unread ? 700 : 600} size="sm" truncate>
                            {other.name}
                          </Text>
                          {q.unread > 0 && (
                            <Badge size="xs" color="red.8" aria-label={`${q.unread} unread`}>
                              {q.unread}
                            </Badge>
                          )}
                        </Group>
                        <Text size="xs" truncate>
                          {q.service.title}
                        </Text>
                        <Text size="xs" c="dimmed" truncate>
                          {q.last_message?.preview ?? ''}
                        </Text>
                        <Group gap={6}>
                          <Badge size="xs" variant="outline" color="gray" tt="none">
                            {q.viewer_side === 'buyer' ? 'You buy' : 'You provide'}
                          </Badge>
                          <Badge size="xs" variant="light" tt="none">
                            {QUOTATION_STATE_LABELS[q.state]}
                          </Badge>
                          <Text size="xs" c="dimmed">
                            {when(q.last_message_at)}
                          </Text>
                        </Group>
                      </Stack>
                    </Group>
                  </UnstyledButton>
                </li>
              );
            })}
          </ul>
          {d.last_page > 1 && (
            <Center p="sm">
              <Pagination size="sm" total={d.last_page} value={page} onChange={onPage} />
            </Center>
          )}
        </Stack>
      )}
    </QueryState>
  );
}
