import { UI_TIMINGS } from '@hctl/contracts/constants';
import { Alert, Button, Loader, Stack, Text, TextInput } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { usePageTitle } from '../../../components/usePageTitle';
import { ApiError } from '../../../lib/api-client';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { resendVerification } from '../api/resend-verification';
import { verifyEmail } from '../api/verify-email';
import { AuthCard } from '../components/AuthCard';

type State =
  | { kind: 'idle' }
  | { kind: 'verifying' }
  | { kind: 'verified'; message: string }
  | { kind: 'failed'; message: string };

export default function EmailVerificationPage() {
  usePageTitle('Verify your e-mail');
  const [params] = useSearchParams();
  const location = useLocation();
  const stored = (() => {
    try {
      return JSON.parse(sessionStorage.getItem('register') ?? 'null') as { email: string } | null;
    } catch {
      return null;
    }
  })();
  const [email, setEmail] = useState<string>(
    (location.state as { email?: string } | null)?.email ?? stored?.email ?? '',
  );
  const [state, setState] = useState<State>({ kind: params.get('signature') ? 'verifying' : 'idle' });
  const started = useRef(false);

  useEffect(() => {
    if (!params.get('signature') || started.current) return;
    started.current = true;
    verifyEmail(params)
      .then((res) => {
        setState({ kind: 'verified', message: res.message });
        // Spec §4: the register flag clears 5 s after a successful verification.
        setTimeout(() => sessionStorage.removeItem('register'), UI_TIMINGS.verificationFlagResetMs);
      })
      .catch((err) =>
        setState({ kind: 'failed', message: err instanceof ApiError ? err.message : 'Verification failed.' }),
      );
  }, [params]);

  const resend = useApiMutation({ mutationFn: resendVerification, authFlow: true });

  if (state.kind === 'verifying') {
    return (
      <AuthCard title="Verifying your e-mail…">
        <Loader role="status" aria-label="Verifying" />
      </AuthCard>
    );
  }
  if (state.kind === 'verified') {
    return (
      <AuthCard title="E-mail verified">
        <Alert color="teal">{state.message}</Alert>
        <Button component={Link} to="/login">
          Sign in
        </Button>
      </AuthCard>
    );
  }
  return (
    <AuthCard
      title="Check your inbox"
      subtitle="We sent you a link to confirm your e-mail address. It is valid for 60 minutes."
    >
      {state.kind === 'failed' && (
        <Alert color="red" role="alert">
          {state.message}
        </Alert>
      )}
      <Stack>
        <Text size="sm">Didn't get it? Check your spam folder or send a new link.</Text>
        <TextInput
          label="E-mail"
          type="email"
          value={email}
          onChange={(e) => setEmail(e.currentTarget.value)}
        />
        <Button variant="light" onClick={() => resend.mutate(email)} disabled={!email}>
          Send a new link
        </Button>
        <Button variant="subtle" component={Link} to="/login">
          Back to sign in
        </Button>
      </Stack>
    </AuthCard>
  );
}
