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
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { QueryState } from '../../../components/QueryState';
import { usePageTitle } from '../../../components/usePageTitle';
import { ApiError, get } from '../../../lib/api-client';
import { showServerError, toastSuccess } from '../../../lib/notify';
import { type OrgShow, orgApi } from '../api/org.api';
import { OrgEditor } from '../components/OrgEditor';

/** /individual/{slug}/companies: the organizations a person owns or works in. */
export function CompaniesPage() {
  const { slug = '' } = useParams();
  usePageTitle('My companies');
  const qc = useQueryClient();
  const [filter, setFilter] = useState<'active' | 'archived'>('active');
  const list = useQuery({
    queryKey: ['organizations', 'companies', filter],
    queryFn: async () => (await get<OrgShow[]>(`/organization/list?filter=${filter}`)).data,
  });
  const archive = async (o: OrgShow) => {
    try {
      toastSuccess((await orgApi.archive(o.id)).message);
      qc.invalidateQueries({ queryKey: ['organizations'] });
    } catch (err) {
      showServerError(err);
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
                        <Badge
                          color={
                            o.approval_status === 'approved'
                              ? 'teal'
                              : o.approval_status === 'rejected'
                                ? 'red'
                                : 'yellow'
                          }
                        >
                          {o.approval_status}
                        </Badge>
                      </Group>
                    </div>
                    <Group gap="xs">
                      <Button
                        size="xs"
                        variant="light"
                        component={Link}
                        to={`/individual/${slug}/choose-organization?ct=1&company_slug=${o.slug}`}
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
                          <Button size="xs" variant="subtle" onClick={() => archive(o)}>
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
  const qc = useQueryClient();
  const [name, setName] = useState('');
  const [industry, setIndustry] = useState<string | null>(null);
  const [similar, setSimilar] = useState<{ slug: string; company_name: string }[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (name.trim().length < 3) {
      setSimilar([]);
      return;
    }
    const t = setTimeout(
      () =>
        orgApi.searchName(name.trim()).then(
          (r) => setSimilar(r.data),
          () => setSimilar([]),
        ),
      300,
    );
    return () => clearTimeout(t);
  }, [name]);
  const create = async () => {
    setBusy(true);
    setErrors({});
    try {
      const res = await orgApi.create({ company_name: name, industry_type: industry ?? undefined });
      toastSuccess(res.message);
      qc.invalidateQueries({ queryKey: ['organizations'] });
      navigate(
        `/individual/${slug}/companies/edit?org_slug=${res.data.slug}&title=account&key=${res.data.id}`,
      );
    } catch (err) {
      if (err instanceof ApiError) setErrors(err.errors);
      showServerError(err);
    } finally {
      setBusy(false);
    }
  };
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
        <Button onClick={create} loading={busy} disabled={name.trim().length < 2} w="fit-content">
          Create company
        </Button>
      </Stack>
    </Container>
  );
}

/** /individual/{slug}/companies/edit?org_slug&title&key: the organization editor, opened on `title`. */
export function CompanyEditPage() {
  const [params] = useSearchParams();
  const orgSlug = params.get('org_slug') ?? '';
  usePageTitle('Edit company');
  return (
    <Container size="lg" py="xl">
      {orgSlug ? (
        <OrgEditor slug={orgSlug} tab={params.get('title') ?? undefined} />
      ) : (
        <Alert color="red">No company chosen.</Alert>
      )}
    </Container>
  );
}
