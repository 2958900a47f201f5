import type { OrganizationNameMatchView } from '@hctl/contracts';
import { INDUSTRY_TYPES } from '@hctl/contracts/constants';
import {
  Alert,
  Badge,
  Button,
  Card,
  Container,
  Group,
  Select,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { ApprovalBadge } from '../../../components/ApprovalBadge';
import { QueryState } from '../../../components/QueryState';
import { usePageTitle } from '../../../components/usePageTitle';
import { enterOrganization } from '../../../lib/api/enter-organization';
import { toastError } from '../../../lib/notify';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { archiveOrganization } from '../api/archive-organization';
import { companiesQuery } from '../api/companies';
import { createOrganization } from '../api/create-organization';
import { organizationsKeys } from '../api/keys';
import { searchOrganizationNames } from '../api/search-organization-names';
import { OrgEditor } from '../components/OrgEditor';

/** /individual/{slug}/companies: the organizations a person owns or works in. */
export function CompaniesPage() {
  const { slug = '' } = useParams();
  usePageTitle('My companies');
  const [filter, setFilter] = useState<'active' | 'archived'>('active');
  const list = useQuery(companiesQuery(filter));
  const archive = useApiMutation({ mutationFn: archiveOrganization, invalidate: [organizationsKeys.lists] });
  const navigate = useNavigate();
  const [entering, setEntering] = useState<string | null>(null);
  // The organization is already chosen here: straight to its dashboard, not a second chooser.
  const workAs = async (orgSlug: string) => {
    setEntering(orgSlug);
    try {
      await enterOrganization(orgSlug);
      navigate(`/organization/${orgSlug}/dashboard`);
    } catch (err) {
      toastError(err instanceof Error ? err.message : 'Could not open this organization. Try again.');
    } finally {
      setEntering(null);
    }
  };
  return (
    <Container size="md" py="xl">
      <Stack>
        <Group justify="space-between">
          <Title order={1}>My companies</Title>
          <Button component={Link} to={`/individual/${slug}/companies/create`}>
            Create a company
          </Button>
        </Group>
        <Select
          w={200}
          data={[
            { value: 'active', label: 'Active' },
            { value: 'archived', label: 'Archived' },
          ]}
          value={filter}
          onChange={(v) => setFilter((v as 'active' | 'archived') ?? 'active')}
          aria-label="Filter"
        />
        <QueryState
          query={list}
          isEmpty={(d) => d.length === 0}
          empty={<Text c="dimmed">No {filter} companies.</Text>}
        >
          {(orgs) => (
            <Stack>
              {orgs.map((o) => (
                <Card withBorder key={o.id} data-testid="company">
                  <Group justify="space-between">
                    <div>
                      <Text fw={700}>{o.company_name}</Text>
                      <Group gap={4}>
                        <Badge variant="light">{o.is_owner ? 'Owner' : 'Member'}</Badge>
                        <ApprovalBadge status={o.approval_status} />
                      </Group>
                    </div>
                    <Group gap="xs">
                      <Button
                        size="xs"
                        variant="light"
                        loading={entering === o.slug}
                        onClick={() => workAs(o.slug)}
                      >
                        Work as {o.company_name}
                      </Button>
                      {o.is_owner && (
                        <>
                          <Button
                            size="xs"
                            variant="default"
                            component={Link}
                            to={`/individual/${slug}/companies/edit?org_slug=${o.slug}&title=account&key=${o.id}`}
                          >
                            Edit
                          </Button>
                          <Button size="xs" variant="subtle" onClick={() => archive.mutate(o.id)}>
                            {o.is_archived ? 'Restore' : 'Archive'}
                          </Button>
                        </>
                      )}
                    </Group>
                  </Group>
                </Card>
              ))}
            </Stack>
          )}
        </QueryState>
      </Stack>
    </Container>
  );
}

/** /individual/{slug}/companies/create: warns about similar names before creating. */
export function CompanyCreatePage() {
  const { slug = '' } = useParams();
  usePageTitle('Create a company');
  const navigate = useNavigate();
  const [name, setName] = useState('');
  const [industry, setIndustry] = useState<string | null>(null);
  const [similar, setSimilar] = useState<OrganizationNameMatchView[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  useEffect(() => {
    if (name.trim().length < 3) {
      setSimilar([]);
      return;
    }
    const t = setTimeout(
      () => searchOrganizationNames(name.trim()).then(setSimilar, () => setSimilar([])),
      300,
    );
    return () => clearTimeout(t);
  }, [name]);
  const create = useApiMutation({
    mutationFn: createOrganization,
    invalidate: [organizationsKeys.lists],
    onFieldErrors: setErrors,
    onSuccess: (res) =>
      navigate(
        `/individual/${slug}/companies/edit?org_slug=${res.data.slug}&title=account&key=${res.data.id}`,
      ),
  });
  return (
    <Container size="sm" py="xl">
      <Stack>
        <Title order={1}>Create a company</Title>
        <TextInput
          label="Organization name"
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
          error={errors.company_name}
        />
        {similar.length > 0 && (
          <Alert color="yellow" title="Similar organizations already exist">
            {similar.map((s) => s.company_name).join(', ')}. If yours is one of them, ask its owner to invite
            you instead.
          </Alert>
        )}
        <Select
          label="Industry type"
          data={[...INDUSTRY_TYPES]}
          value={industry}
          onChange={setIndustry}
          clearable
          error={errors.industry_type}
        />
        <Text size="sm" c="dimmed">
          New organizations are reviewed by our team before they can publish jobs.
        </Text>
        <Button
          onClick={() => {
            setErrors({});
            create.mutate({ company_name: name, industry_type: industry ?? undefined });
          }}
          loading={create.isPending}
          disabled={name.trim().length < 2}
          w="fit-content"
        >
          Create company
        </Button>
      </Stack>
    </Container>
  );
}

/** /individual/{slug}/companies/edit?org_slug&title&key: the organization editor, opened on `title`. */
export function CompanyEditPage() {
  const { slug = '' } = useParams();
  const [params] = useSearchParams();
  const orgSlug = params.get('org_slug') ?? '';
  usePageTitle('Edit company');
  return (
    <Container size="lg" py="xl">
      {orgSlug ? (
        <OrgEditor slug={orgSlug} tab={params.get('title') ?? undefined} />
      ) : (
        <Alert color="yellow" title="No company chosen">
          <Stack gap="xs">
            <Text size="sm">Choose the company to edit from your companies.</Text>
            <Button
              size="xs"
              variant="light"
              w="fit-content"
              component={Link}
              to={`/individual/${slug}/companies`}
            >
              My companies
            </Button>
          </Stack>
        </Alert>
      )}
    </Container>
  );
}
