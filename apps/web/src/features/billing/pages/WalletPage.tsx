import type { PayoutAccountView, WalletHistoryItem } from '@hctl/contracts';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Container,
  CopyButton,
  Group,
  NumberInput,
  Pagination,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { PaymentDialog } from '../../../components/billing/PaymentDialog';
import { OrgArea } from '../../../components/OrgArea';
import { QueryState } from '../../../components/QueryState';
import { TitledCard } from '../../../components/TitledCard';
import { usePageTitle } from '../../../components/usePageTitle';
import { ApiError } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth-store';
import { shortDate } from '../../../lib/dates';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { connectPayoutAccount } from '../api/connect-payout-account';
import { billingKeys } from '../api/keys';
import { payout } from '../api/payout';
import { payoutHistoryQuery } from '../api/payout-history';
import { rewardsQuery } from '../api/rewards';
import { walletQuery } from '../api/wallet';

/**
 * A movement's badge, as the wallet's owner reads it, buyer or provider. Tokens paid out of the
 * wallet (a promotion, an offer) are held then spent; a release gives a payer's tokens back (a
 * declined card, an offer closed before its payment arrived, a dispute refunded), except the one
 * that pays an offer's provider for the work, which the API marks `earned`.
 */
const KIND_LABEL: Record<WalletHistoryItem['kind'], string> = {
  reward: 'Reward',
  spend: 'Spent',
  hold: 'Spent',
  capture: 'Spent',
  release: 'Returned',
  payout: 'Payout',
  payout_return: 'Payout returned',
  top_up: 'Bought',
};
const kindLabel = (x: WalletHistoryItem) => (x.earned ? 'Earned' : KIND_LABEL[x.kind]);

/** `/htcl-wallet` (the signed-in account's wallet) and `/organization/{slug}/htcl-wallet`. */
export default function WalletPage() {
  const params = useParams();
  const auth = useAuth();
  usePageTitle('HCTL wallet');
  const orgSlug = params.slug ?? (auth.role === 'organization' ? auth.slug : null);
  if (orgSlug)
    return (
      <Container size="lg" py="xl">
        <OrgArea slug={orgSlug} permission="billing">
          {(org) => <Wallet mode="organization" slug={orgSlug} title={`Wallet · ${org.company_name}`} />}
        </OrgArea>
      </Container>
    );
  return (
    <Container size="lg" py="xl">
      {auth.user ? <Wallet mode="individual" slug={auth.user.slug} title="Your HCTL wallet" /> : null}
    </Container>
  );
}

function Wallet({
  mode: role,
  slug,
  title,
}: {
  mode: 'individual' | 'organization';
  slug: string;
  title: string;
}) {
  const billingSlug = role === 'organization' ? slug : null;
  const [page, setPage] = useState(1);
  const wallet = useQuery(walletQuery(billingSlug, page));
  const [topUp, setTopUp] = useState(false);
  return (
    <Stack>
      <Title order={1}>{title}</Title>
      <QueryState query={wallet}>
        {(w) => (
          <Stack>
            <Card withBorder>
              <Group justify="space-between">
                <div>
                  <Text size="sm" c="dimmed">
                    Balance
                  </Text>
                  <Text size="xl" fw={800} data-testid="token-balance">
                    {w.total_tokens.toLocaleString()} tokens
                  </Text>
                  <Text size="sm" c="dimmed">
                    Worth ${(w.total_tokens * w.token_value).toFixed(2)} on promotions; cash out at $
                    {w.payout_value.toFixed(2)} per token.
                  </Text>
                </div>
                <Button onClick={() => setTopUp(true)}>Buy tokens</Button>
              </Group>
            </Card>
            <TitledCard title="History">
              {w.total === 0 ? (
                <Text size="sm">No token movements yet. Earn tokens with the rewards below.</Text>
              ) : (
                <Stack>
                  <Table striped data-testid="wallet-history">
                    <Table.Thead>
                      <Table.Tr>
                        <Table.Th>Date</Table.Th>
                        <Table.Th>What</Table.Th>
                        <Table.Th ta="right">Tokens</Table.Th>
                      </Table.Tr>
                    </Table.Thead>
                    <Table.Tbody>
                      {w.data.map((x) => (
                        <Table.Tr key={`${x.id}-${x.tokens}`}>
                          <Table.Td>{shortDate(x.created_at)}</Table.Td>
                          <Table.Td>
                            <Badge variant="light" color={x.earned ? 'teal' : undefined} mr="xs">
                              {kindLabel(x)}
                            </Badge>
                            {x.description}
                          </Table.Td>
                          <Table.Td ta="right" c={x.tokens < 0 ? 'red' : 'teal'}>
                            {x.tokens > 0 ? `+${x.tokens}` : x.tokens}
                          </Table.Td>
                        </Table.Tr>
                      ))}
                    </Table.Tbody>
                  </Table>
                  {w.last_page > 1 && <Pagination total={w.last_page} value={page} onChange={setPage} />}
                </Stack>
              )}
            </TitledCard>
            <SimpleGrid cols={{ base: 1, md: 2 }}>
              {role === 'individual' ? <Rewards /> : <OrgRewards />}
              <Payouts mode={role} slug={slug} minimum={w.payout_minimum} balance={w.total_tokens} />
            </SimpleGrid>
          </Stack>
        )}
      </QueryState>
      <PaymentDialog
        opened={topUp}
        message={null}
        slug={billingSlug}
        tokenValue={wallet.data?.token_value}
        onClose={() => setTopUp(false)}
      />
    </Stack>
  );
}

function Rewards() {
  const rewards = useQuery(rewardsQuery());
  return (
    <TitledCard title="Earn tokens">
      <QueryState query={rewards}>
        {(r) => (
          <Stack gap="xs">
            {r.rewards
              .filter((x) => x.key !== 'org_hire')
              .map((x) => (
                <Group key={x.key} justify="space-between" wrap="nowrap">
                  <div>
                    <Text fw={600}>{x.title}</Text>
                    <Text size="sm" c="dimmed">
                      {x.description}
                    </Text>
                  </div>
                  <Badge color={x.earned ? 'teal' : 'gray'} style={{ flexShrink: 0 }}>
                    {x.tokens} tokens{x.earned ? ` · earned ${x.earned}×` : ''}
                  </Badge>
                </Group>
              ))}
            {r.referral_link && (
              <Group gap="xs">
                <Text size="sm">Your referral link:</Text>
                <Text size="sm" ff="monospace">
                  {r.referral_code}
                </Text>
                <CopyButton value={r.referral_link}>
                  {({ copied, copy }) => (
                    <Button size="xs" variant="light" onClick={copy}>
                      {copied ? 'Copied' : 'Copy link'}
                    </Button>
                  )}
                </CopyButton>
              </Group>
            )}
            <Anchor component={Link} to="/hctl-tokens" size="sm">
              How HCTL tokens work
            </Anchor>
          </Stack>
        )}
      </QueryState>
    </TitledCard>
  );
}

function OrgRewards() {
  return (
    <TitledCard title="Earn tokens">
      <Text size="sm">
        Your organization earns tokens for every candidate hired through HCTL. Tokens pay for job promotions
        and flat-fee publishing before your card is charged.
      </Text>
      <Anchor component={Link} to="/hctl-tokens" size="sm" mt="xs">
        How HCTL tokens work
      </Anchor>
    </TitledCard>
  );
}

/** Why this many tokens cannot be cashed out (null: they can; an empty field only disables the button). */
function cashOutError(value: number | string, minimum: number, balance: number) {
  if (value === '') return null;
  const n = Number(value);
  if (!Number.isInteger(n)) return 'Enter a whole number of tokens.';
  if (n < minimum) return `Cash out at least ${minimum.toLocaleString()} tokens.`;
  if (n > balance) return `You have ${balance.toLocaleString()} tokens.`;
  return null;
}

function Payouts({
  mode: role,
  slug,
  minimum,
  balance,
}: {
  mode: 'individual' | 'organization';
  slug: string;
  minimum: number;
  balance: number;
}) {
  const qc = useQueryClient();
  const [page, setPage] = useState(1);
  const history = useQuery(payoutHistoryQuery(role, slug, page));
  const [account, setAccount] = useState<PayoutAccountView | null>(null);
  const [tokens, setTokens] = useState<number | string>(minimum);
  /** The API's refusal of the last cash-out, until the amount or the payout account changes. */
  const [error, setError] = useState<string | null>(null);
  const canCashOut = balance >= minimum;
  const amountError = canCashOut ? cashOutError(tokens, minimum, balance) : null;
  const verify = useApiMutation({
    mutationFn: connectPayoutAccount,
    toast: false,
    onSuccess: (res) => {
      setAccount(res.data);
      // "Verify your payout account…" no longer holds once it is verified.
      if (res.data.verified) setError(null);
      if (res.data.onboarding_url) window.location.assign(res.data.onboarding_url);
    },
  });
  const cashOut = useApiMutation({
    mutationFn: payout,
    invalidate: [billingKeys.wallets],
    awaitInvalidation: true,
    onError: (err) => {
      void qc.invalidateQueries({ queryKey: billingKeys.wallets });
      if (!(err instanceof ApiError)) return false;
      setError(err.errors.token_use ?? err.message);
      return true;
    },
  });
  return (
    <TitledCard title="Cash out">
      <Stack gap="xs">
        {account?.verified ? (
          <Badge color="teal" w="fit-content">
            Payout account verified
          </Badge>
        ) : (
          <Group>
            <Text size="sm">Connect a payout account to cash out tokens.</Text>
            <Button size="xs" variant="light" onClick={() => verify.mutate({ role, slug })}>
              {account ? 'Continue verification' : 'Verify payout account'}
            </Button>
          </Group>
        )}
        <Stack gap="xs" align="flex-start">
          <NumberInput
            label={`Tokens (minimum ${minimum})`}
            allowDecimal={false}
            allowNegative={false}
            clampBehavior="none"
            min={minimum}
            max={Math.max(balance, minimum)}
            value={tokens}
            onChange={(v) => {
              setTokens(v);
              setError(null);
            }}
            error={amountError ?? error}
            w={220}
          />
          <Button
            onClick={() => {
              setError(null);
              cashOut.mutate({ role, slug, tokens: Number(tokens) });
            }}
            loading={cashOut.isPending}
            disabled={!canCashOut || tokens === '' || amountError !== null}
          >
            Cash out
          </Button>
        </Stack>
        {!canCashOut && <Alert color="gray">You need at least {minimum} tokens to cash out.</Alert>}
        <QueryState
          query={history}
          isEmpty={(d) => d.total === 0}
          empty={
            <Text size="sm" c="dimmed">
              No payouts yet.
            </Text>
          }
        >
          {(h) => (
            <Stack gap={4} data-testid="payout-history">
              {h.data.map((p) => (
                <Group key={p.id} justify="space-between">
                  <Text size="sm">
                    {shortDate(p.created_at)} · {p.tokens} tokens → ${p.amount.toFixed(2)}
                  </Text>
                  <Badge color={p.status === 'paid' ? 'teal' : p.status === 'failed' ? 'red' : 'gray'}>
                    {p.status}
                  </Badge>
                </Group>
              ))}
              {h.last_page > 1 && (
                <Pagination size="sm" total={h.last_page} value={page} onChange={setPage} />
              )}
            </Stack>
          )}
        </QueryState>
      </Stack>
    </TitledCard>
  );
}
