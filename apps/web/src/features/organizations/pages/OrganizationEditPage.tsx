import { Container } from '@mantine/core';
import { useParams } from 'react-router';
import { OrgArea } from '../../../components/OrgArea';
import { usePageTitle } from '../../../components/usePageTitle';
import { OrgEditor } from '../components/OrgEditor';

export default function OrganizationEditPage() {
  const { slug = '' } = useParams();
  usePageTitle('Edit organization');
  return (
    <Container size="lg" py="xl">
      <OrgArea slug={slug} permission="profile">
        {() => <OrgEditor slug={slug} />}
      </OrgArea>
    </Container>
  );
}
