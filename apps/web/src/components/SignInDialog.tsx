import { UI_TIMINGS } from '@hctl/contracts/constants';
import { Button, Group, Modal, Text } from '@mantine/core';

/** The sign-in invitation of SignInModal (spec §1), split out so the first load skips Modal. */
export default function SignInDialog({
  opened,
  onClose,
  go,
}: {
  opened: boolean;
  onClose: () => void;
  go: (to: string) => void;
}) {
  return (
    <Modal opened={opened} onClose={onClose} title="Join HCTL" size={UI_TIMINGS.modalWidth} centered>
      <Text mb="md">
        Sign in or create a free account to apply for jobs, offer services and grow your health-care network.
      </Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={() => go('/login')}>
          Sign In
        </Button>
        <Button onClick={() => go('/register?individual=true')}>Register</Button>
      </Group>
    </Modal>
  );
}
