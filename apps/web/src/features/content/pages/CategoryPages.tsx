/*
 * Category pages. Accessible names other journeys rely on (public-pages.e2e.ts, services.e2e.ts):
 * /categories: h1 "Health-care categories", one link per category named by its title.
 * /categories/{id}: h1 = the category's title; tabs "Overview", "Jobs", "Services", "Service
 * requests" (?tab=jobs|services|requests, &page=); the overview's h2 "Open jobs", "Services offered",
 * "Service requests"; cards `job-card` and `service-card`; buttons "Previous page" / "Next page".
 */
import type { CategoryListingView, CategoryView } from '@hctl/contracts';
import {
  Alert,
  Anchor,
  Button,
  Card,
  Container,
  Group,
  SimpleGrid,
  Skeleton,
  Stack,
  Tabs,
  Text,
  Title,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { JobCard } from '../../../components/JobCard';
import { NotFound } from '../../../components/NotFound';
import { QueryState } from '../../../components/QueryState';
import { ServiceCard } from '../../../components/ServiceCard';
import { StaticPage } from '../../../components/StaticPage';
import { usePageTitle } from '../../../components/usePageTitle';
import { categoriesQuery } from '../../../lib/api/categories';
import { ApiError } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth-store';
import { type CategoryMode, categoryListingsQuery } from '../api/category-listings';
import { CategoryCard } from '../components/CategoryCard';

export function CategoriesPage() {
  const categories = useQuery(categoriesQuery());
  return (
    <StaticPage
      title="Health-care categories"
      description="Browse health-care jobs, services and service requests by category: nursing, physicians, therapy, home care and more."
      lead="Pick a field to see its openings, the services professionals offer and what clients are asking for."
    >
      <QueryState query={categories} isEmpty={(d) => d.length === 0}>
        {(list) => (
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {list.map((c) => (
              <CategoryCard key={c.id} c={c} />
            ))}
          </SimpleGrid>
        )}
      </QueryState>
    </StaticPage>
  );
}

type Tab = 'overview' | 'jobs' | 'services' | 'requests';
const MODES: Record<Tab, CategoryMode> = {
  overview: 'all',
  jobs: 'jobs',
  services: 'services',
  requests: 'service-requests',
};
const PER_PAGE = 12;
const OVERVIEW_PER_SECTION = 6;

export function CategoryPage() {
  const { id = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const raw = params.get('tab') as Tab | null;
  const tab: Tab = raw && raw in MODES ? raw : 'overview';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const perPage = tab === 'overview' ? OVERVIEW_PER_SECTION : PER_PAGE;
  const query = useQuery({
    ...categoryListingsQuery(id, MODES[tab], tab === 'overview' ? 1 : page, perPage),
    retry: (n, e) => !(e instanceof ApiError && e.status === 404) && n < 2,
  });
  const go = (next: Tab, nextPage = 1) => {
    const p = new URLSearchParams();
    if (next !== 'overview') p.set('tab', next);
    if (nextPage > 1) p.set('page', String(nextPage));
    setParams(p);
  };
  if (query.error instanceof ApiError && query.error.status === 404) return <NotFound />;
  const category = query.data?.category;
  return (
    <Container size="lg" py="xl">
      <Stack>
        {category ? (
          <CategoryHeader c={category} />
        ) : query.isError ? (
          <Title order={1}>Category</Title>
        ) : (
          <Stack gap="sm" aria-hidden="true">
            <Skeleton h={36} w="50%" />
            <Skeleton h={18} w="80%" />
          </Stack>
        )}
        <Tabs value={tab} onChange={(v) => go((v as Tab) ?? 'overview')} keepMounted={false}>
          <Tabs.List mb="md">
            <Tabs.Tab value="overview">Overview</Tabs.Tab>
            {category?.job_category !== null && <Tabs.Tab value="jobs">Jobs</Tabs.Tab>}
            <Tabs.Tab value="services">Services</Tabs.Tab>
            <Tabs.Tab value="requests">Service requests</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="overview">
            <QueryState query={query}>{(d) => <Overview d={d} onSeeAll={(t) => go(t)} />}</QueryState>
          </Tabs.Panel>
          {LIST_TABS.map((t) => (
            <Tabs.Panel key={t} value={t}>
              <Paged
                query={query}
                page={page}
                onPage={(n) => go(t, n)}
                cards={LISTS[t].cards}
                empty={LISTS[t].empty}
              />
            </Tabs.Panel>
          ))}
        </Tabs>
        <JoinCard />
      </Stack>
    </Container>
  );
}

/**
 * The license types read as names: the list also holds the abbreviations a license may be filed
 * under ("RN", "Registered Nurse"), so the "Name (ABBR)" entries stand for them when there are any.
 */
const licenseNames = (c: CategoryView) => {
  const named = c.license_types.filter((t) => t.includes('('));
  return (named.length ? named : c.license_types).join(', ');
};

/** Into /search (issue 20): a job category filters jobs by it; other categories search their title. */
const categorySearch = (c: CategoryView) =>
  `/search?${new URLSearchParams(c.job_category ? { type: 'jobs', category: c.job_category } : { q: c.title })}`;

function CategoryHeader({ c }: { c: CategoryView }) {
  usePageTitle(c.title, c.description);
  return (
    <Stack gap="xs">
      <Title order={1}>{c.title}</Title>
      <Text size="lg" c="dimmed">
        {c.description}
      </Text>
      {c.requires_license && c.license_types.length > 0 && (
        <Text size="sm">Offering these services needs a verified license, such as {licenseNames(c)}.</Text>
      )}
      <Anchor component={Link} to={categorySearch(c)} size="sm" w="fit-content">
        Search and filter everything in {c.title}
      </Anchor>
    </Stack>
  );
}

const Grid = ({ children }: { children: ReactNode }) => (
  <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }}>{children}</SimpleGrid>
);
const Empty = ({ children }: { children: ReactNode }) => <Text c="dimmed">{children}</Text>;

/** The listing tabs: their overview heading, their cards and what an empty list says. */
const LIST_TABS = ['jobs', 'services', 'requests'] as const;
const LISTS: Record<
  (typeof LIST_TABS)[number],
  { title: string; cards: (d: CategoryListingView) => ReactNode[]; empty: string }
> = {
  jobs: {
    title: 'Open jobs',
    cards: (d) => d.jobs.map((j) => <JobCard key={j.id} job={j} />),
    empty: 'No openings in this category yet: they appear here as organizations publish them.',
  },
  services: {
    title: 'Services offered',
    cards: (d) => d.servicePost.map((s) => <ServiceCard key={s.id} service={s} />),
    empty: 'No services offered in this category yet.',
  },
  requests: {
    title: 'Service requests',
    cards: (d) => d.serviceRequest.map((s) => <ServiceCard key={s.id} service={s} />),
    empty: 'No one is asking for a service in this category right now.',
  },
};

/** The overview: the first few of each list, each with a way to the full, paged list. */
function Overview({ d, onSeeAll }: { d: CategoryListingView; onSeeAll: (t: Tab) => void }) {
  const sections = LIST_TABS.map((tab) => {
    const cards = LISTS[tab].cards(d);
    return { tab, title: LISTS[tab].title, count: cards.length, body: cards, empty: LISTS[tab].empty };
  });
  return (
    <Stack gap="xl">
      {sections
        .filter((s) => s.tab !== 'jobs' || d.category.job_category !== null)
        .map((s) => (
          <Stack component="section" key={s.tab} gap="sm" data-testid={`category-${s.tab}`}>
            <Group justify="space-between">
              <Title order={2} size="h3">
                {s.title}
              </Title>
              {s.count >= OVERVIEW_PER_SECTION && (
                <Button variant="subtle" size="compact-sm" onClick={() => onSeeAll(s.tab)}>
                  See all {s.title.toLowerCase()}
                </Button>
              )}
            </Group>
            {s.count ? <Grid>{s.body}</Grid> : <Empty>{s.empty}</Empty>}
          </Stack>
        ))}
    </Stack>
  );
}

/** One list of a tab, a page at a time (the API gives pages without a total: a full page means maybe more). */
function Paged({
  query,
  page,
  onPage,
  cards,
  empty,
}: {
  query: ReturnType<typeof useQuery<CategoryListingView>>;
  page: number;
  onPage: (n: number) => void;
  cards: (d: CategoryListingView) => ReactNode[];
  empty: string;
}) {
  return (
    <QueryState query={query}>
      {(d) => {
        const list = cards(d);
        return (
          <Stack
            style={{ opacity: query.isPlaceholderData ? 0.5 : 1 }}
            aria-busy={query.isPlaceholderData || undefined}
          >
            {list.length ? <Grid>{list}</Grid> : <Empty>{empty}</Empty>}
            {(page > 1 || list.length >= PER_PAGE) && (
              <Group justify="center" gap="sm">
                <Button variant="default" disabled={page <= 1} onClick={() => onPage(page - 1)}>
                  Previous page
                </Button>
                <Text size="sm" aria-live="polite">
                  Page {page}
                </Text>
                <Button variant="default" disabled={list.length < PER_PAGE} onClick={() => onPage(page + 1)}>
                  Next page
                </Button>
              </Group>
            )}
            {query.isError && (
              <Alert color="red" role="alert">
                {(query.error as Error).message}
              </Alert>
            )}
          </Stack>
        );
      }}
    </QueryState>
  );
}

function JoinCard() {
  const auth = useAuth();
  if (auth.isAuthenticated) return null;
  return (
    <Card withBorder mt="md">
      <Text fw={600}>New openings and services every week</Text>
      <Text size="sm" c="dimmed" mb="sm">
        Create a free profile to be notified, apply in one click and offer your own services.
      </Text>
      <Button component={Link} to="/register?individual=true" w="fit-content">
        Create my profile
      </Button>
    </Card>
  );
}
