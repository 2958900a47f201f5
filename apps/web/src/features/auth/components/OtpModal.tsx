import { UI_TIMINGS } from '@hctl/contracts/constants';
import { Button, Group, Modal, PinInput, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { showServerError, toastSuccess } from '../../../lib/notify';
import { authApi } from '../api/auth.api';
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
  const [otp, setOtp] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const afterLogin = useAfterLogin();

  const verify = async () => {
    setBusy(true);
    setError(null);
    try {
      const res = await authApi.verifyOtp({ email, otp, remember });
      toastSuccess(res.message, true);
      onClose();
      await afterLogin(res.data);
    } catch (err) {
      setError(err instanceof ApiError ? (err.errors.otp ?? err.message) : 'Could not verify the code.');
    } finally {
      setBusy(false);
    }
  };

  const resend = async () => {
    try {
      toastSuccess((await authApi.resendLoginCode(email)).message, true);
    } catch (err) {
      showServerError(err, undefined, true);
    }
  };

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
          <Button variant="subtle" onClick={resend}>
            Send a new code
          </Button>
          <Button onClick={verify} loading={busy} disabled={otp.length !== 6}>
            Verify and sign in
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
