import { CATEGORIES } from '@hctl/contracts/constants';
import { Button, Card, SimpleGrid, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { JobCard } from '../../../components/JobCard';
import { NotFound } from '../../../components/NotFound';
import { QueryState } from '../../../components/QueryState';
import { StaticPage } from '../../../components/StaticPage';
import { useAuth } from '../../../lib/auth-store';
import { categoryListingsQuery } from '../api/category-listings';

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
  const { id = '' } = useParams();
  const c = CATEGORIES.find((x) => x.id === id);
  if (!c) return <NotFound />;
  return (
    <StaticPage title={c.title} description={c.description} lead={c.description}>
      <CategoryJobs id={c.id} />
    </StaticPage>
  );
}

function CategoryJobs({ id }: { id: string }) {
  const auth = useAuth();
  const query = useQuery(categoryListingsQuery(id));
  return (
    <>
      <Title order={2} size="h3">
        Open jobs
      </Title>
      <QueryState
        query={query}
        isEmpty={(d) => d.jobs.length === 0}
        empty={
          <Text c="dimmed">
            No openings in this category yet: they appear here as organizations publish them.
          </Text>
        }
      >
        {(d) => (
          <SimpleGrid cols={{ base: 1, sm: 2 }} data-testid="category-jobs">
            {d.jobs.map((j) => (
              <JobCard key={j.id} job={j} />
            ))}
          </SimpleGrid>
        )}
      </QueryState>
      {!auth.isAuthenticated && (
        <Card withBorder>
          <Text fw={600}>New openings every week</Text>
          <Text size="sm" c="dimmed" mb="sm">
            Create a free profile to be notified and apply in one click.
          </Text>
          <Button component={Link} to="/register?individual=true" w="fit-content">
            Create my profile
          </Button>
        </Card>
      )}
    </>
  );
}
