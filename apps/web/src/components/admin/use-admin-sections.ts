import { useQuery } from '@tanstack/react-query';
import { myAdminPermissionsQuery } from '../../lib/api/admin';
import { useAuth } from '../../lib/auth-store';
import { adminSections } from './sections';

/**
 * The sections the signed-in admin's role reaches. Until the answer comes (or if it fails) every
 * section is listed: the API still refuses what the role lacks, and the page says so.
 */
export function useAdminSections() {
  const auth = useAuth();
  const mine = useQuery(myAdminPermissionsQuery());
  const all = adminSections(auth.user?.slug ?? '');
  const held = mine.data;
  return held ? all.filter((s) => held.includes(s.permission)) : all;
}
