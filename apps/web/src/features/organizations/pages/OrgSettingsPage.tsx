import { ORGANIZATION_VISIBILITY_FIELDS } from '@hctl/contracts/constants';
import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams, useSearchParams } from 'react-router';
import { BillingPanel } from '../../../components/billing/BillingPanel';
import { OrgArea } from '../../../components/OrgArea';
import { QueryState } from '../../../components/QueryState';
import { TitledCard } from '../../../components/TitledCard';
import { usePageTitle } from '../../../components/usePageTitle';
import { VisibilitySwitches } from '../../../components/VisibilitySwitches';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { organizationsKeys } from '../api/keys';
import { orgPartQuery } from '../api/org-part';
import { saveOrgPart } from '../api/save-org-part';
import { setOrganizationStatus } from '../api/set-organization-status';

const label = (f: string) => f.replace(/_/g, ' ').replace(/^./, (c) => c.toUpperCase());

function Visibility({ slug }: { slug: string }) {
  const query = useQuery(orgPartQuery(slug, 'visibility'));
  const save = useApiMutation({
    mutationFn: (body: Record<string, boolean>) => saveOrgPart({ slug, part: 'visibility', body }),
    invalidate: [organizationsKeys.organization(slug), organizationsKeys.publicProfile(slug)],
  });
  return (
    <TitledCard title="What visitors see" titleGap="xs">
      <QueryState query={query}>
        {(saved) => (
          <VisibilitySwitches
            fields={ORGANIZATION_VISIBILITY_FIELDS}
            label={label}
            saved={saved}
            cols={{ base: 1, sm: 2, md: 3 }}
            onSave={save.mutate}
          />
        )}
      </QueryState>
    </TitledCard>
  );
}

export default function OrgSettingsPage() {
  const { slug = '' } = useParams();
  const [params] = useSearchParams();
  usePageTitle('Organization settings');
  const setStatus = useApiMutation({
    mutationFn: setOrganizationStatus,
    invalidate: [organizationsKeys.organization(slug)],
  });
  return (
    <Container size="lg" py="xl">
      <OrgArea slug={slug} permission="profile">
        {(org) => (
          <Stack>
            <Title order={1}>Settings · {org.company_name}</Title>
            {params.get('title') === 'billing' && org.permissions?.includes('billing') ? (
              <BillingPanel slug={slug} />
            ) : (
              <Visibility slug={slug} />
            )}
            {org.permissions?.includes('billing') && params.get('title') !== 'billing' && (
              <Button variant="light" w="fit-content" component={Link} to={`?title=billing`}>
                Billing methods and history
              </Button>
            )}
            {org.is_owner && (
              <TitledCard title="Status" titleGap="xs">
                <Group>
                  <Text size="sm">
                    {org.status === 'active'
                      ? 'Active: visible and able to hire.'
                      : 'Deactivated: hidden from everyone outside your team.'}
                  </Text>
                  <Button
                    variant="light"
                    color={org.status === 'active' ? 'red' : 'teal'}
                    onClick={() =>
                      setStatus.mutate({ slug, status: org.status === 'active' ? 'deactive' : 'active' })
                    }
                  >
                    {org.status === 'active' ? 'Deactivate organization' : 'Activate organization'}
                  </Button>
                </Group>
              </TitledCard>
            )}
          </Stack>
        )}
      </OrgArea>
    </Container>
  );
}
