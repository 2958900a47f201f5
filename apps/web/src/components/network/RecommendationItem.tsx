import type { NetworkPersonView, PublicRecommendationView } from '@hctl/contracts';
import { Anchor, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { cityState } from '../../lib/address';
import { shortDate } from '../../lib/dates';
import { ProductAvatar } from '../ProductImage';
import { VideoPlayer } from '../VideoPlayer';

export const personName = (p: Pick<NetworkPersonView, 'first_name' | 'last_name'>) =>
  `${p.first_name} ${p.last_name}`;
export const personLine = (p: NetworkPersonView) =>
  [p.occupation ?? p.specialty, cityState(p)].filter(Boolean).join(' · ');

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
            <Anchor component={Link} to={`/individual/${author.slug}/view-profile`} fw={600} size="sm">
              {personName(author)}
            </Anchor>
            <Text size="xs" c="dimmed">
              {[personLine(author), relationship].filter(Boolean).join(' · ')}
            </Text>
          </div>
        </Group>
        {aside}
      </Group>
      {text && <Text style={{ whiteSpace: 'pre-wrap' }}>{text}</Text>}
      {video && <VideoPlayer src={video.url} style={{ maxWidth: '100%', maxHeight: 320 }} />}
      {postedAt && (
        <Text size="xs" c="dimmed">
          {shortDate(postedAt)}
        </Text>
      )}
    </Stack>
  );
}
