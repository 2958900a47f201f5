import { type AccountView, accountUpdateBody } from '@hctl/contracts';
import { LANGUAGES, UI_TIMINGS } from '@hctl/contracts/constants';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  Button,
  Card,
  Checkbox,
  Container,
  Group,
  Modal,
  MultiSelect,
  PasswordInput,
  PinInput,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { QueryState } from '../../../components/QueryState';
import { usePageTitle } from '../../../components/usePageTitle';
import { authStore, useAuth } from '../../../lib/auth-store';
import { showServerError, toastSuccess } from '../../../lib/notify';
import { accountQuery, accountsApi } from '../api/accounts.api';

type Form = z.input<typeof accountUpdateBody>;
const blankToNull = (v: string | null | undefined) => (v === '' || v === undefined ? null : v);

function AccountForm({ a }: { a: AccountView }) {
  const qc = useQueryClient();
  const { register, handleSubmit, formState, setError, control } = useForm<Form>({
    resolver: zodResolver(accountUpdateBody),
    defaultValues: {
      first_name: a.first_name,
      last_name: a.last_name,
      phone_number: a.phone_number ?? '',
      occupation: a.occupation ?? '',
      specialty: a.specialty ?? '',
      about: a.about ?? '',
      address: a.address ?? '',
      city: a.city ?? '',
      state: a.state ?? '',
      zip_code: a.zip_code ?? '',
      languages: a.languages,
    },
  });
  const onSubmit = handleSubmit(async (v) => {
    try {
      const body = {
        ...v,
        phone_number: blankToNull(v.phone_number),
        occupation: blankToNull(v.occupation),
        specialty: blankToNull(v.specialty),
        about: blankToNull(v.about),
        address: blankToNull(v.address),
        city: blankToNull(v.city),
        state: blankToNull(v.state),
        zip_code: blankToNull(v.zip_code),
      };
      const res = await accountsApi.update(body);
      qc.setQueryData(['account'], res.data);
      const s = authStore.get();
      if (s.user && s.individual_details) {
        authStore.set({
          user: { ...s.user, name: res.data.name },
          individual_details: { ...s.individual_details, address: res.data.address },
          userDetails: s.userDetails ? { ...s.userDetails, name: res.data.name } : s.userDetails,
        });
      }
      toastSuccess(res.message);
    } catch (err) {
      showServerError(err, setError);
    }
  });
  const nullable = (e?: { message?: string }) => e?.message;
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label="First name"
            {...register('first_name')}
            error={formState.errors.first_name?.message}
          />
          <TextInput
            label="Last name"
            {...register('last_name')}
            error={formState.errors.last_name?.message}
          />
          <TextInput
            label="Headline"
            placeholder="ICU Registered Nurse"
            {...register('occupation')}
            error={nullable(formState.errors.occupation)}
          />
          <TextInput
            label="Specialty"
            {...register('specialty')}
            error={nullable(formState.errors.specialty)}
          />
          <TextInput
            label="Phone"
            type="tel"
            {...register('phone_number')}
            error={nullable(formState.errors.phone_number)}
          />
          <TextInput
            label="Street address"
            {...register('address')}
            error={nullable(formState.errors.address)}
          />
          <TextInput label="City" {...register('city')} error={nullable(formState.errors.city)} />
          <Group grow>
            <TextInput label="State" {...register('state')} error={nullable(formState.errors.state)} />
            <TextInput
              label="ZIP code"
              {...register('zip_code')}
              error={nullable(formState.errors.zip_code)}
            />
          </Group>
        </SimpleGrid>
        <Controller
          control={control}
          name="languages"
          render={({ field, fieldState }) => (
            <MultiSelect
              label="Languages"
              data={[...LANGUAGES]}
              value={field.value ?? []}
              onChange={field.onChange}
              error={fieldState.error?.message}
            />
          )}
        />
        <Textarea
          label="About"
          autosize
          minRows={3}
          {...register('about')}
          error={nullable(formState.errors.about)}
        />
        <Button type="submit" loading={formState.isSubmitting} w="fit-content">
          Save changes
        </Button>
      </Stack>
    </form>
  );
}

function PhoneVerification({ a }: { a: AccountView }) {
  const qc = useQueryClient();
  const [phone, setPhone] = useState(a.phone_number ?? '');
  const [sent, setSent] = useState(false);
  const [code, setCode] = useState('');
  const [twoFactor, setTwoFactor] = useState(true);
  const send = async () => {
    try {
      toastSuccess((await accountsApi.sendPhoneCode(phone)).message);
      setSent(true);
    } catch (err) {
      showServerError(err);
    }
  };
  const verify = async () => {
    try {
      const res = await accountsApi.verifyPhoneCode(code, twoFactor);
      qc.setQueryData(['account'], res.data);
      toastSuccess(res.message);
      setSent(false);
      setCode('');
    } catch (err) {
      showServerError(err);
    }
  };
  return (
    <Stack>
      <Text size="sm" c="dimmed">
        {a.phone_verified_at
          ? `Verified: ${a.phone_number}`
          : 'Verify a mobile number to receive sign-in codes by SMS.'}
      </Text>
      <Group align="flex-end">
        <TextInput
          label="Mobile number"
          type="tel"
          value={phone}
          onChange={(e) => setPhone(e.currentTarget.value)}
        />
        <Button variant="light" onClick={send} disabled={!phone}>
          Send code
        </Button>
      </Group>
      {sent && (
        <Stack>
          <PinInput length={6} type="number" value={code} onChange={setCode} aria-label="Phone code" />
          <Checkbox
            label="Require a code by SMS every time I sign in"
            checked={twoFactor}
            onChange={(e) => setTwoFactor(e.currentTarget.checked)}
          />
          <Button onClick={verify} disabled={code.length !== 6} w="fit-content">
            Verify phone
          </Button>
        </Stack>
      )}
    </Stack>
  );
}

function DangerZone({ a }: { a: AccountView }) {
  const navigate = useNavigate();
  const [mode, setMode] = useState<'deactivate' | 'delete' | null>(null);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const confirm = async () => {
    setError(null);
    try {
      const res =
        mode === 'delete'
          ? await accountsApi.deleteAccount(a.user_id, password)
          : await accountsApi.deactivate(password);
      toastSuccess(res.message, true);
      authStore.clear();
      navigate('/login');
    } catch (err) {
      setError((err as Error).message);
      showServerError(err, undefined, true);
    }
  };
  return (
    <>
      <Group>
        <Button variant="default" onClick={() => setMode('deactivate')}>
          Deactivate account
        </Button>
        <Button color="red" variant="light" onClick={() => setMode('delete')}>
          Delete account
        </Button>
      </Group>
      <Modal
        opened={mode !== null}
        onClose={() => setMode(null)}
        title={mode === 'delete' ? 'Delete your account' : 'Deactivate your account'}
        size={UI_TIMINGS.modalWidth}
        centered
      >
        <Stack>
          <Text size="sm">
            {mode === 'delete'
              ? 'This permanently deletes your account, profile and data. It cannot be undone.'
              : 'Your profile is hidden and you are signed out everywhere. Sign in again any time to reactivate it.'}
          </Text>
          <PasswordInput
            label="Confirm with your password"
            value={password}
            onChange={(e) => setPassword(e.currentTarget.value)}
            error={error}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setMode(null)}>
              Cancel
            </Button>
            <Button color="red" onClick={confirm} disabled={!password}>
              {mode === 'delete' ? 'Delete permanently' : 'Deactivate'}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}

export default function SettingsPage() {
  usePageTitle('Account settings');
  const auth = useAuth();
  const account = useQuery(accountQuery());
  return (
    <Container size="md" py="xl">
      <Stack>
        <Title order={1}>Account settings</Title>
        <Text c="dimmed">{auth.user?.email}</Text>
        <QueryState query={account}>
          {(a) => (
            <Stack>
              <Card withBorder>
                <Title order={2} size="h4" mb="sm">
                  Personal details
                </Title>
                <AccountForm a={a} />
              </Card>
              <Card withBorder>
                <Title order={2} size="h4" mb="sm">
                  Phone and two-step sign-in
                </Title>
                <PhoneVerification a={a} />
              </Card>
              <Card withBorder>
                <Title order={2} size="h4" mb="sm">
                  Deactivate or delete
                </Title>
                <DangerZone a={a} />
              </Card>
            </Stack>
          )}
        </QueryState>
      </Stack>
    </Container>
  );
}
