import type { ReactNode } from 'react';
import { Navigate, useLocation, useParams } from 'react-router';
import { type DerivedRole, useAuth } from '../lib/auth-store';
import { signInAndReturn } from '../lib/safe-redirect';

/** Pages for signed-in users only; optional role check (spec §6 derived role). */
export function RequireAuth({ role, children }: { role?: DerivedRole | DerivedRole[]; children: ReactNode }) {
  const auth = useAuth();
  const location = useLocation();
  if (!auth.isAuthenticated) return <Navigate to={signInAndReturn(location)} replace />;
  const roles = role ? (Array.isArray(role) ? role : [role]) : null;
  if (roles && !roles.includes(auth.role)) return <Navigate to="/" replace />;
  return <>{children}</>;
}

/**
 * Pages of the signed-in person's own account under /individual/{slug}/…: another person's slug
 * would show your own data under their name, so it is replaced by yours (same page, same query).
 */
export function RequireOwnSlug({ children }: { children: ReactNode }) {
  const auth = useAuth();
  const { slug } = useParams();
  const location = useLocation();
  const mine = auth.user?.slug;
  if (mine && slug && slug !== mine) {
    const parts = location.pathname.split('/');
    // /individual/{slug}/… → parts[2] is the slug.
    if (parts[1] === 'individual') parts[2] = encodeURIComponent(mine);
    return <Navigate to={parts.join('/') + location.search} replace />;
  }
  return <>{children}</>;
}
