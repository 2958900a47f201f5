import { Button, Group, Stack, Tabs, Text, Title } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { OwnerArea } from '../../../components/OwnerArea';
import { usePageTitle } from '../../../components/usePageTitle';
import { useOwner } from '../../../lib/owner';
import { kindOfType, screens, typeOfKind } from '../api/paths';
import { ServiceRows } from '../components/ServiceRows';

/**
 * /individual/{slug}/services and /organization/services/{slug}: the services offered and the
 * requests, one tab each (`?type=service_offering | service_request`, spec §2).
 */
export function ServicesListPage({ role }: { role: string }) {
  const owner = useOwner(role);
  const [params, setParams] = useSearchParams();
  const kind = kindOfType(params.get('type'));
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
        <Tabs
          value={typeOfKind(kind)}
          onChange={(v) => v && setParams({ type: v }, { replace: true })}
          keepMounted={false}
        >
          <Tabs.List>
            <Tabs.Tab value="service_offering">Services offered</Tabs.Tab>
            <Tabs.Tab value="service_request">Service requests</Tabs.Tab>
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
