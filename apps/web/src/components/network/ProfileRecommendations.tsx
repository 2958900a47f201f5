import { Anchor, Card, Divider, Group, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { publicRecommendationsQuery } from '../../lib/api/network';
import { RecommendationItem } from './RecommendationItem';

/**
 * A public profile's recommendations: the posted ones the person shows (the owner also gets a link
 * to manage them). Nothing while loading or when there is nothing to show: it is a secondary section.
 */
export function ProfileRecommendations({ slug, isOwner }: { slug: string; isOwner: boolean }) {
  const query = useQuery(publicRecommendationsQuery(slug));
  const d = query.data;
  if (!d) return null;
  return (
    <>
      {(d.data.length > 0 || isOwner) && (
        <Card withBorder data-testid="profile-recommendations">
          <Group justify="space-between" mb="xs">
            <Title order={2} size="h4">
              Recommendations
            </Title>
            {isOwner && (
              <Anchor component={Link} to={`/individual/${slug}/recommendations`} size="sm">
                Manage recommendations
              </Anchor>
            )}
          </Group>
          <Stack gap="md">
            {d.data.map((r, k) => (
              <Stack key={r.uid} gap="md">
                {k > 0 && <Divider />}
                <RecommendationItem recommendation={r} />
              </Stack>
            ))}
            {d.data.length === 0 && (
              <Anchor component={Link} to={`/individual/${slug}/recommendations?tab=ask`}>
                Ask your connections for a recommendation
              </Anchor>
            )}
          </Stack>
        </Card>
      )}
    </>
  );
}
