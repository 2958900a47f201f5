import type { ServiceCardView } from '@hctl/contracts';
import { Badge, Card, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { SERVICE_KIND_LABELS, servicePath, servicePlace, servicePrice } from '../lib/service-format';
import { ProductAvatar, ProductImage } from './ProductImage';

/**
 * A service (offered, requested or a gallery) as lists and carousels show it, linking to its public
 * page. The whole card is the link (like JobCard), so its accessible name starts with the title.
 */
export function ServiceCard({
  service: s,
  showKind = false,
}: {
  service: ServiceCardView;
  showKind?: boolean;
}) {
  const price = servicePrice(s);
  const place = servicePlace(s);
  return (
    <Card
      withBorder
      padding="md"
      component={Link}
      to={servicePath(s)}
      data-testid="service-card"
      h="100%"
      style={{ display: 'flex', flexDirection: 'column' }}
    >
      <Card.Section pos="relative">
        {/* No cover: the owner's blur placeholder with the category on it, so the grid stays even. */}
        <ProductImage
          src={s.cover?.url}
          alt=""
          type={s.owner.role}
          sizes="(max-width: 576px) 100vw, (max-width: 992px) 50vw, 320px"
          aspectRatio="16 / 9"
        />
        {!s.cover && (
          <Text
            aria-hidden="true"
            fw={600}
            c="dark.8"
            ta="center"
            p="sm"
            pos="absolute"
            inset={0}
            style={{ display: 'flex', alignItems: 'center', justifyContent: 'center' }}
          >
            {s.category_name}
          </Text>
        )}
      </Card.Section>
      <Stack gap={6} mt="sm" style={{ flex: 1 }}>
        {(s.is_promoted || showKind) && (
          <Group gap={6}>
            {s.is_promoted && (
              <Badge color="yellow.3" c="dark.8" size="sm">
                Promoted
              </Badge>
            )}
            {showKind && (
              <Badge variant="light" size="sm">
                {SERVICE_KIND_LABELS[s.kind]}
              </Badge>
            )}
          </Group>
        )}
        <Text fw={700} lineClamp={2}>
          {s.title}
        </Text>
        <Group gap={8} wrap="nowrap">
          <ProductAvatar src={s.owner.image} alt="" type={s.owner.role} size={24} radius="xl">
            {s.owner.name.slice(0, 1)}
          </ProductAvatar>
          <Text size="sm" truncate>
            {s.owner.name}
          </Text>
        </Group>
        <Text size="sm" c="dimmed">
          {[s.category_name, s.sub_category_name].filter(Boolean).join(' › ')}
        </Text>
        <Group justify="space-between" mt="auto" gap="xs">
          {price && (
            <Text size="sm" fw={600}>
              {price}
            </Text>
          )}
          {place && (
            <Text size="sm" c="dimmed">
              {place}
            </Text>
          )}
        </Group>
      </Stack>
    </Card>
  );
}
