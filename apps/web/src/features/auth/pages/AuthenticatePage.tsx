import { UI_TIMINGS } from '@hctl/contracts/constants';
import { Alert, Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useLocation } from 'react-router';
import { usePageTitle } from '../../../components/usePageTitle';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { loginActivate } from '../api/login-activate';
import { AuthCard } from '../components/AuthCard';
import { useAfterLogin } from '../hooks/useAfterLogin';

/** A deactivated account signing in: confirm the password to reactivate (spec §4). */
export default function AuthenticatePage() {
  usePageTitle('Reactivate your account');
  const location = useLocation();
  const initial = (location.state as { deactivated?: boolean; email?: string } | null) ?? {};
  const [deactivated, setDeactivated] = useState(Boolean(initial.deactivated));
  const afterLogin = useAfterLogin();
  const { register, handleSubmit, formState, setError } = useForm<{ email: string; password: string }>({
    defaultValues: { email: initial.email ?? '', password: '' },
  });
  const activate = useApiMutation({
    mutationFn: loginActivate,
    authFlow: true,
    form: { setError },
    onSuccess: async (res) => {
      // The deactivated flag clears 2 s after activation.
      setTimeout(() => setDeactivated(false), UI_TIMINGS.activationFlagResetMs);
      await afterLogin(res.data);
    },
  });
  const onSubmit = handleSubmit((values) => activate.run(values));
  return (
    <AuthCard
      title="Reactivate your account"
      subtitle="Your account is deactivated. Sign in to turn it back on; your data is as you left it."
    >
      {deactivated && <Alert color="yellow">This account is currently deactivated.</Alert>}
      <form onSubmit={onSubmit} noValidate>
        <Stack>
          <TextInput
            label="E-mail"
            type="email"
            {...register('email', { required: 'The e-mail is required.' })}
            error={formState.errors.email?.message}
          />
          <PasswordInput
            label="Password"
            {...register('password', { required: 'The password is required.' })}
            error={formState.errors.password?.message}
          />
          <Button type="submit" loading={formState.isSubmitting}>
            Reactivate and sign in
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
