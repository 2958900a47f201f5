import { Container } from '@mantine/core';
import { useParams } from 'react-router';
import { GroupOutside } from '../components/GroupOutside';

/** /groups/{groupSlug}: a group's page for anyone, visitors included (GET public-groups/{slug}). */
export default function PublicGroupPage() {
  const { groupSlug = '' } = useParams();
  return (
    <Container size="md" py="xl">
      <GroupOutside slug={groupSlug} />
    </Container>
  );
}
