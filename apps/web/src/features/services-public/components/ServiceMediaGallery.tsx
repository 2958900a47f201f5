import type { ServiceMediaView, ServiceOwnerView } from '@hctl/contracts';
import { SimpleGrid, Stack, Title } from '@mantine/core';
import { MediaTile } from '../../../components/MediaTile';

/** A service's photos and videos, in the owner's order. */
export function ServiceMediaGallery({
  media,
  title,
  owner,
}: {
  media: ServiceMediaView[];
  title: string;
  owner: ServiceOwnerView;
}) {
  if (!media.length) return null;
  return (
    <Stack component="section" aria-labelledby="service-media" gap="sm">
      <Title order={2} size="h4" id="service-media">
        Photos and videos
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }} data-testid="service-media">
        {media.map((m, i) => (
          <MediaTile
            key={m.id}
            media={m}
            alt={m.name || `${title}, photo ${i + 1}`}
            type={owner.role}
            sizes="(max-width: 768px) 100vw, 400px"
            aspectRatio="4 / 3"
          />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
