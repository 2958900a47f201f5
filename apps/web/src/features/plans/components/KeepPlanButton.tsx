import type { CurrentPlanView } from '@hctl/contracts';
import { Button } from '@mantine/core';
import { changePlan } from '../../../components/billing/api/change-plan';
import { billingKeys } from '../../../components/billing/api/keys';
import { sharedKeys } from '../../../lib/api/keys';
import { useApiMutation } from '../../../lib/use-api-mutation';

/**
 * "Keep <plan>": choosing the plan in force again calls off the downgrade scheduled for its
 * period's end (the server answers "You stay on the … Plan.").
 */
export default function KeepPlanButton({ plan, slug }: { plan: CurrentPlanView; slug?: string | null }) {
  const keep = useApiMutation({
    mutationFn: changePlan,
    invalidate: [sharedKeys.plans, billingKeys.all],
    awaitInvalidation: true,
  });
  return (
    <Button
      variant="light"
      loading={keep.isPending}
      onClick={() => keep.mutate({ planId: plan.id, billingMethodId: plan.billing_method_id, slug })}
    >
      Keep {plan.name}
    </Button>
  );
}
