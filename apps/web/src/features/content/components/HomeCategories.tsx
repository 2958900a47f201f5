import { Container, SimpleGrid, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { QueryState } from '../../../components/QueryState';
import { categoriesQuery } from '../../../lib/api/categories';
import { CategoryCard } from './CategoryCard';

/** "Browse by category": the service taxonomy from GET categories. */
export function HomeCategories() {
  const categories = useQuery(categoriesQuery());
  return (
    <Container size="lg" pb={48}>
      <Title order={2} mb="md">
        Browse by category
      </Title>
      <QueryState query={categories} isEmpty={(d) => d.length === 0}>
        {(list) => (
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
            {list.map((c) => (
              <CategoryCard key={c.id} c={c} />
            ))}
          </SimpleGrid>
        )}
      </QueryState>
    </Container>
  );
}
