import type { NetworkPersonView, PublicRecommendationView } from '@hctl/contracts';
import { Anchor, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { cityState } from '../../lib/address';
import { shortDate } from '../../lib/dates';
import { LongText } from '../LongText';
import { ProductAvatar } from '../ProductImage';
import { VideoPlayer } from '../VideoPlayer';

export const personName = (p: Pick<NetworkPersonView, 'first_name' | 'last_name'>) =>
  `${p.first_name} ${p.last_name}`;
export const personLine = (p: NetworkPersonView) =>
  [p.occupation ?? p.specialty, cityState(p)].filter(Boolean).join(' · ');

/**
 * A person's name, linked to their profile when it opens for others; an unpublished profile
 * answers 404, so its name stays plain text rather than lead to an error.
 */
export function PersonName({ person, size }: { person: NetworkPersonView; size?: 'sm' }) {
  if (!person.has_profile)
    return (
      <Text component="span" fw={600} size={size}>
        {personName(person)}
      </Text>
    );
  return (
    <Anchor component={Link} to={`/individual/${person.slug}/view-profile`} fw={600} size={size}>
      {personName(person)}
    </Anchor>
  );
}

/** What a recommendation shows: a profile's (PublicRecommendationView) or one's own (RecommendationView). */
type Recommendation = Omit<PublicRecommendationView, 'uid'>;

/** One recommendation: who wrote it, how they know the person, the text and the video. */
export function RecommendationItem({
  recommendation: {
    author,
    relationship,
    recommended_text: text,
    recommended_video: video,
    posted_at: postedAt,
  },
  aside,
}: {
  recommendation: Recommendation;
  aside?: ReactNode;
}) {
  return (
    <Stack gap={6} data-testid="recommendation">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Group gap="sm" wrap="nowrap">
          <ProductAvatar src={author.profile_image} alt="" type="individual" size={40} />
          <div>
            <PersonName person={author} size="sm" />
            <Text size="xs" c="dimmed">
              {[personLine(author), relationship].filter(Boolean).join(' · ')}
            </Text>
          </div>
        </Group>
        {aside}
      </Group>
      {text && <LongText>{text}</LongText>}
      {video && <VideoPlayer src={video.url} style={{ maxWidth: '100%', maxHeight: 320 }} />}
      {postedAt && (
        <Text size="xs" c="dimmed">
          {shortDate(postedAt)}
        </Text>
      )}
    </Stack>
  );
}
