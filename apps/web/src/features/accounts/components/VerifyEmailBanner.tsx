import { Alert, Button, Group, Text } from '@mantine/core';
import { post } from '../../../lib/api-client';
import { showServerError, toastSuccess } from '../../../lib/notify';

export function VerifyEmailBanner({ email }: { email: string }) {
  const resend = async () => {
    try {
      toastSuccess((await post<null>('/email/resend/', {})).message);
    } catch (err) {
      showServerError(err);
    }
  };
  return (
    <Alert color="yellow" title="Please verify your e-mail">
      <Group justify="space-between">
        <Text size="sm">
          We sent a link to {email}. Verified accounts can apply for jobs and receive messages.
        </Text>
        <Button size="xs" variant="light" onClick={resend}>
          Send a new link
        </Button>
      </Group>
    </Alert>
  );
}
