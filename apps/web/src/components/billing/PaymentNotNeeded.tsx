import { Alert, Button, Group, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** Where a refused payment step sends the user instead of paying: the reason and the way on. */
export function PaymentNotNeeded({
  title,
  back,
  action,
  children,
}: {
  title: string;
  back: { label: string; to: string };
  action?: { label: string; to: string };
  children: ReactNode;
}) {
  return (
    <Stack>
      <Alert color="yellow" title={title} data-testid="payment-not-needed">
        {children}
      </Alert>
      <Group>
        <Button component={Link} to={back.to}>
          {back.label}
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
