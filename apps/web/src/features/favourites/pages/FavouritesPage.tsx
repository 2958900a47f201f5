import { FAVOURITE_MODES, type FavouriteMode } from '@hctl/contracts';
import { Anchor, Button, Card, Chip, Container, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { ListPages } from '../../../components/ListPages';
import { OrgArea } from '../../../components/OrgArea';
import { ProductAvatar } from '../../../components/ProductImage';
import { QueryState } from '../../../components/QueryState';
import { usePageTitle } from '../../../components/usePageTitle';
import {
  type FavouriteOwner,
  favouritesKeys,
  favouritesQuery,
  toggleFavourite,
} from '../../../lib/api/favourites';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { useListPage } from '../../../lib/use-list-page';

const LABEL: Record<FavouriteMode, string> = {
  job: 'Jobs',
  service: 'Services',
  request: 'Service requests',
  gallery: 'Galleries',
  profile: 'People',
  organization: 'Organizations',
  group: 'Groups',
};
const IMAGE_TYPE = { profile: 'individual', group: 'group' } as const;

/** spec §2 `/{role}/{slug}/favourites/all`: saved items as cards, with type chips and remove. */
export function FavouritesPage({ role }: { role: 'individual' | 'organization' }) {
  const { slug = '' } = useParams();
  usePageTitle('Favourites');
  const owner = { role, slug };
  return (
    <Container size="lg" py="xl">
      {role === 'organization' ? (
        <OrgArea slug={slug}>{() => <FavouritesScreen owner={owner} />}</OrgArea>
      ) : (
        <FavouritesScreen owner={owner} />
      )}
    </Container>
  );
}

function FavouritesScreen({ owner }: { owner: FavouriteOwner }) {
  const [filter, setFilter] = useState<'all' | FavouriteMode>('all');
  const { page, setPage, toFirstPage } = useListPage();
  const query = useQuery(favouritesQuery(owner, filter, page));
  const remove = useApiMutation({ mutationFn: toggleFavourite, invalidate: [favouritesKeys.all] });
  return (
    <Stack>
      <Title order={1} size="h2">
        Favourites
      </Title>
      <Chip.Group value={filter} onChange={(v) => toFirstPage(setFilter)(v as 'all' | FavouriteMode)}>
        <Group gap="xs" role="group" aria-label="Show">
          <Chip value="all">All</Chip>
          {FAVOURITE_MODES.map((m) => (
            <Chip key={m} value={m}>
              {LABEL[m]}
            </Chip>
          ))}
        </Group>
      </Chip.Group>
      <QueryState
        query={query}
        isEmpty={(d) => d.data.length === 0}
        empty={
          <Text c="dimmed" data-testid="favourites-empty">
            Nothing saved here yet. Use Save on a job, service or profile to keep it here.
          </Text>
        }
      >
        {(d) => (
          <Stack>
            <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
              {d.data.map((f) => (
                <Card key={f.id} withBorder data-testid="favourite">
                  <Group wrap="nowrap" align="flex-start">
                    <ProductAvatar
                      src={f.image}
                      type={f.mode === 'profile' || f.mode === 'group' ? IMAGE_TYPE[f.mode] : 'organization'}
                      size={48}
                      radius="md"
                      alt=""
                    />
                    <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
                      <Text size="xs" c="dimmed">
                        {LABEL[f.mode]}
                      </Text>
                      <Anchor component={Link} to={f.link} fw={600} lineClamp={2}>
                        {f.title}
                      </Anchor>
                      {f.subtitle && (
                        <Text size="sm" c="dimmed" truncate>
                          {f.subtitle}
                        </Text>
                      )}
                    </Stack>
                  </Group>
                  <Button
                    mt="sm"
                    size="xs"
                    variant="light"
                    color="red"
                    loading={remove.isPending}
                    aria-label={`Remove ${f.title} from favourites`}
                    onClick={() => remove.run({ owner, mode: f.mode, target: f.target })}
                  >
                    Remove
                  </Button>
                </Card>
              ))}
            </SimpleGrid>
            <ListPages total={d.last_page} page={page} setPage={setPage} label="Favourite pages" />
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}
