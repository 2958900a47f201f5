import { QUOTATION_KINDS, type QuotationKind, type ServiceView } from '@hctl/contracts';
import { Alert, Button, Card, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, Navigate, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { MessageTextarea } from '../../../components/MessageTextarea';
import { OrgArea } from '../../../components/OrgArea';
import { QueryState } from '../../../components/QueryState';
import { usePageTitle } from '../../../components/usePageTitle';
import { ApiError, newIdempotencyKey } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth-store';
import { toastSuccess } from '../../../lib/notify';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { requestQuote } from '../api/conversation';
import { quotationsKeys } from '../api/keys';
import { serviceSummaryQuery } from '../api/service-summary';

interface Ask {
  kind: QuotationKind;
  receiverId: number;
  serviceId: number;
  serviceSlug: string | null;
  /** The inbox the quotation lands in (`/quotation/{slug}`). */
  slug: string;
  organizationId?: number;
  asName: string;
}

/**
 * `/quotation-requests/{slug}?receiver_id&service_id&type&mode` (spec §2): write a new quotation.
 * type service: ask the owner of a service post (`receiver_id`) for a quote on it (`service_id`);
 * type service_request: send a quote to the owner of a service request. mode individual: `slug` is
 * the signed-in person; mode organization: `slug` is an organization they act for (services
 * permission). `service_slug`, beside the spec's query, lets the screen show the service.
 */
export default function QuotationRequestPage() {
  const { slug = '' } = useParams();
  const [params] = useSearchParams();
  const auth = useAuth();
  const location = useLocation();
  const type = params.get('type');
  const kind = (QUOTATION_KINDS as readonly string[]).includes(type ?? '') ? (type as QuotationKind) : null;
  const receiverId = Number(params.get('receiver_id'));
  const serviceId = Number(params.get('service_id'));
  const mode = params.get('mode') === 'organization' ? 'organization' : 'individual';
  usePageTitle(kind === 'service_request' ? 'Send a quote' : 'Request a quote');
  if (!auth.user) return null;
  if (!kind || !(receiverId > 0) || !(serviceId > 0))
    return (
      <Container size="sm" py="xl">
        <Alert color="red" role="alert" title="This link is incomplete">
          Open the service again and choose Request a quote (or Send a quote on a service request).
        </Alert>
      </Container>
    );
  const base = { kind, receiverId, serviceId, serviceSlug: params.get('service_slug'), slug };
  if (mode === 'individual') {
    // Someone else's slug would file the quotation under their name: the person's own is used.
    if (slug !== auth.user.slug) {
      const path = `/quotation-requests/${encodeURIComponent(auth.user.slug)}${location.search}`;
      return <Navigate to={path} replace />;
    }
    return <RequestForm ask={{ ...base, asName: auth.userName || 'you' }} />;
  }
  return (
    <OrgArea slug={slug} permission="services">
      {(org) => <RequestForm ask={{ ...base, organizationId: org.id, asName: org.company_name }} />}
    </OrgArea>
  );
}

function ServiceSummary({ s }: { s: ServiceView }) {
  return (
    <Card withBorder data-testid="request-service">
      <Text size="sm" c="dimmed">
        {s.kind === 'service_request' ? 'Service request by' : 'Service offered by'} {s.owner.name}
      </Text>
      <Text fw={700}>{s.title}</Text>
      <Text size="sm" lineClamp={3}>
        {s.excerpt}
      </Text>
    </Card>
  );
}

function RequestForm({ ask }: { ask: Ask }) {
  const navigate = useNavigate();
  const service = useQuery({
    ...serviceSummaryQuery(ask.serviceSlug ?? '', ask.kind),
    enabled: Boolean(ask.serviceSlug),
  });
  const title = service.data?.title;
  // The greeting names the service once it has loaded, until the person edits it.
  const [edited, setText] = useState<string | null>(null);
  const text =
    edited ??
    (ask.kind === 'service'
      ? `Hello, I would like a quote${title ? ` for "${title}"` : ''}. `
      : `Hello, I can help with your request${title ? ` "${title}"` : ''}. `);
  const [errors, setErrors] = useState<Record<string, string>>({});
  // One client_id per form: pressing Send again after a lost answer creates one quotation.
  const [clientId] = useState(newIdempotencyKey);
  const send = useApiMutation({
    mutationFn: requestQuote,
    invalidate: [quotationsKeys.all],
    onFieldErrors: setErrors,
    onSuccess: (res, v) => open(res.data.quotation.id, v.body.is_draft === true),
    // Already asked (another tab, an earlier visit): the open quotation is where to go on.
    onError: (err) => {
      const existing =
        err instanceof ApiError && err.status === 409 && Number(err.errors.service_quotation_id);
      if (!existing) return false;
      toastSuccess('You already have an open quotation for this service: here it is.');
      open(existing);
      return true;
    },
  });
  const open = (id: number, draft?: boolean) => {
    const query = new URLSearchParams();
    if (ask.kind !== 'service') query.set('kind', ask.kind);
    if (draft) query.set('section', 'draft');
    query.set('q', String(id));
    navigate(`/quotation/${encodeURIComponent(ask.slug)}?${query}`);
  };
  const submit = (isDraft: boolean) =>
    send.mutate({
      kind: ask.kind,
      body: {
        receiver_id: ask.receiverId,
        service_id: ask.serviceId,
        message: text.trim(),
        is_draft: isDraft,
        organization_id: ask.organizationId,
        client_id: isDraft ? `${clientId}-d` : clientId,
      },
    });
  const fieldError = errors.message ?? errors.receiver_id ?? errors.service_id ?? errors.organization_id;
  return (
    <Container size="sm" py="xl">
      <Stack>
        <Title order={1}>{ask.kind === 'service' ? 'Request a quote' : 'Send a quote'}</Title>
        <Text c="dimmed">
          Written as {ask.asName}. The conversation, offers and payment continue in your quotations.
        </Text>
        {ask.serviceSlug && <QueryState query={service}>{(s) => <ServiceSummary s={s} />}</QueryState>}
        <MessageTextarea
          minRows={5}
          maxRows={12}
          value={text}
          onChange={setText}
          error={fieldError}
          data-autofocus
        />
        <Group justify="flex-end">
          <Button variant="default" component={Link} to={`/quotation/${encodeURIComponent(ask.slug)}`}>
            Cancel
          </Button>
          <Button
            variant="light"
            loading={send.isPending && send.variables?.body.is_draft === true}
            disabled={send.isPending || !text.trim()}
            onClick={() => submit(true)}
          >
            Save as draft
          </Button>
          <Button
            loading={send.isPending && send.variables?.body.is_draft !== true}
            disabled={send.isPending || !text.trim()}
            onClick={() => submit(false)}
          >
            {ask.kind === 'service' ? 'Request quote' : 'Send quote'}
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}
