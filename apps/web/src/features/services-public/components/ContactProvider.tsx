import type { ServiceView } from '@hctl/contracts';
import { Button, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { MessageTextarea } from '../../../components/MessageTextarea';
import { newIdempotencyKey } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth-store';
import { signInLink } from '../../../lib/safe-redirect';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { contactProvider } from '../api/contact-provider';

/**
 * Where the viewer asks for a quote (a service post) or sends one (a service request): the
 * quotation screen `/quotation-requests/{slug}?receiver_id&service_id&type&mode` (spec §2), as the
 * organization when acting for one, else as the person; `service_slug` lets it show the service.
 */
export function quoteLink(service: ServiceView, auth: ReturnType<typeof useAuth>) {
  const org = auth.role === 'organization' ? auth.showData.organization : null;
  const slug = org ? org.slug : (auth.user?.slug ?? '');
  const query = new URLSearchParams({
    receiver_id: String(service.owner.id),
    service_id: String(service.id),
    type: service.kind === 'service_request' ? 'service_request' : 'service',
    mode: org ? 'organization' : 'individual',
    service_slug: service.slug,
  });
  return `/quotation-requests/${encodeURIComponent(slug)}?${query}`;
}

/**
 * "Request a quote" (a service post) and "Send a quote" (a service request) open the quotation
 * screen; "Contact" opens a message to the provider (new-message) and then the conversation.
 * Visitors sign in first and come back here.
 */
export function ContactProvider({ service }: { service: ServiceView }) {
  const auth = useAuth();
  const location = useLocation();
  const [open, setOpen] = useState(false);
  const quote =
    service.kind === 'service_post'
      ? 'Request a quote'
      : service.kind === 'service_request'
        ? 'Send a quote'
        : null;
  if (!auth.isAuthenticated)
    return (
      <Button component={Link} to={signInLink(location)} fullWidth>
        Sign in to contact
      </Button>
    );
  return (
    <>
      {quote && (
        <Button component={Link} to={quoteLink(service, auth)} fullWidth>
          {quote}
        </Button>
      )}
      <Button onClick={() => setOpen(true)} fullWidth variant={quote ? 'default' : 'filled'}>
        Contact
      </Button>
      <Modal
        opened={open}
        onClose={() => setOpen(false)}
        title={`Message ${service.owner.name}`}
        centered
        size="lg"
      >
        {open && <ContactForm service={service} />}
      </Modal>
    </>
  );
}

function ContactForm({ service }: { service: ServiceView }) {
  const auth = useAuth();
  const navigate = useNavigate();
  const [text, setText] = useState(`Hello, I am contacting you about "${service.title}". `);
  const [errors, setErrors] = useState<Record<string, string>>({});
  // One client_id for this message: pressing Send again after a lost answer does not send twice.
  const [clientId] = useState(newIdempotencyKey);
  // Acting for an organization, the clinic asks (its shared inbox gets the answer), else the person.
  const org = auth.role === 'organization' ? auth.showData.organization : null;
  const send = useApiMutation({
    mutationFn: contactProvider,
    onFieldErrors: setErrors,
    onSuccess: (res) =>
      navigate(
        org
          ? `/organization/${org.slug}/messages?c=${res.data.conversation.id}`
          : `/individual/${auth.user?.slug}/messages?c=${res.data.conversation.id}`,
      ),
  });
  return (
    <Stack>
      <Text size="sm" c="dimmed">
        {org
          ? `Sent as ${org.company_name}: the answer arrives in its messages.`
          : `Your message goes to ${service.owner.name}; the answer arrives in your messages.`}
      </Text>
      <MessageTextarea
        value={text}
        onChange={setText}
        error={errors.message ?? errors.receiver_id}
        data-autofocus
      />
      <Button
        disabled={!text.trim()}
        loading={send.isPending}
        onClick={() =>
          send.run({
            receiverId: service.owner.id,
            receiverType: service.owner.role === 'organization' ? 'organization' : 'user',
            message: text.trim(),
            clientId,
            orgSlug: org?.slug,
          })
        }
        style={{ alignSelf: 'flex-end' }}
      >
        Send
      </Button>
    </Stack>
  );
}
