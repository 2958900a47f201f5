import { UI_TIMINGS } from '@hctl/contracts/constants';
import { Button, Group, Modal, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useAuth } from '../lib/auth-store';

const EXCLUDED = [
  '/login',
  '/recover-password',
  '/register',
  '/email-verification',
  '/authenticate',
  '/password_reset',
];

/** Spec §1: after 5 s, once per session, to visitors who are not signed in, except on auth pages. */
export function SignInModal() {
  const { isAuthenticated } = useAuth();
  const location = useLocation();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const excluded = EXCLUDED.some((p) => location.pathname.startsWith(p));

  useEffect(() => {
    if (isAuthenticated || excluded || sessionStorage.getItem('signin-modal-shown')) return;
    const t = setTimeout(() => {
      sessionStorage.setItem('signin-modal-shown', '1');
      setOpen(true);
    }, UI_TIMINGS.signInModalDelayMs);
    return () => clearTimeout(t);
  }, [isAuthenticated, excluded]);

  const go = (to: string) => {
    setOpen(false);
    navigate(to);
  };
  return (
    <Modal
      opened={open && !excluded && !isAuthenticated}
      onClose={() => setOpen(false)}
      title="Join HCTL"
      size={UI_TIMINGS.modalWidth}
      centered
    >
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
