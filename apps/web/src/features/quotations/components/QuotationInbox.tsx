import {
  channelName,
  QUOTATION_KINDS,
  QUOTATION_SECTIONS,
  type QuotationKind,
  type QuotationSection,
} from '@hctl/contracts';
import {
  Box,
  Button,
  Container,
  Group,
  NativeSelect,
  Paper,
  SegmentedControl,
  Stack,
  Text,
  Title,
  useMatches,
} from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { useAuth } from '../../../lib/auth-store';
import { useChannel } from '../../../lib/realtime/use-channel';
import { type QuotationSideRef, quotationsKeys } from '../api/keys';
import { totalsQuery } from '../api/lists';
import { threadQuery } from '../api/thread';
import { KIND_LABELS, SECTION_LABELS } from './labels';
import { QuotationList } from './QuotationList';
import { QuotationThread } from './QuotationThread';
import { SECTIONS, SectionNav } from './SectionNav';

const asKind = (v: string | null): QuotationKind =>
  (QUOTATION_KINDS as readonly string[]).includes(v ?? '') ? (v as QuotationKind) : 'service';
const asSection = (v: string | null): QuotationSection =>
  (QUOTATION_SECTIONS as readonly string[]).includes(v ?? '') ? (v as QuotationSection) : 'requested';

/**
 * A side's quotations (spec §2 quotation inbox): the kind (quotes on service posts, or answers to
 * service requests), the sections with their counts, the section's list and the open quotation.
 * What is open lives in the URL (?kind=&section=&page=&q=), so a reload or a link shows the same.
 */
export function QuotationInbox({ side, title }: { side: QuotationSideRef; title: string }) {
  const [params, setParams] = useSearchParams();
  const kind = asKind(params.get('kind'));
  const section = asSection(params.get('section'));
  const page = Math.max(1, Number(params.get('page')) || 1);
  const selected = Number(params.get('q')) || null;
  const totals = useQuery(totalsQuery(side, kind));
  const qc = useQueryClient();
  const auth = useAuth();
  // A new quotation or message for this person (or their organization) arrives on their notify
  // channel: the lists and counts reload; the open thread listens on its own channel.
  const refreshLists = () => void qc.invalidateQueries({ queryKey: quotationsKeys.side(side.key) });
  useChannel(
    auth.user ? channelName.notify(auth.user.id) : null,
    (e) => {
      if (String(e.event).startsWith('quotation.')) refreshLists();
    },
    refreshLists,
  );
  // On a phone one pane shows at a time: the section's list, or the open quotation.
  const wide = useMatches({ base: false, md: true }, { getInitialValueInEffect: false });

  const go = (
    next: {
      kind?: QuotationKind;
      section?: QuotationSection;
      page?: number;
      q?: number | null;
    },
    opts?: { replace?: boolean },
  ) => {
    const p = new URLSearchParams();
    const k = next.kind ?? kind;
    if (k !== 'service') p.set('kind', k);
    const s = next.section ?? section;
    if (s !== 'requested') p.set('section', s);
    const pg = next.page ?? (next.section || next.kind ? 1 : page);
    if (pg > 1) p.set('page', String(pg));
    const q = next.q === undefined ? selected : next.q;
    if (q) p.set('q', String(q));
    setParams(p, opts);
  };

  const countsError = totals.isError && (
    <Text size="xs" c="red.8" px="sm" role="alert">
      Counts could not be loaded.
    </Text>
  );
  const list = (
    <QuotationList
      side={side}
      kind={kind}
      section={section}
      page={page}
      selected={selected}
      onPage={(p) => go({ page: p })}
      onSelect={(q) => go({ q: q.id })}
    />
  );
  const phoneThread = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (selected && !wide) phoneThread.current?.scrollIntoView({ block: 'start' });
  }, [selected, wide]);
  // The list shows the section the open quotation is in, as its pane's thread query says: opened
  // from a link (a notification), moved by a payment or a completion, or reached again with another
  // section in the URL (Back, the same link twice). Whenever the two differ, the list follows.
  const open = useQuery({ ...threadQuery(selected ?? 0, kind), enabled: selected !== null });
  const openSection = selected ? open.data?.quotation.section : undefined;
  useEffect(() => {
    if (openSection && openSection !== section) go({ section: openSection }, { replace: true });
  }, [openSection, section]);
  const thread = selected && (
    <QuotationThread key={selected} id={selected} kind={kind} onTrashed={() => go({ q: null })} />
  );

  return (
    <Container size="xl" py="md">
      <Group justify="space-between" mb="sm" gap="sm">
        <Title order={1} size="h2">
          {title}
        </Title>
        <SegmentedControl
          aria-label="Quotation kind"
          value={kind}
          onChange={(v) => go({ kind: v as QuotationKind, q: null })}
          data={QUOTATION_KINDS.map((k) => ({ value: k, label: KIND_LABELS[k] }))}
        />
      </Group>
      {wide ? (
        <Paper
          withBorder
          radius="md"
          style={{ display: 'flex', height: 'calc(100vh - 190px)', minHeight: 520, overflow: 'hidden' }}
        >
          <Box w={200} style={{ borderRight: '1px solid var(--mantine-color-gray-3)', overflowY: 'auto' }}>
            <SectionNav section={section} totals={totals.data} onOpen={(s) => go({ section: s, q: null })} />
            {countsError}
          </Box>
          <Box
            w={320}
            component="section"
            aria-label={`${SECTION_LABELS[section]} quotations`}
            style={{ borderRight: '1px solid var(--mantine-color-gray-3)', overflowY: 'auto' }}
          >
            {list}
          </Box>
          <Box style={{ flex: 1, minWidth: 0 }} component="section" aria-label="Quotation">
            {selected ? (
              thread
            ) : (
              <Stack align="center" justify="center" h="100%" p="xl">
                <Text c="dimmed">Choose a quotation to see its conversation and offers.</Text>
              </Stack>
            )}
          </Box>
        </Paper>
      ) : selected ? (
        // A phone: the opened quotation takes the screen, its message box at the bottom edge.
        <Paper withBorder radius="md" component="section" aria-label="Quotation" ref={phoneThread}>
          <Button variant="subtle" size="xs" m="xs" onClick={() => go({ q: null })}>
            ← {SECTION_LABELS[section]}
          </Button>
          <Box h="calc(100dvh - 48px)" mih={420}>
            {thread}
          </Box>
        </Paper>
      ) : (
        <Stack gap="sm">
          <NativeSelect
            label="Section"
            value={section}
            onChange={(e) => go({ section: e.currentTarget.value as QuotationSection, q: null })}
            data={SECTIONS.map((s) => ({
              value: s,
              label: totals.data ? `${SECTION_LABELS[s]} (${totals.data[s]})` : SECTION_LABELS[s],
            }))}
          />
          {countsError}
          <Paper
            withBorder
            radius="md"
            component="section"
            aria-label={`${SECTION_LABELS[section]} quotations`}
          >
            {list}
          </Paper>
        </Stack>
      )}
    </Container>
  );
}
