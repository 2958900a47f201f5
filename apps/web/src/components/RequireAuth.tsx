import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { type DerivedRole, useAuth } from '../lib/auth-store';

/** Pages for signed-in users only; optional role check (spec §6 derived role). */
export function RequireAuth({ role, children }: { role?: DerivedRole | DerivedRole[]; children: ReactNode }) {
  const auth = useAuth();
  const location = useLocation();
  if (!auth.isAuthenticated) return <Navigate to="/login" replace state={{ from: location.pathname }} />;
  const roles = role ? (Array.isArray(role) ? role : [role]) : null;
  if (roles && !roles.includes(auth.role)) return <Navigate to="/" replace />;
  return <>{children}</>;
}
