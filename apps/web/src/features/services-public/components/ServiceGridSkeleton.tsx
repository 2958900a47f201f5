import { Card, Center, Loader, SimpleGrid, Skeleton } from '@mantine/core';

/** What a list of service cards looks like while it loads (the grid keeps its place). */
export function ServiceGridSkeleton({ count = 8 }: { count?: number }) {
  return (
    <>
      <Center>
        <Loader role="status" aria-label="Loading" size="sm" />
      </Center>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 4 }} aria-hidden="true">
        {Array.from({ length: count }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <Card withBorder key={i} padding="md">
            <Card.Section>
              <Skeleton h={140} radius={0} />
            </Card.Section>
            <Skeleton h={14} mt="md" w="80%" />
            <Skeleton h={12} mt="sm" w="50%" />
            <Skeleton h={12} mt="sm" w="60%" />
          </Card>
        ))}
      </SimpleGrid>
    </>
  );
}
