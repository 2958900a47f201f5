import { UI_TIMINGS } from '@hctl/contracts/constants';
import {
  Alert,
  Button,
  Card,
  Container,
  Group,
  Modal,
  Select,
  Stack,
  Switch,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { QueryState } from '../../../components/QueryState';
import { usePageTitle } from '../../../components/usePageTitle';
import { ApiError } from '../../../lib/api-client';
import { showServerError, toastSuccess } from '../../../lib/notify';
import { OrgArea } from '../../organizations/components/OrgArea';
import { billingApi, billingMethodsQuery, paymentQuoteQuery } from '../api/billing.api';
import { cardLabel, defaultCardId, usd } from '../cards';
import { PaymentDialog } from '../components/PaymentDialog';

/**
 * The payment step for promotion and flat-fee publishing: the server's split of tokens and card,
 * a review step, and on HTTP 400 the review closes and the payment/top-up dialog opens (spec §4, §8).
 */
export function JobPaymentPage({ kind }: { kind: 'promote' | 'publish' }) {
  const { slug = '', job = '' } = useParams();
  usePageTitle(kind === 'promote' ? 'Promote job' : 'Publish job');
  return (
    <Container size="sm" py="xl">
      <OrgArea slug={slug} permission="jobs">
        {() => <PaymentStep kind={kind === 'promote' ? 'promote' : 'flat-fee'} slug={slug} job={job} />}
      </OrgArea>
    </Container>
  );
}

function PaymentStep({ kind, slug, job }: { kind: 'promote' | 'flat-fee'; slug: string; job: string }) {
  const navigate = useNavigate();
  const qc = useQueryClient();
  const [useTokens, setUseTokens] = useState(true);
  const quote = useQuery(paymentQuoteQuery(slug, job, kind, useTokens));
  const methods = useQuery(billingMethodsQuery(slug));
  const [card, setCard] = useState<string | null>(null);
  const [reviewing, setReviewing] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (!card) setCard(defaultCardId(methods.data));
  }, [methods.data, card]);

  const pay = async (billingMethodId: number | null) => {
    setBusy(true);
    try {
      const res = await billingApi.payJob(slug, job, kind, billingMethodId, useTokens);
      toastSuccess(res.message);
      // Spec §4: remaining tokens, remaining amount and used tokens go back to 0 after success.
      qc.removeQueries({ queryKey: ['billing', 'quote'] });
      await qc.invalidateQueries({ queryKey: ['wallet'] });
      await qc.invalidateQueries({ queryKey: ['billing'] });
      await qc.invalidateQueries({ queryKey: ['jobs'] });
      navigate(
        kind === 'promote'
          ? `/organization/jobs/promote/${slug}/success/${job}`
          : `/organization/jobs/${slug}/details/${job}`,
      );
    } catch (err) {
      setReviewing(false);
      if (err instanceof ApiError && err.status === 400) setProblem(err.message);
      else showServerError(err);
      await qc.invalidateQueries({ queryKey: ['billing', 'quote'] });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack>
      <Title order={1}>{kind === 'promote' ? 'Promote your job' : 'Publish with a flat fee'}</Title>
      <Text c="dimmed">
        {kind === 'promote'
          ? 'Promoted jobs appear first in featured jobs and search for 30 days.'
          : 'Your plan’s open-job limit is reached. Publish this job for a one-time fee, or upgrade your plan.'}
      </Text>
      <QueryState query={quote}>
        {(q) => (
          <Card withBorder>
            <Stack gap="xs">
              <Table data-testid="payment-summary">
                <Table.Tbody>
                  <Table.Tr>
                    <Table.Td>Price</Table.Td>
                    <Table.Td ta="right">{usd(q.price)}</Table.Td>
                  </Table.Tr>
                  <Table.Tr>
                    <Table.Td>HCTL tokens used ({q.token_balance} in your wallet)</Table.Td>
                    <Table.Td ta="right" data-testid="used-tokens">
                      {q.used_tokens} tokens (−{usd(q.used_tokens * q.token_value)})
                    </Table.Td>
                  </Table.Tr>
                  <Table.Tr>
                    <Table.Td fw={700}>Charged to your card</Table.Td>
                    <Table.Td ta="right" fw={700} data-testid="remaining-amount">
                      {usd(q.remaining_amount)}
                    </Table.Td>
                  </Table.Tr>
                </Table.Tbody>
              </Table>
              <Switch
                label="Pay with my HCTL tokens first"
                checked={useTokens}
                onChange={(e) => setUseTokens(e.currentTarget.checked)}
              />
              {q.remaining_amount > 0 && (
                <QueryState
                  query={methods}
                  isEmpty={(d) => d.length === 0}
                  empty={<Alert color="yellow">No card saved yet: you can add one when you pay.</Alert>}
                >
                  {(list) => (
                    <Select
                      label="Card"
                      value={card}
                      onChange={setCard}
                      allowDeselect={false}
                      data={list.map((m) => ({
                        value: String(m.id),
                        label: cardLabel(m),
                      }))}
                    />
                  )}
                </QueryState>
              )}
            </Stack>
          </Card>
        )}
      </QueryState>
      <Group>
        <Button onClick={() => setReviewing(true)} disabled={!quote.data}>
          {kind === 'promote' ? 'Review and pay' : 'Review and publish'}
        </Button>
        <Button variant="default" component={Link} to={`/organization/jobs/${slug}/details/${job}`}>
          Not now
        </Button>
      </Group>
      <Modal
        opened={reviewing}
        onClose={() => setReviewing(false)}
        title="Review your payment"
        size={UI_TIMINGS.modalWidth}
        centered
      >
        {quote.data && (
          <Stack>
            <Text>
              {quote.data.used_tokens} tokens and {usd(quote.data.remaining_amount)} on your card for{' '}
              {kind === 'promote' ? 'a 30-day promotion' : 'publishing this job'}.
            </Text>
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setReviewing(false)}>
                Back
              </Button>
              <Button loading={busy} onClick={() => pay(card ? Number(card) : null)}>
                Confirm and pay
              </Button>
            </Group>
          </Stack>
        )}
      </Modal>
      <PaymentDialog
        opened={problem !== null}
        message={problem}
        slug={slug}
        onClose={() => setProblem(null)}
        onRetry={(id) => {
          setProblem(null);
          setCard(id ? String(id) : null);
          void pay(id);
        }}
      />
    </Stack>
  );
}
