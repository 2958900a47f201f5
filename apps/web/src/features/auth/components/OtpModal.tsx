import { UI_TIMINGS } from '@hctl/contracts/constants';
import { Button, Group, Modal, PinInput, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { useReturnFocus } from '../../../lib/use-return-focus';
import { resendLoginCode } from '../api/resend-login-code';
import { verifyOtp } from '../api/verify-otp';
import { useAfterLogin } from '../hooks/useAfterLogin';

export function OtpModal({
  email,
  phone,
  remember,
  onClose,
}: {
  email: string;
  phone: string | null;
  remember: boolean;
  onClose: () => void;
}) {
  useReturnFocus();
  const [otp, setOtp] = useState('');
  const [error, setError] = useState<string | null>(null);
  const afterLogin = useAfterLogin();

  const verify = useApiMutation({
    mutationFn: verifyOtp,
    authFlow: true,
    onSuccess: async (res) => {
      onClose();
      await afterLogin(res.data);
    },
    onError: (err) => {
      setError(err instanceof ApiError ? (err.errors.otp ?? err.message) : 'Could not verify the code.');
      return true;
    },
  });
  const resend = useApiMutation({ mutationFn: resendLoginCode, authFlow: true });

  return (
    <Modal opened onClose={onClose} title="Enter your sign-in code" size={UI_TIMINGS.modalWidth} centered>
      <Stack>
        <Text size="sm">
          We sent a 6-digit code {phone ? `by SMS to ${phone}` : `to ${email}`}. It expires in 10 minutes.
        </Text>
        <PinInput
          length={6}
          type="number"
          oneTimeCode
          value={otp}
          onChange={setOtp}
          error={Boolean(error)}
          aria-label="One-time code"
        />
        {error && (
          <Text c="red" size="sm" role="alert">
            {error}
          </Text>
        )}
        <Group justify="space-between">
          <Button variant="subtle" onClick={() => resend.mutate(email)}>
            Send a new code
          </Button>
          <Button
            onClick={() => {
              setError(null);
              verify.mutate({ email, otp, remember });
            }}
            loading={verify.isPending}
            disabled={otp.length !== 6}
          >
            Verify and sign in
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
