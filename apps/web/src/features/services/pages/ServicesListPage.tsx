import { Button, Group, Stack, Tabs, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { OwnerArea } from '../../../components/OwnerArea';
import { PageTab } from '../../../components/PageTab';
import { usePageTitle } from '../../../components/usePageTitle';
import { useOwner } from '../../../lib/owner';
import { useTabParam } from '../../../lib/use-tab-param';
import { kindOfType, screens } from '../api/paths';
import { ServiceRows } from '../components/ServiceRows';

const LIST_TYPES = ['service_offering', 'service_request'] as const;

/**
 * /individual/{slug}/services and /organization/services/{slug}: the services offered and the
 * requests, one tab each (`?type=service_offering | service_request`, spec §2).
 */
export function ServicesListPage({ role }: { role: string }) {
  const owner = useOwner(role);
  const [type, setType] = useTabParam(LIST_TYPES, { param: 'type' });
  const kind = kindOfType(type);
  usePageTitle(kind === 'service_request' ? 'My service requests' : 'My services');
  return (
    <OwnerArea owner={owner} permission="services">
      <Stack>
        <Group justify="space-between">
          <div>
            <Title order={1}>Services</Title>
            <Text c="dimmed">What you offer, and what you are looking for.</Text>
          </div>
          <Group>
            {owner.role === 'organization' && (
              <Button variant="default" component={Link} to={screens.list(owner, 'service_gallery')}>
                Service galleries
              </Button>
            )}
            <Button component={Link} to={screens.create(owner, kind)}>
              {kind === 'service_request' ? 'Request a service' : 'Offer a service'}
            </Button>
          </Group>
        </Group>
        <Tabs value={type} onChange={setType} keepMounted={false}>
          <Tabs.List>
            <PageTab value="service_offering">Services offered</PageTab>
            <PageTab value="service_request">Service requests</PageTab>
          </Tabs.List>
          <Tabs.Panel value="service_offering" pt="md">
            <ServiceRows owner={owner} kind="service_post" />
          </Tabs.Panel>
          <Tabs.Panel value="service_request" pt="md">
            <ServiceRows owner={owner} kind="service_request" />
          </Tabs.Panel>
        </Tabs>
      </Stack>
    </OwnerArea>
  );
}
