import type { AccountView } from '@hctl/contracts';
import { UI_TIMINGS } from '@hctl/contracts/constants';
import {
  Alert,
  Anchor,
  Button,
  Checkbox,
  Container,
  Group,
  Modal,
  PasswordInput,
  PinInput,
  Stack,
  Tabs,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { BillingPanel } from '../../../components/billing/BillingPanel';
import { FormActions } from '../../../components/FormActions';
import { NotificationPreferences } from '../../../components/notifications/NotificationPreferences';
import { PageTab } from '../../../components/PageTab';
import { QueryState } from '../../../components/QueryState';
import { TitledCard } from '../../../components/TitledCard';
import { usePageTitle } from '../../../components/usePageTitle';
import { accountQuery } from '../../../lib/api/account';
import { sharedKeys } from '../../../lib/api/keys';
import { ApiError } from '../../../lib/api-client';
import { authStore, useAuth } from '../../../lib/auth-store';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { useTabParam } from '../../../lib/use-tab-param';
import { deactivateAccount } from '../api/deactivate-account';
import { deleteAccount } from '../api/delete-account';
import { requestPasswordChange } from '../api/request-password-change';
import { sendPhoneCode } from '../api/send-phone-code';
import { verifyPhoneCode } from '../api/verify-phone-code';
import { VisibilitySettings } from '../components/VisibilitySettings';

function PhoneVerification({ a }: { a: AccountView }) {
  const qc = useQueryClient();
  const [phone, setPhone] = useState(a.phone_number ?? '');
  const [sent, setSent] = useState(false);
  const [code, setCode] = useState('');
  const [twoFactor, setTwoFactor] = useState(true);
  const send = useApiMutation({ mutationFn: sendPhoneCode, onSuccess: () => setSent(true) });
  const verify = useApiMutation({
    mutationFn: verifyPhoneCode,
    onSuccess: (res) => {
      qc.setQueryData(sharedKeys.account, res.data);
      setSent(false);
      setCode('');
    },
  });
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
        <Button variant="light" onClick={() => send.mutate(phone)} disabled={!phone}>
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
          <Button
            onClick={() => verify.mutate({ otp: code, enable_two_factor: twoFactor })}
            disabled={code.length !== 6}
            w="fit-content"
          >
            Verify phone
          </Button>
        </Stack>
      )}
    </Stack>
  );
}

/** A password is changed through an e-mailed link, as on "Forgot password" (the spec's only password calls). */
function PasswordChange({ email }: { email: string }) {
  const [sent, setSent] = useState(false);
  const request = useApiMutation({ mutationFn: requestPasswordChange, onSuccess: () => setSent(true) });
  return sent ? (
    <Text size="sm" data-testid="password-link-sent">
      We sent a link to {email}. Open it to choose a new password; every device is then signed out.
    </Text>
  ) : (
    <Stack gap="xs" align="flex-start">
      <Text size="sm" c="dimmed">
        We e-mail you a link to choose a new password, so only someone who can read your mail can change it.
      </Text>
      <Button variant="default" loading={request.isPending} onClick={() => request.mutate(email)}>
        E-mail me a password change link
      </Button>
    </Stack>
  );
}

function DangerZone({ a }: { a: AccountView }) {
  const navigate = useNavigate();
  const [mode, setMode] = useState<'deactivate' | 'delete' | null>(null);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [blocked, setBlocked] = useState<string | null>(null);
  const close = useApiMutation({
    mutationFn: (v: { mode: 'deactivate' | 'delete'; password: string }) =>
      v.mode === 'delete'
        ? deleteAccount({ id: a.user_id, password: v.password })
        : deactivateAccount(v.password),
    authFlow: true,
    onSuccess: () => {
      // Leave first (as signing out does), so the sign-in page does not offer to come back here.
      navigate('/login');
      authStore.clear();
    },
    onError: (err) => {
      // A refusal of the account's state (work in process, an organization owned) is not the password's.
      if (err instanceof ApiError && err.status === 409) setBlocked(err.message);
      else setError((err as Error).message);
      return false;
    },
  });
  const confirm = () => {
    if (!mode) return;
    setError(null);
    setBlocked(null);
    close.mutate({ mode, password });
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
              ? 'Your account is closed for good: your profile, services and sign-in are removed and cannot be brought back. People you dealt with keep their conversations, reviews and payment records. A paid plan is cancelled and not charged again. Unused tokens in your wallet are lost, so cash them out first.'
              : 'Your profile is hidden and you are signed out everywhere. Sign in again any time to reactivate it. A paid plan is not renewed while your account is deactivated: it ends with the period already paid for.'}
          </Text>
          {blocked && (
            <Alert color="orange" title="Your account cannot be deleted yet">
              {blocked}
            </Alert>
          )}
          <PasswordInput
            label="Confirm with your password"
            value={password}
            onChange={(e) => setPassword(e.currentTarget.value)}
            error={error}
          />
          <FormActions
            onCancel={() => setMode(null)}
            submitLabel={mode === 'delete' ? 'Delete permanently' : 'Deactivate'}
            color="red"
            disabled={!password}
            onConfirm={confirm}
          />
        </Stack>
      </Modal>
    </>
  );
}

const SETTINGS_TABS = ['settings', 'visiblity', 'billing', 'notifications'] as const;

export default function SettingsPage() {
  usePageTitle('Account settings');
  const auth = useAuth();
  const account = useQuery(accountQuery());
  // Spec §2: ?title=settings or ?title=visiblity (spelling as in the spec).
  const [tab, setTab] = useTabParam(SETTINGS_TABS, { param: 'title' });
  return (
    <Container size="md" py="xl">
      <Stack>
        <Title order={1}>Account settings</Title>
        <Text c="dimmed">{auth.user?.email}</Text>
        <Tabs value={tab} onChange={setTab}>
          <Tabs.List>
            <PageTab value="settings">Account</PageTab>
            <PageTab value="visiblity">Visibility</PageTab>
            <PageTab value="billing">Billing</PageTab>
            <PageTab value="notifications">Notifications</PageTab>
          </Tabs.List>
        </Tabs>
        {tab === 'notifications' && <NotificationPreferences />}
        {tab === 'billing' && <BillingPanel />}
        {tab === 'visiblity' && <VisibilitySettings />}
        {tab === 'settings' && (
          <QueryState query={account}>
            {(a) => (
              <Stack>
                <TitledCard title="Personal details" titleGap="xs">
                  <Text size="sm">
                    Your name, headline, contact details and photos are on your{' '}
                    <Anchor component={Link} to={`/individual/${auth.user?.slug}/edit`}>
                      profile editor
                    </Anchor>
                    .
                  </Text>
                </TitledCard>
                <TitledCard title="Password">
                  <PasswordChange email={a.email} />
                </TitledCard>
                <TitledCard title="Phone and two-step sign-in">
                  <PhoneVerification a={a} />
                </TitledCard>
                <TitledCard title="Deactivate or delete">
                  <DangerZone a={a} />
                </TitledCard>
              </Stack>
            )}
          </QueryState>
        )}
      </Stack>
    </Container>
  );
}
