import {
  Anchor,
  Button,
  Checkbox,
  Group,
  PasswordInput,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { usePageTitle } from '../../../components/usePageTitle';
import { formField } from '../../../lib/form-field';
import { lazyResolver } from '../../../lib/lazy-resolver';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { registerIndividual } from '../api/register-individual';
import { registerOrganization } from '../api/register-organization';
import { AuthCard } from '../components/AuthCard';
import type { RegisterForm as Form } from '../schemas';

const individualResolver = lazyResolver<Form>(() =>
  import('../schemas').then((m) => m.resolvers.individualRegister),
);
const organizationResolver = lazyResolver<Form>(() =>
  import('../schemas').then((m) => m.resolvers.organizationRegister),
);

export default function RegisterPage() {
  usePageTitle('Create your account');
  const [params, setParams] = useSearchParams();
  const individual = params.get('individual') === 'true' || params.get('type') !== 'organization';
  const navigate = useNavigate();
  const resolver = individual ? individualResolver : organizationResolver;
  const { register, handleSubmit, formState, setError } = useForm<Form>({
    resolver,
    // From an invitation e-mail's page: the invited address, so the invitation finds the account.
    defaultValues: { referral_code: params.get('ref') ?? undefined, email: params.get('email') ?? undefined },
  });
  const field = formField({ register, formState });

  const signUp = useApiMutation({
    mutationFn: (body: Form) => (individual ? registerIndividual(body) : registerOrganization(body)),
    authFlow: true,
    form: { setError },
    onSuccess: (_, values) => {
      sessionStorage.setItem('register', JSON.stringify({ email: values.email }));
      navigate('/email-verification', { state: { email: values.email } });
    },
  });
  const onSubmit = handleSubmit((values) =>
    signUp.run({
      ...values,
      referral_code: values.referral_code || undefined,
      phone_number: values.phone_number || undefined,
    }),
  );

  return (
    <AuthCard
      title="Create your HCTL account"
      subtitle="Join health-care professionals and employers who hire with confidence."
    >
      <SegmentedControl
        fullWidth
        value={individual ? 'individual' : 'organization'}
        onChange={(v) => setParams(v === 'individual' ? { individual: 'true' } : { type: 'organization' })}
        data={[
          { label: 'I am a professional', value: 'individual' },
          // Both labels fit on one line of the narrow sign-up card.
          { label: 'I am hiring', value: 'organization' },
        ]}
      />
      {params.get('invitation') && (
        <Text size="sm" data-testid="register-invitation">
          Create your account with the invited e-mail to join {params.get('invitation')}'s team: the
          invitation waits on your dashboard.
        </Text>
      )}
      <form onSubmit={onSubmit} onFocus={resolver.preload} noValidate>
        <Stack>
          {!individual && <TextInput label="Organization name" {...field('company_name')} />}
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label="First name" autoComplete="given-name" {...field('first_name')} />
            <TextInput label="Last name" autoComplete="family-name" {...field('last_name')} />
          </SimpleGrid>
          <TextInput label="E-mail" type="email" autoComplete="email" {...field('email')} />
          <TextInput label="Phone (optional)" type="tel" autoComplete="tel" {...field('phone_number')} />
          <PasswordInput
            label="Password"
            description="At least 8 characters with a letter and a number."
            autoComplete="new-password"
            {...field('password')}
          />
          <PasswordInput
            label="Confirm password"
            autoComplete="new-password"
            {...field('password_confirmation')}
          />
          <TextInput label="Referral code (optional)" {...field('referral_code')} />
          <Checkbox
            label={
              <>
                I agree to the{' '}
                <Anchor component={Link} to="/terms-and-conditions" target="_blank">
                  terms
                </Anchor>{' '}
                and{' '}
                <Anchor component={Link} to="/privacy-policy" target="_blank">
                  privacy policy
                </Anchor>
              </>
            }
            {...field('terms')}
          />
          <Button type="submit" loading={formState.isSubmitting} fullWidth>
            Create account
          </Button>
          <Group justify="center">
            <Text size="sm">
              Already have an account?{' '}
              <Anchor component={Link} to="/login">
                Sign in
              </Anchor>
            </Text>
          </Group>
        </Stack>
      </form>
    </AuthCard>
  );
}
