import { Alert, Button, Group, Text } from '@mantine/core';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { resendVerificationEmail } from '../api/resend-verification-email';

export function VerifyEmailBanner({ email }: { email: string }) {
  const resend = useApiMutation({ mutationFn: resendVerificationEmail });
  return (
    <Alert color="yellow" title="Please verify your e-mail">
      <Group justify="space-between">
        <Text size="sm">
          We sent a link to {email}. Verified accounts can apply for jobs and receive messages.
        </Text>
        <Button size="xs" variant="light" onClick={() => resend.mutate()}>
          Send a new link
        </Button>
      </Group>
    </Alert>
  );
}
