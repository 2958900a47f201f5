import { ORGANIZATION_VISIBILITY_FIELDS } from '@hctl/contracts/constants';
import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { billingKeys } from '../../../components/billing/api/keys';
import { BillingPanel } from '../../../components/billing/BillingPanel';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { OrgArea } from '../../../components/OrgArea';
import { QueryState } from '../../../components/QueryState';
import { TitledCard } from '../../../components/TitledCard';
import { usePageTitle } from '../../../components/usePageTitle';
import { VisibilitySwitches } from '../../../components/VisibilitySwitches';
import { currentPlanQuery } from '../../../lib/api/current-plan';
import { sharedKeys } from '../../../lib/api/keys';
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

/**
 * "Deactivate organization" asks first (spec fixed answer: 'Organization deactivated successfully!'):
 * the organization is hidden from everyone outside its team, and a paid plan is cancelled at once
 * and never renews (it comes back on the Basic Plan). Activating needs no question.
 */
function DeactivateDialog({
  slug,
  name,
  loading,
  onConfirm,
  onClose,
}: {
  slug: string;
  name: string;
  loading: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const plan = useQuery(currentPlanQuery(slug));
  const paid = plan.data && plan.data.amount > 0 ? plan.data : null;
  return (
    <ConfirmDialog
      title={`Deactivate ${name}?`}
      confirmLabel="Deactivate organization"
      loading={loading}
      onConfirm={onConfirm}
      onClose={onClose}
    >
      <Stack gap="xs" data-testid="deactivate-consequences">
        <Text size="sm">
          {name} is hidden at once from everyone outside your team: its profile, jobs and services stop
          showing.
        </Text>
        <Text size="sm" fw={600}>
          {paid
            ? `Its ${paid.name} ($${paid.amount.toFixed(2)} a ${paid.interval}) is cancelled now and will not renew: your card is not charged for it again, and the current ${paid.interval} is not refunded.`
            : 'If it is on a paid plan, that plan is cancelled now and will not renew.'}
        </Text>
        <Text size="sm">
          You can activate it again later; it then starts on the Basic Plan, and you can upgrade from the
          membership page.
        </Text>
      </Stack>
    </ConfirmDialog>
  );
}

export default function OrgSettingsPage() {
  const { slug = '' } = useParams();
  const [params] = useSearchParams();
  usePageTitle('Organization settings');
  const [confirming, setConfirming] = useState(false);
  const setStatus = useApiMutation({
    mutationFn: setOrganizationStatus,
    // Deactivating ends a paid plan: the plan pages and billing change with it.
    invalidate: [organizationsKeys.organization(slug), sharedKeys.plans, billingKeys.all],
    onSuccess: () => setConfirming(false),
  });
  return (
    <Container size="lg" py="xl">
      {/* Billing is its own permission: a member with billing but not profile reaches it too. */}
      <OrgArea slug={slug} permission={params.get('title') === 'billing' ? 'billing' : 'profile'}>
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
                    loading={setStatus.isPending && !confirming}
                    onClick={() =>
                      org.status === 'active'
                        ? setConfirming(true)
                        : setStatus.mutate({ slug, status: 'active' })
                    }
                  >
                    {org.status === 'active' ? 'Deactivate organization' : 'Activate organization'}
                  </Button>
                </Group>
                {confirming && (
                  <DeactivateDialog
                    slug={slug}
                    name={org.company_name}
                    loading={setStatus.isPending}
                    onConfirm={() => setStatus.mutate({ slug, status: 'deactive' })}
                    onClose={() => setConfirming(false)}
                  />
                )}
              </TitledCard>
            )}
          </Stack>
        )}
      </OrgArea>
    </Container>
  );
}
