import { UI_TIMINGS } from '@hctl/contracts/constants';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useAuth } from '../lib/auth-store';

const SignInDialog = lazy(() => import('./SignInDialog'));

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
  // The dialog's code (Modal, focus trap, scroll lock) loads only once it is first shown.
  const [loaded, setLoaded] = useState(false);
  const excluded = EXCLUDED.some((p) => location.pathname.startsWith(p));

  useEffect(() => {
    if (isAuthenticated || excluded || sessionStorage.getItem('signin-modal-shown')) return;
    const t = setTimeout(() => {
      sessionStorage.setItem('signin-modal-shown', '1');
      setOpen(true);
      setLoaded(true);
    }, UI_TIMINGS.signInModalDelayMs);
    return () => clearTimeout(t);
  }, [isAuthenticated, excluded]);

  const go = (to: string) => {
    setOpen(false);
    navigate(to);
  };
  const shown = open && !excluded && !isAuthenticated;
  if (!loaded) return null;
  return (
    <Suspense fallback={null}>
      <SignInDialog opened={shown} onClose={() => setOpen(false)} go={go} />
    </Suspense>
  );
}
