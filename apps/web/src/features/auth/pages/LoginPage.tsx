import {
  Alert,
  Anchor,
  Button,
  Checkbox,
  Divider,
  Group,
  PasswordInput,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { usePageTitle } from '../../../components/usePageTitle';
import { ApiError } from '../../../lib/api-client';
import { formField } from '../../../lib/form-field';
import { lazyResolver } from '../../../lib/lazy-resolver';
import { toastSuccess } from '../../../lib/notify';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { login } from '../api/login';
import { requestLoginCode } from '../api/request-login-code';
import { AuthCard } from '../components/AuthCard';
import { useAfterLogin } from '../hooks/useAfterLogin';
import type { LoginForm } from '../schemas';

/** The code dialog loads when a code is sent: a visitor signing in with a password never downloads it. */
const OtpModal = lazy(() => import('../components/OtpModal').then((m) => ({ default: m.OtpModal })));

const resolver = lazyResolver<LoginForm>(() => import('../schemas').then((m) => m.resolvers.login));

export default function LoginPage() {
  usePageTitle('Sign in');
  const navigate = useNavigate();
  const afterLogin = useAfterLogin();
  const [params] = useSearchParams();
  const [otp, setOtp] = useState<{ email: string; phone: string | null; remember: boolean } | null>(null);
  const form = useForm<LoginForm>({
    resolver,
    defaultValues: { email: '', password: '', remember: false, is_otp: false },
  });
  const { register, handleSubmit, formState, setError } = form;
  const field = formField({ register, formState });

  const signIn = useApiMutation({
    mutationFn: (values: LoginForm) => login(values),
    // A code step shows no toast: the code dialog opens instead.
    toast: false,
    authFlow: true,
    form: { setError },
    onSuccess: async (res, values) => {
      if (res.data.otp_sent) {
        setOtp({ email: values.email, phone: res.data.phone_number, remember: values.remember });
        return;
      }
      toastSuccess(res.message, true);
      await afterLogin(res.data as Parameters<typeof afterLogin>[0]);
    },
    onError: (err, values) => {
      if (!(err instanceof ApiError && err.code === 'account_deactivated')) return false;
      navigate('/authenticate', { state: { deactivated: true, email: values.email } });
      return true;
    },
  });
  const onSubmit = handleSubmit((values) => signIn.run(values));

  const requestCode = useApiMutation({
    mutationFn: requestLoginCode,
    authFlow: true,
    form: { setError },
    onSuccess: (_, email) => setOtp({ email, phone: null, remember: form.getValues('remember') }),
  });
  const emailCode = () => {
    const email = form.getValues('email');
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) {
      setError('email', { message: 'Enter your e-mail first, then ask for a code.' });
      return;
    }
    requestCode.mutate(email);
  };

  return (
    <AuthCard
      title="Sign in to HCTL"
      subtitle="Welcome back. Jobs, services and your professional network are waiting."
    >
      <form onSubmit={onSubmit} onFocus={resolver.preload} noValidate>
        <Stack>
          {params.get('expired') === '1' && (
            <Alert color="blue" title="Your session has ended">
              Sign in again to go back to the page you were on.
            </Alert>
          )}
          <TextInput label="E-mail" type="email" autoComplete="email" {...field('email')} />
          <PasswordInput label="Password" autoComplete="current-password" {...field('password')} />
          <Group justify="space-between">
            <Checkbox label="Remember me" {...register('remember')} />
            <Anchor component={Link} to="/recover-password" size="sm">
              Forgot password?
            </Anchor>
          </Group>
          <Checkbox label="Also send me a one-time code (extra security)" {...register('is_otp')} />
          <Button type="submit" loading={formState.isSubmitting} fullWidth>
            Sign in
          </Button>
          <Divider label="or" />
          <Button variant="light" onClick={emailCode} fullWidth>
            E-mail me a sign-in code
          </Button>
          <Text size="sm" ta="center">
            New to HCTL?{' '}
            <Anchor component={Link} to="/register?individual=true">
              Create an account
            </Anchor>
          </Text>
        </Stack>
      </form>
      <Suspense fallback={null}>{otp && <OtpModal {...otp} onClose={() => setOtp(null)} />}</Suspense>
    </AuthCard>
  );
}
