import { Alert, Anchor, Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { usePageTitle } from '../../../components/usePageTitle';
import { ApiError } from '../../../lib/api-client';
import { formField } from '../../../lib/form-field';
import { lazyResolver } from '../../../lib/lazy-resolver';
import { toastError } from '../../../lib/notify';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { requestPasswordReset } from '../api/request-password-reset';
import { updatePassword } from '../api/update-password';
import { AuthCard } from '../components/AuthCard';
import type { ResetForm as ResetValues } from '../schemas';

const requestResolver = lazyResolver<{ email: string }>(() =>
  import('../schemas').then((m) => m.resolvers.passwordRequest),
);
const resetResolver = lazyResolver<ResetValues>(() =>
  import('../schemas').then((m) => m.resolvers.passwordReset),
);

const EXPIRED = 'Your password reset link has expired. Please request a new password reset link to continue.';

function RequestForm() {
  const [sent, setSent] = useState<string | null>(null);
  const { register, handleSubmit, formState, setError } = useForm<{ email: string }>({
    resolver: requestResolver,
  });
  const field = formField({ register, formState });
  const request = useApiMutation({
    mutationFn: requestPasswordReset,
    authFlow: true,
    form: { setError },
    onSuccess: (res) => setSent(res.message),
  });
  const onSubmit = handleSubmit(({ email }) => request.run(email));
  return (
    <AuthCard
      title="Forgot your password?"
      subtitle="Enter your e-mail and we will send you a link to choose a new one."
    >
      {sent && <Alert color="teal">{sent}</Alert>}
      <form onSubmit={onSubmit} onFocus={requestResolver.preload} noValidate>
        <Stack>
          <TextInput label="E-mail" type="email" autoComplete="email" {...field('email')} />
          <Button type="submit" loading={formState.isSubmitting}>
            Send reset link
          </Button>
          <Anchor component={Link} to="/login" size="sm" ta="center">
            Back to sign in
          </Anchor>
        </Stack>
      </form>
    </AuthCard>
  );
}

function ResetForm({ token, email }: { token: string; email: string }) {
  const navigate = useNavigate();
  const [expired, setExpired] = useState(false);
  const { register, handleSubmit, formState, setError } = useForm<ResetValues>({
    resolver: resetResolver,
  });
  const field = formField({ register, formState });
  const update = useApiMutation({
    mutationFn: updatePassword,
    authFlow: true,
    form: { setError },
    onSuccess: () => navigate('/password_reset'),
    onError: (err) => {
      // Spec §8: 'You are not allowed to update' is shown as the expired-link text.
      if (
        !(
          err instanceof ApiError &&
          (err.code === 'reset_link_expired' || err.message === 'You are not allowed to update')
        )
      )
        return false;
      setExpired(true);
      toastError(EXPIRED, true);
      return true;
    },
  });
  const onSubmit = handleSubmit((values) => update.run({ ...values, token, email }));
  return (
    <AuthCard title="Choose a new password" subtitle={email}>
      {expired && (
        <Alert color="red" role="alert">
          {EXPIRED}{' '}
          <Anchor component={Link} to="/recover-password">
            Request a new link
          </Anchor>
        </Alert>
      )}
      <form onSubmit={onSubmit} onFocus={resetResolver.preload} noValidate>
        <Stack>
          <PasswordInput label="New password" autoComplete="new-password" {...field('password')} />
          <PasswordInput
            label="Confirm new password"
            autoComplete="new-password"
            {...field('password_confirmation')}
          />
          <Button type="submit" loading={formState.isSubmitting}>
            Update password
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}

export default function RecoverPasswordPage() {
  usePageTitle('Recover your password');
  const [params] = useSearchParams();
  const token = params.get('token');
  const email = params.get('email');
  return token && email ? <ResetForm token={token} email={email} /> : <RequestForm />;
}
