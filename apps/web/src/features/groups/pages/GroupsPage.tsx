import { Button, Container, Group, SimpleGrid, Stack, Tabs, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { LoadMore } from '../../../components/LoadMore';
import { PageTab } from '../../../components/PageTab';
import { QueryState } from '../../../components/QueryState';
import { usePageTitle } from '../../../components/usePageTitle';
import { useTabParam } from '../../../lib/use-tab-param';
import { groupListQuery } from '../api/groups';
import { GroupCard } from '../components/GroupCard';
import { GroupFormModal } from '../components/GroupForm';

function GroupGrid({ scope, search, slug }: { scope: 'mine' | 'discover'; search: string; slug: string }) {
  const q = useInfiniteQuery(groupListQuery(scope, search));
  return (
    <QueryState
      query={q}
      isEmpty={(d) => !d.pages[0]?.data.length}
      empty={
        <Text c="dimmed" ta="center" py="xl" data-testid={`${scope}-empty`}>
          {scope === 'mine'
            ? 'You are not in any group yet. Discover groups or create one.'
            : search
              ? `No group matches “${search}”.`
              : 'No groups yet. Create the first one.'}
        </Text>
      }
    >
      {(d) => (
        <Stack>
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
            {d.pages
              .flatMap((pg) => pg.data)
              .map((g) => (
                <GroupCard key={g.id} group={g} to={`/individual/${slug}/groups/view/${g.slug}`} />
              ))}
          </SimpleGrid>
          <LoadMore query={q} variant="default" w="fit-content" mx="auto">
            Show more groups
          </LoadMore>
        </Stack>
      )}
    </QueryState>
  );
}

/**
 * /individual/{slug}/groups (spec §2): the person's groups, discovery with search (`?tab=discover`),
 * and creating a group.
 */
export default function GroupsPage() {
  const { slug = '' } = useParams();
  const [params] = useSearchParams();
  const [tab, setTab] = useTabParam(['mine', 'discover'], { omitFirst: true });
  const [search, setSearch] = useState(params.get('search') ?? '');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const [creating, setCreating] = useState(false);
  usePageTitle(tab === 'mine' ? 'My groups' : 'Discover groups');
  return (
    <Container size="lg" py="xl">
      <Stack>
        <Group justify="space-between">
          <div>
            <Title order={1}>Groups</Title>
            <Text c="dimmed">Communities of health-care professionals: ask, share and learn together.</Text>
          </div>
          <Button onClick={() => setCreating(true)}>Create a group</Button>
        </Group>
        <Tabs value={tab} onChange={setTab} keepMounted={false}>
          <Tabs.List>
            <PageTab value="mine">My groups</PageTab>
            <PageTab value="discover">Discover</PageTab>
          </Tabs.List>
          <Tabs.Panel value="mine" pt="md">
            <GroupGrid scope="mine" search="" slug={slug} />
          </Tabs.Panel>
          <Tabs.Panel value="discover" pt="md">
            <Stack>
              <TextInput
                type="search"
                label="Search groups"
                placeholder="Name, topic…"
                value={search}
                onChange={(e) => setSearch(e.currentTarget.value)}
                maw={420}
              />
              <GroupGrid scope="discover" search={debounced} slug={slug} />
            </Stack>
          </Tabs.Panel>
        </Tabs>
      </Stack>
      {creating && <GroupFormModal opened onClose={() => setCreating(false)} />}
    </Container>
  );
}
