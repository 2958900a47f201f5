import { Badge, Button, Card, Group, Stack, Tabs, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { QueryState } from '../../../components/QueryState';
import { SectionCard } from '../../../components/sections/SectionCard';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { organizationsKeys } from '../api/keys';
import { ORG_ITEM_KINDS, orgItemSection } from '../api/org-items';
import { orgPartQuery } from '../api/org-part';
import { publishOrganization } from '../api/publish-organization';
import { AccountForm, BasicForm, ContactForm } from './OrgForms';
import { AboutFacilityCard, LogoUpload, VideoCard } from './OrgMedia';

/** Every section of an organization's profile; `tab` opens one (companies/edit?title=). */
export function OrgEditor({ slug, tab }: { slug: string; tab?: string }) {
  const account = useQuery(orgPartQuery(slug, 'account'));
  const contact = useQuery(orgPartQuery(slug, 'contact'));
  const basic = useQuery(orgPartQuery(slug, 'basic'));
  const publish = useApiMutation({
    mutationFn: publishOrganization,
    invalidate: [organizationsKeys.organization(slug)],
  });
  return (
    <Stack>
      <QueryState query={account}>
        {(a) => (
          <Group justify="space-between">
            <Group>
              <Title order={1}>{a.company_name}</Title>
              <Badge color={a.is_published ? 'teal' : 'gray'}>
                {a.is_published ? 'published' : 'not published'}
              </Badge>
            </Group>
            <Group>
              <Button variant="default" component={Link} to={`/organization/${slug}/view-profile`}>
                View profile
              </Button>
              <Button onClick={() => publish.mutate(slug)}>
                {a.is_published ? 'Publish changes' : 'Publish profile'}
              </Button>
            </Group>
          </Group>
        )}
      </QueryState>
      <Tabs
        defaultValue={
          tab && ['account', 'contact', 'basic', 'media', 'programs'].includes(tab) ? tab : 'account'
        }
        keepMounted={false}
      >
        <Tabs.List>
          <Tabs.Tab value="account">Account</Tabs.Tab>
          <Tabs.Tab value="contact">Contact</Tabs.Tab>
          <Tabs.Tab value="basic">Basic info</Tabs.Tab>
          <Tabs.Tab value="media">Video and facility</Tabs.Tab>
          <Tabs.Tab value="programs">Programs and research</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="account" pt="md">
          <Card withBorder>
            <QueryState query={account}>
              {(a) => (
                <Stack>
                  <LogoUpload slug={slug} logo={a.company_profile_image} name={a.company_name} />
                  <AccountForm slug={slug} initial={a} />
                </Stack>
              )}
            </QueryState>
          </Card>
        </Tabs.Panel>
        <Tabs.Panel value="contact" pt="md">
          <Card withBorder>
            <QueryState query={contact}>{(c) => <ContactForm slug={slug} initial={c} />}</QueryState>
          </Card>
        </Tabs.Panel>
        <Tabs.Panel value="basic" pt="md">
          <Card withBorder>
            <QueryState query={basic}>{(b) => <BasicForm slug={slug} initial={b} />}</QueryState>
          </Card>
        </Tabs.Panel>
        <Tabs.Panel value="media" pt="md">
          <Stack>
            <VideoCard slug={slug} />
            <AboutFacilityCard slug={slug} />
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="programs" pt="md">
          <Stack>
            {ORG_ITEM_KINDS.map((k) => (
              <SectionCard key={k} s={orgItemSection(slug, k)} />
            ))}
          </Stack>
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
