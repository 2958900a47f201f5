import { Button, Card, Container, Group, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { usePageTitle } from '../../../components/usePageTitle';
import { authStore, useAuth } from '../../../lib/auth-store';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { chooseCategory } from '../api/choose-category';
import { invitationsQuery } from '../api/invitations';
import { specialtiesQuery } from '../api/specialties';

const OPTIONS = [
  {
    value: 'professional',
    title: 'Health-care professional',
    text: 'Nurse, physician, therapist or allied health. Build a verified profile and find work.',
  },
  {
    value: 'candidate',
    title: 'Job seeker / student',
    text: 'Starting out or changing careers in health care.',
  },
  {
    value: 'service_provider',
    title: 'Service provider',
    text: 'Offer services such as staffing, billing or training.',
  },
];

/** First sign-in of a new individual (spec §4): choose what describes you best. */
export default function ChoosePage() {
  usePageTitle('Tell us about you');
  const auth = useAuth();
  const navigate = useNavigate();
  const [category, setCategory] = useState<string | null>(null);
  const [specialty, setSpecialty] = useState<string | null>(null);
  const specialties = useQuery(specialtiesQuery());
  const invitations = useQuery(invitationsQuery());
  const save = useApiMutation({
    mutationFn: () => chooseCategory({ category: category!, specialty: specialty ?? undefined }),
    onSuccess: () => {
      if (auth.user) authStore.set({ user: { ...auth.user, category } });
      navigate(`/individual/${auth.user?.slug}/dashboard`);
    },
  });
  return (
    <Container size="md" py="xl">
      <Stack>
        {invitations.data?.map((i) => (
          // Someone who registered from an invitation is told it waits for them, and may go to it now.
          <Card key={i.id} withBorder bg="blue.0" data-testid="choose-invitation">
            <Group justify="space-between">
              <Text size="sm">
                {i.company_name} invited you to join their team as <b>{i.role_name}</b>.
              </Text>
              <Button size="xs" component={Link} to={`/individual/${auth.user?.slug}/dashboard#invitations`}>
                Go to the invitation
              </Button>
            </Group>
          </Card>
        ))}
        <Title order={1}>What describes you best?</Title>
        <Text c="dimmed">We use this to show you the right jobs and tools. You can change it later.</Text>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          {OPTIONS.map((o) => (
            <Card
              key={o.value}
              withBorder
              role="radio"
              aria-checked={category === o.value}
              tabIndex={0}
              onClick={() => setCategory(o.value)}
              onKeyDown={(e) => e.key === 'Enter' && setCategory(o.value)}
              style={{
                cursor: 'pointer',
                borderColor: category === o.value ? 'var(--mantine-color-teal-6)' : undefined,
                borderWidth: 2,
              }}
            >
              <Text fw={700}>{o.title}</Text>
              <Text size="sm" c="dimmed">
                {o.text}
              </Text>
            </Card>
          ))}
        </SimpleGrid>
        <Select
          label="Specialty (optional)"
          placeholder={specialties.isError ? 'Could not load specialties' : 'Choose your specialty'}
          data={(specialties.data ?? []).map((s) => s.name)}
          value={specialty}
          onChange={setSpecialty}
          searchable
          clearable
          maw={420}
        />
        <Button onClick={() => save.mutate()} disabled={!category} loading={save.isPending} w="fit-content">
          Continue
        </Button>
      </Stack>
    </Container>
  );
}
