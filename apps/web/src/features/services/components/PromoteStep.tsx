import { billingKeys } from '../../../components/billing/api/keys';
import { PaidStep, type PaidStepProps } from '../../../components/billing/PaidStep';
import { servicesKeys } from '../api/keys';

/** A service's, request's or gallery's promotion: paying refreshes the services and the wallets. */
export function PromoteStep(props: Omit<PaidStepProps, 'quotesKey' | 'invalidate'>) {
  return (
    <PaidStep
      {...props}
      quotesKey={servicesKeys.quotes}
      invalidate={[servicesKeys.all, billingKeys.wallets, billingKeys.all]}
    />
  );
}
