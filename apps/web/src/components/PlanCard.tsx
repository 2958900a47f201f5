import type { CurrentPlanView } from '@hctl/contracts';
import { Anchor, Card, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/**
 * A dashboard's plan card: the current plan's name (or that it is loading, or `failed`), what the
 * dashboard adds about it, and the link to compare plans.
 */
export function PlanCard({
  title,
  plan,
  failed,
  compareTo,
  children,
}: {
  title: string;
  plan: UseQueryResult<CurrentPlanView>;
  failed: string;
  compareTo: string;
  children?: (plan: CurrentPlanView) => ReactNode;
}) {
  return (
    <Card withBorder>
      <Text fw={600}>{title}</Text>
      <Text size="sm">{plan.data ? plan.data.name : plan.isError ? failed : 'Loading…'}</Text>
      {plan.data && children?.(plan.data)}
      <Anchor component={Link} to={compareTo} size="sm">
        Compare plans
      </Anchor>
    </Card>
  );
}
