import { Alert } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { appConfigQuery } from '../lib/api/app-config';

/**
 * When the operator runs HCTL on the test payment gateway on purpose (PAYMENT_GATEWAY=test), every
 * page says so: cards are test cards and no money moves.
 */
export function TestPaymentsBanner() {
  const config = useQuery(appConfigQuery());
  if (!config.data?.test_payments) return null;
  return (
    <Alert role="status" color="yellow" radius={0} py={6} ta="center" fw={600}>
      Test payments: this site takes test cards only and no real money moves.
    </Alert>
  );
}
