import { Container } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router';
import { PaidStep } from '../../../components/billing/PaidStep';
import { PaymentNotNeeded } from '../../../components/billing/PaymentNotNeeded';
import { OrgArea } from '../../../components/OrgArea';
import { QueryState } from '../../../components/QueryState';
import { usePageTitle } from '../../../components/usePageTitle';
import { currentPlanQuery } from '../../../lib/api/current-plan';
import { jobCountsQuery, jobQuery } from '../../../lib/api/job';
import { sharedKeys } from '../../../lib/api/keys';
import { shortDate } from '../../../lib/dates';
import { isPromoted } from '../../../lib/job-format';
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
  text,
  slug,
  job,
  ...props
}: {
  title: string;
  text: string;
  slug: string;
  job: string;
  action?: { label: string; to: string };
}) {
  return (
    <PaymentNotNeeded
      back={{ label: 'See the job', to: `/organization/jobs/${slug}/details/${job}` }}
      {...props}
    >
      {text}
    </PaymentNotNeeded>
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
                    ? `${j.title} is promoted until ${shortDate(j.promoted_until!)}. Paying again adds 30 days.`
                    : 'For 30 days the job is featured (home page and featured lists, ahead of jobs that are not) and ranks higher in search.'
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
  return (
    <PaidStep
      title={kind === 'promote' ? 'Promote your job' : 'Publish with a flat fee'}
      intro={intro}
      billingSlug={slug}
      quoteOptions={(useTokens) => paymentQuoteQuery(slug, job, kind, useTokens)}
      pay={({ billingMethodId, useTokens }) => payJob({ slug, job, kind, billingMethodId, useTokens })}
      quotesKey={billingKeys.quotes}
      // The job changed (promoted, or open): its page and the lists read it again.
      invalidate={[
        sharedKeys.job(slug, job),
        sharedKeys.jobCounts(slug),
        sharedKeys.orgJobLists(slug),
        billingKeys.wallets,
        billingKeys.all,
      ]}
      onPaid={() =>
        navigate(
          kind === 'promote'
            ? `/organization/jobs/promote/${slug}/success/${job}`
            : `/organization/jobs/${slug}/details/${job}`,
        )
      }
      backTo={`/organization/jobs/${slug}/details/${job}`}
      what={kind === 'promote' ? 'A 30-day promotion' : 'Publishing this job'}
      reviewLabel={kind === 'promote' ? 'Review and pay' : 'Review and publish'}
    />
  );
}
