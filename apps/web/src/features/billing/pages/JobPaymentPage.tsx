import { Alert, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { billingMethodsQuery } from '../../../components/billing/api/billing-methods';
import { defaultCardId } from '../../../components/billing/cards';
import { PaymentDialog } from '../../../components/billing/PaymentDialog';
import { PaymentQuoteCard } from '../../../components/billing/PaymentQuoteCard';
import { PaymentReviewModal } from '../../../components/billing/PaymentReviewModal';
import { OrgArea } from '../../../components/OrgArea';
import { QueryState } from '../../../components/QueryState';
import { usePageTitle } from '../../../components/usePageTitle';
import { currentPlanQuery } from '../../../lib/api/current-plan';
import { jobCountsQuery, jobQuery } from '../../../lib/api/job';
import { sharedKeys } from '../../../lib/api/keys';
import { ApiError } from '../../../lib/api-client';
import { isPromoted } from '../../../lib/job-format';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { billingKeys } from '../api/keys';
import { payJob } from '../api/pay-job';
import { paymentQuoteQuery } from '../api/payment-quote';

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
        {() =>
          kind === 'promote' ? <PromoteGate slug={slug} job={job} /> : <PublishGate slug={slug} job={job} />
        }
      </OrgArea>
    </Container>
  );
}

/** Where a refused step sends the user instead of paying: the reason and the way on. */
function NotNow({
  title,
  text,
  slug,
  job,
  action,
}: {
  title: string;
  text: string;
  slug: string;
  job: string;
  action?: { label: string; to: string };
}) {
  return (
    <Stack>
      <Alert color="yellow" title={title} data-testid="payment-not-needed">
        {text}
      </Alert>
      <Group>
        <Button component={Link} to={`/organization/jobs/${slug}/details/${job}`}>
          See the job
        </Button>
        {action && (
          <Button variant="default" component={Link} to={action.to}>
            {action.label}
          </Button>
        )}
      </Group>
    </Stack>
  );
}

/** Promotion: only for draft and open jobs on a plan with promotions; a running one is extended. */
function PromoteGate({ slug, job }: { slug: string; job: string }) {
  const page = useQuery(jobQuery(slug, job));
  const plan = useQuery(currentPlanQuery(slug));
  return (
    <QueryState query={page}>
      {(j) => (
        <QueryState query={plan}>
          {(p) =>
            j.status === 'archived' || j.status === 'closed' ? (
              <NotNow
                title="This job cannot be promoted"
                text={`${j.title} is ${j.status}: only draft and open jobs can be promoted.`}
                slug={slug}
                job={job}
              />
            ) : !p.has_promotion_access ? (
              <NotNow
                title="Your plan does not include promotions"
                text={`${p.name} has no job promotions. Upgrade your plan to promote jobs.`}
                slug={slug}
                job={job}
                action={{ label: 'Compare plans', to: '/organization/membership' }}
              />
            ) : (
              <PaymentStep
                kind="promote"
                slug={slug}
                job={job}
                intro={
                  isPromoted(j)
                    ? `${j.title} is promoted until ${new Date(j.promoted_until!).toLocaleDateString()}. Paying again adds 30 days.`
                    : 'Promoted jobs appear first in featured jobs and search for 30 days.'
                }
              />
            )
          }
        </QueryState>
      )}
    </QueryState>
  );
}

/**
 * Flat-fee publishing: only for a job not open yet, when the plan's open-job limit is really
 * reached (the plan's job_limit against the open-job count; no limit, no fee).
 */
function PublishGate({ slug, job }: { slug: string; job: string }) {
  const page = useQuery(jobQuery(slug, job));
  const plan = useQuery(currentPlanQuery(slug));
  const counts = useQuery(jobCountsQuery(slug));
  return (
    <QueryState query={page}>
      {(j) => (
        <QueryState query={plan}>
          {(p) => (
            <QueryState query={counts}>
              {(c) => {
                const limit = p.job_limit;
                const open = c.published;
                if (j.status === 'published')
                  return (
                    <NotNow
                      title="This job is already open"
                      text={`${j.title} is published.`}
                      slug={slug}
                      job={job}
                    />
                  );
                if (limit === null || open < limit)
                  return (
                    <NotNow
                      title="Your plan has room for this job"
                      text={`${p.name} allows ${limit === null ? 'unlimited' : limit} open jobs and ${open} ${
                        open === 1 ? 'is' : 'are'
                      } open: publish ${j.title} from your jobs without a fee.`}
                      slug={slug}
                      job={job}
                      action={{ label: 'Go to my jobs', to: `/organization/jobs/${slug}` }}
                    />
                  );
                return (
                  <PaymentStep
                    kind="flat-fee"
                    slug={slug}
                    job={job}
                    intro={`${p.name} allows ${limit} open jobs and ${open} are open. Publish ${j.title} for a one-time fee, or upgrade your plan.`}
                  />
                );
              }}
            </QueryState>
          )}
        </QueryState>
      )}
    </QueryState>
  );
}

function PaymentStep({
  kind,
  slug,
  job,
  intro,
}: {
  kind: 'promote' | 'flat-fee';
  slug: string;
  job: string;
  intro: string;
}) {
  const navigate = useNavigate();
  const qc = useQueryClient();
  const [useTokens, setUseTokens] = useState(true);
  const quote = useQuery(paymentQuoteQuery(slug, job, kind, useTokens));
  const methods = useQuery(billingMethodsQuery(slug));
  const [card, setCard] = useState<string | null>(null);
  const [reviewing, setReviewing] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => {
    if (!card) setCard(defaultCardId(methods.data));
  }, [methods.data, card]);

  const payment = useApiMutation({
    mutationFn: payJob,
    onSuccess: async () => {
      // Spec §4: remaining tokens, remaining amount and used tokens go back to 0 after success.
      qc.removeQueries({ queryKey: billingKeys.quotes });
      // The job changed (promoted, or open): its page and the lists read it again.
      await qc.invalidateQueries({ queryKey: sharedKeys.job(slug, job) });
      await qc.invalidateQueries({ queryKey: sharedKeys.jobCounts(slug) });
      await qc.invalidateQueries({ queryKey: billingKeys.wallets });
      await qc.invalidateQueries({ queryKey: billingKeys.all });
      navigate(
        kind === 'promote'
          ? `/organization/jobs/promote/${slug}/success/${job}`
          : `/organization/jobs/${slug}/details/${job}`,
      );
    },
    onError: (err) => {
      setReviewing(false);
      void qc.invalidateQueries({ queryKey: billingKeys.quotes });
      // HTTP 400: not enough tokens or no usable card; the payment/top-up dialog takes over.
      if (!(err instanceof ApiError && err.status === 400)) return false;
      setProblem(err.message);
      return true;
    },
  });
  // A card is needed only for what tokens do not cover; without a saved one, the review step adds it.
  const needsCard = (quote.data?.remaining_amount ?? 0) > 0;
  const chosen = methods.data?.find((m) => String(m.id) === card) ?? null;
  const pay = (billingMethodId: number | null) =>
    payment.mutate({ slug, job, kind, billingMethodId, useTokens });

  return (
    <Stack>
      <Title order={1}>{kind === 'promote' ? 'Promote your job' : 'Publish with a flat fee'}</Title>
      <Text c="dimmed" data-testid="payment-intro">
        {intro}
      </Text>
      <QueryState query={quote}>
        {(q) => (
          <PaymentQuoteCard
            quote={q}
            useTokens={useTokens}
            onUseTokens={setUseTokens}
            methods={methods}
            card={card}
            onCard={setCard}
          />
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
      <PaymentReviewModal
        opened={reviewing}
        onClose={() => setReviewing(false)}
        what={kind === 'promote' ? 'A 30-day promotion' : 'Publishing this job'}
        quote={quote.data}
        card={needsCard ? chosen : null}
        cardsLoaded={methods.isSuccess}
        slug={slug}
        onCardAdded={(id) => setCard(String(id))}
        paying={payment.isPending}
        onConfirm={() => pay(needsCard && card ? Number(card) : null)}
      />
      <PaymentDialog
        opened={problem !== null}
        message={problem}
        slug={slug}
        onClose={() => setProblem(null)}
        onRetry={(id) => {
          setProblem(null);
          setCard(id ? String(id) : null);
          pay(id);
        }}
      />
    </Stack>
  );
}
