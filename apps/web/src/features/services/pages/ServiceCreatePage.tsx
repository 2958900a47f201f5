import { Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { OwnerArea } from '../../../components/OwnerArea';
import { usePageTitle } from '../../../components/usePageTitle';
import { useOwner } from '../../../lib/owner';
import { createService } from '../api/create-service';
import { servicesKeys } from '../api/keys';
import { kindOfType, screens, typeOfKind } from '../api/paths';
import { type CarriedServiceValues, ServiceForm } from '../components/ServiceForm';
import { useServiceSave } from '../components/use-service-save';

/**
 * /individual/{slug}/services/create and /organization/services/{slug}/create: offer a service or
 * ask for one. The answer's `next` (spec §4) sends the owner to promote it ("advertise" chosen and
 * the plan has promotions) or to its page.
 */
export function ServiceCreatePage({ role }: { role: string }) {
  const owner = useOwner(role);
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const kind = kindOfType(params.get('type'));
  usePageTitle(kind === 'service_request' ? 'Request a service' : 'Offer a service');
  const [carried, setCarried] = useState<CarriedServiceValues>();
  const submit = useServiceSave({
    mode: 'create',
    gallery: false,
    call: ({ form, onProgress }) => createService({ owner, kind, form, onProgress }),
    invalidate: [servicesKeys.owner(owner)],
    onSaved: (res) =>
      navigate(
        res.data.next === 'promote'
          ? screens.promote(owner, kind, res.data.service.slug)
          : screens.service(owner, kind, res.data.service.slug),
      ),
  });
  return (
    <OwnerArea owner={owner} permission="services" size="md">
      <Stack>
        <Title order={1}>{kind === 'service_request' ? 'Request a service' : 'Offer a service'}</Title>
        <Text c="dimmed">
          {kind === 'service_request'
            ? 'Describe what you need; providers find it on the services page and in its category.'
            : 'Describe what you offer; clients find it on the services page and in its category.'}
        </Text>
        <ServiceForm
          // A new form for the other kind (the price defaults differ), with what was written kept.
          key={kind}
          kind={kind}
          canChooseKind
          carried={carried}
          onKindChange={(k, kept) => {
            setCarried(kept);
            setParams({ type: typeOfKind(k) }, { replace: true });
          }}
          submitLabel={kind === 'service_request' ? 'Post request' : 'Publish service'}
          submit={submit}
        />
      </Stack>
    </OwnerArea>
  );
}
