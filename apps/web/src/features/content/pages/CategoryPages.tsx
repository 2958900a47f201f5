import { CATEGORIES } from '@hctl/contracts/constants';
import { Button, Card, SimpleGrid, Text } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { StaticPage } from '../../../components/StaticPage';
import NotFoundPage from './NotFoundPage';

export function CategoriesPage() {
  return (
    <StaticPage
      title="Job categories"
      description="Browse health-care jobs by category: nursing, physicians, therapy, medical and finance."
      lead="Pick a field to see its openings and services."
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {CATEGORIES.map((c) => (
          <Card key={c.id} withBorder component={Link} to={`/categories/${c.id}`}>
            <Text fw={700}>{c.title}</Text>
            <Text size="sm" c="dimmed">
              {c.description}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
    </StaticPage>
  );
}

export function CategoryPage() {
  const { id } = useParams();
  const c = CATEGORIES.find((x) => x.id === id);
  if (!c) return <NotFoundPage />;
  return (
    <StaticPage title={c.title} description={c.description} lead={c.description}>
      <Card withBorder>
        <Text fw={600}>Openings in this category appear here as organizations publish them.</Text>
        <Text size="sm" c="dimmed" mb="sm">
          Create a free profile to be notified and apply in one click.
        </Text>
        <Button component={Link} to="/register?individual=true" w="fit-content">
          Create my profile
        </Button>
      </Card>
    </StaticPage>
  );
}
