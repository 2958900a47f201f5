import type { ServiceCardView, ServiceKind, ServiceListQuery } from '@hctl/contracts';
import {
  Anchor,
  Button,
  Card,
  Checkbox,
  Group,
  Pagination,
  Select,
  Stack,
  Tabs,
  Text,
  TextInput,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { PageTab } from '../../../components/PageTab';
import { ProductImage } from '../../../components/ProductImage';
import { QueryState } from '../../../components/QueryState';
import { categoriesQuery } from '../../../lib/api/categories';
import { servicePlace, servicePrice } from '../../../lib/service-format';
import { useListPage } from '../../../lib/use-list-page';
import { type Owner, screens } from '../api/paths';
import { serviceListQuery } from '../api/service-list';
import { ServiceBadges, useServiceActions } from './ServiceActions';

type Status = 'active' | 'archived' | 'draft';

const NOUN: Record<ServiceKind, string> = {
  service_post: 'services',
  service_request: 'requests',
  service_gallery: 'galleries',
};

/**
 * An owner's services of one kind: status tabs (active, archived; drafts for galleries), search,
 * category and remote filters, a page of ten at a time, and each row's actions.
 */
export function ServiceRows({ owner, kind }: { owner: Owner; kind: ServiceKind }) {
  const [status, setStatus] = useState<Status>('active');
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 300);
  const [category, setCategory] = useState<string | null>(null);
  const [remote, setRemote] = useState(false);
  const { page, setPage, toFirstPage } = useListPage();
  const q: ServiceListQuery = {
    status,
    search: debounced || null,
    category: category ? Number(category) : null,
    is_remote: remote ? true : null,
    page,
    perPage: 10,
  };
  const list = useQuery(serviceListQuery(owner, kind, q));
  const categories = useQuery(categoriesQuery());
  const counts = list.data?.counts;
  const filtered = Boolean(debounced || category || remote);
  const tabs: { value: Status; label: string }[] = [
    { value: 'active', label: kind === 'service_gallery' ? 'Published' : 'Active' },
    ...(kind === 'service_gallery' ? [{ value: 'draft' as const, label: 'Drafts' }] : []),
    { value: 'archived', label: 'Archived' },
  ];
  return (
    <Stack>
      <Tabs value={status} onChange={(v) => v && toFirstPage(setStatus)(v as Status)}>
        <Tabs.List>
          {tabs.map((t) => (
            <PageTab key={t.value} value={t.value}>
              {t.label}
              {counts ? ` (${counts[t.value]})` : ''}
            </PageTab>
          ))}
        </Tabs.List>
      </Tabs>
      <Group align="flex-end">
        <TextInput
          label={`Search ${NOUN[kind]}`}
          placeholder="Title or tag"
          value={search}
          onChange={(e) => toFirstPage(setSearch)(e.currentTarget.value)}
        />
        <Select
          label="Category"
          placeholder="All categories"
          clearable
          searchable
          data={(categories.data ?? []).map((c) => ({ value: String(c.category_id), label: c.title }))}
          value={category}
          onChange={toFirstPage(setCategory)}
        />
        <Checkbox
          label="Remote only"
          mb={8}
          checked={remote}
          onChange={(e) => toFirstPage(setRemote)(e.currentTarget.checked)}
        />
      </Group>
      <QueryState
        query={list}
        isEmpty={(d) => d.data.length === 0}
        empty={
          <Card withBorder data-testid="services-empty">
            <Text>
              {filtered
                ? `No ${NOUN[kind]} match these filters.`
                : status === 'active'
                  ? `You have no ${kind === 'service_gallery' ? 'published galleries' : `active ${NOUN[kind]}`} yet.`
                  : `No ${status === 'draft' ? 'drafts' : `archived ${NOUN[kind]}`}.`}
            </Text>
            {!filtered && (
              <Button mt="sm" w="fit-content" component={Link} to={screens.create(owner, kind)}>
                {kind === 'service_post'
                  ? 'Offer a service'
                  : kind === 'service_request'
                    ? 'Request a service'
                    : 'Create a gallery'}
              </Button>
            )}
          </Card>
        }
      >
        {(p) => (
          <Stack>
            {p.data.map((s) => (
              <ServiceRow key={s.id} owner={owner} service={s} />
            ))}
            {p.last_page > 1 && (
              <Pagination
                total={p.last_page}
                value={p.current_page}
                onChange={setPage}
                getItemProps={(n) => ({ 'aria-label': `Page ${n}` })}
              />
            )}
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}

function ServiceRow({ owner, service: s }: { owner: Owner; service: ServiceCardView }) {
  const { target, archive, destroy, canPromote, confirmDelete } = useServiceActions(owner, s);
  const price = servicePrice(s);
  const place = servicePlace(s);
  return (
    <Card withBorder data-testid="owner-service">
      {/* The actions go below the title when both do not fit (a phone), never off the card. */}
      <Group justify="space-between" align="flex-start">
        <Group wrap="nowrap" align="flex-start" style={{ flex: '1 1 16rem', minWidth: 0 }}>
          {s.cover && (
            <ProductImage src={s.cover.url} alt="" type={s.owner.role} width={96} h={64} radius="sm" />
          )}
          <div>
            <Group gap="xs">
              <Anchor fw={700} component={Link} to={screens.service(owner, s.kind, s.slug)}>
                {s.title}
              </Anchor>
              <ServiceBadges service={s} />
            </Group>
            <Text size="sm" c="dimmed">
              {[[s.category_name, s.sub_category_name].filter(Boolean).join(' › '), price, place]
                .filter(Boolean)
                .join(' · ')}
            </Text>
          </div>
        </Group>
        <Group gap="xs">
          <Button
            size="xs"
            variant="light"
            component={Link}
            to={screens.edit(owner, s.kind, s.slug)}
            aria-label={`Edit ${s.title}`}
          >
            Edit
          </Button>
          {canPromote && (
            <Button
              size="xs"
              variant="subtle"
              component={Link}
              to={screens.promote(owner, s.kind, s.slug)}
              aria-label={`Promote ${s.title}`}
            >
              Promote
            </Button>
          )}
          {/* The same call archives an active service and restores an archived one. */}
          {(s.status === 'active' || s.status === 'archived') && (
            <Button
              size="xs"
              variant="subtle"
              loading={archive.isPending}
              onClick={() => archive.mutate(target)}
              aria-label={`${s.status === 'archived' ? 'Restore' : 'Archive'} ${s.title}`}
            >
              {s.status === 'archived' ? 'Restore' : 'Archive'}
            </Button>
          )}
          <Button
            size="xs"
            variant="subtle"
            color="red"
            loading={destroy.isPending}
            aria-label={`Delete ${s.title}`}
            onClick={confirmDelete}
          >
            Delete
          </Button>
        </Group>
      </Group>
    </Card>
  );
}
