import type { GroupMediaView } from '@hctl/contracts';
import { SimpleGrid } from '@mantine/core';
import { MediaTile } from '../../../components/MediaTile';

/** A post's photos and videos (at most 5), in the author's order. */
export function PostMedia({ media, author }: { media: GroupMediaView[]; author: string }) {
  if (!media.length) return null;
  return (
    <SimpleGrid cols={media.length === 1 ? 1 : 2} spacing={4} data-testid="post-media">
      {media.map((m, i) => (
        <MediaTile
          key={m.id}
          media={m}
          alt={`Photo ${i + 1} of ${media.length} posted by ${author}`}
          type="group"
          sizes={media.length === 1 ? '(max-width: 768px) 100vw, 640px' : '(max-width: 768px) 50vw, 320px'}
          aspectRatio={media.length === 1 ? '16 / 10' : '1 / 1'}
        />
      ))}
    </SimpleGrid>
  );
}
