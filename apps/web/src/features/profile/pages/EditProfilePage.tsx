import { Anchor, Button, Card, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { QueryState } from '../../../components/QueryState';
import { SECTION_UI } from '../../../components/sections/individual';
import { SectionCard } from '../../../components/sections/SectionCard';
import { usePageTitle } from '../../../components/usePageTitle';
import { accountQuery } from '../../../lib/api/account';
import { useAuth } from '../../../lib/auth-store';
import { AccountForm } from '../components/AccountForm';
import { AttachmentsCard } from '../components/AttachmentsCard';
import { ImageUpload } from '../components/ImageUpload';

export default function EditProfilePage() {
  usePageTitle('Edit profile');
  const auth = useAuth();
  const slug = auth.user?.slug;
  const account = useQuery(accountQuery());
  return (
    <Container size="lg" py="xl">
      <Stack>
        <Group justify="space-between">
          <Title order={1}>Edit profile</Title>
          <Group>
            <Button variant="light" component={Link} to={`/individual/${slug}/edit/resume`}>
              Import from resume
            </Button>
            <Button variant="default" component={Link} to={`/individual/${slug}/view-profile`}>
              View profile
            </Button>
          </Group>
        </Group>
        <QueryState query={account}>
          {(a) => (
            <Card withBorder>
              <Stack>
                <ImageUpload account={a} />
                <AccountForm a={a} />
              </Stack>
            </Card>
          )}
        </QueryState>
        <Text size="sm" c="dimmed">
          Each item has its own visibility switch. Health requirements are private unless you switch them on.
          Choose which whole sections others see in{' '}
          <Anchor component={Link} to={`/individual/${slug}/settings?title=visiblity`}>
            visibility settings
          </Anchor>
          .
        </Text>
        {SECTION_UI.map((s) => (
          <SectionCard key={s.key} s={s} />
        ))}
        <AttachmentsCard />
      </Stack>
    </Container>
  );
}
