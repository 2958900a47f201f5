import type { OrganizationSummary, PlanView, SessionView } from '@hctl/contracts';
import { useSyncExternalStore } from 'react';
import { keepTypedText, TYPED_TEXT_KEY } from './typed-text';

/** Persisted client state 'auth' (spec §3 session view plus what the app fetched after login). */
export interface AuthState {
  api_token: string | null;
  user: SessionView['user'] | null;
  individual_details: SessionView['individual_details'];
  userDetails: SessionView['userDetails'] | null;
  showData: { organization: OrganizationSummary | null };
  myPlan: (PlanView & { start_date: string | null }) | null;
}

const KEY = 'auth';
const empty: AuthState = {
  api_token: null,
  user: null,
  individual_details: null,
  userDetails: null,
  showData: { organization: null },
  myPlan: null,
};

function read(): AuthState {
  try {
    const raw = localStorage.getItem(KEY);
    return raw ? { ...empty, ...JSON.parse(raw) } : empty;
  } catch {
    return empty;
  }
}

/**
 * Tells the server's page shell that this browser has a session, so it does not preload the anonymous
 * version of a page's data (the signed-in page asks with its viewer, another URL). Not a credential.
 */
function markViewer(s: AuthState) {
  if (typeof document === 'undefined') return;
  // biome-ignore lint/suspicious/noDocumentCookie: one flag, written synchronously before any request; the Cookie Store API is asynchronous and missing in older browsers.
  document.cookie = s.api_token
    ? 'hctl_viewer=1; path=/; max-age=31536000; samesite=lax'
    : 'hctl_viewer=; path=/; max-age=0; samesite=lax';
}

let state = read();
markViewer(state);
const listeners = new Set<() => void>();
const emit = () => {
  for (const l of listeners) l();
};

export const authStore = {
  get: () => state,
  set(patch: Partial<AuthState>) {
    state = { ...state, ...patch };
    localStorage.setItem(KEY, JSON.stringify(state));
    markViewer(state);
    emit();
  },
  /** Logout, account deletion and 401 clear every persisted key (spec §4). */
  clear() {
    state = empty;
    for (const k of ['auth', 'blogs', 'resume', 'advertisementForm', 'membership'])
      localStorage.removeItem(k);
    // Signing out drops text kept from an ended session; an ended session keeps it after this.
    sessionStorage.removeItem(TYPED_TEXT_KEY);
    markViewer(state);
    emit();
  },
  /**
   * Stops acting as organization `slug` (the person was removed from its team, or it is gone): back
   * to their own account. False when they were not acting as it (another tab already left).
   */
  dropOrganization(slug: string) {
    if (state.showData.organization?.slug !== slug) return false;
    this.set({ showData: { organization: null }, myPlan: null });
    return true;
  },
  /** The acting organization's newer show data (a changed role changes the menus at once). */
  refreshOrganization(org: OrganizationSummary) {
    const current = state.showData.organization;
    if (current?.slug !== org.slug) return;
    if (
      current.company_name === org.company_name &&
      JSON.stringify(current.permissions ?? null) === JSON.stringify(org.permissions ?? null)
    )
      return;
    this.set({ showData: { organization: { ...current, ...org } } });
  },
  subscribe(l: () => void) {
    listeners.add(l);
    return () => listeners.delete(l);
  },
};

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (e) => {
    if (e.key === KEY) {
      const before = state.user?.id;
      state = read();
      // Signed out in another tab: this page is about to leave for sign-in; what was typed on it
      // waits for the same person's return, as when a session ends (typed-text.ts).
      if (before && !state.api_token) keepTypedText(before);
      markViewer(state);
      emit();
    }
  });
}

export type DerivedRole = 'individual' | 'organization' | 'super-admin';

/** Spec §3/§4/§6 derived values. */
export function derive(s: AuthState) {
  const org = s.showData.organization;
  const isAuthenticated = Boolean(s.api_token && s.user);
  let role: DerivedRole = org ? 'organization' : 'individual';
  if (s.userDetails?.role === 'super-admin' || s.user?.role === 'super-admin') role = 'super-admin';
  const slug = role === 'organization' && org ? org.slug : (s.user?.slug ?? null);
  return {
    ...s,
    isAuthenticated,
    role,
    slug,
    org_id: org?.id ?? null,
    userName: role === 'organization' && org ? org.company_name : (s.userDetails?.name ?? s.user?.name ?? ''),
    profile_img:
      role === 'organization'
        ? (org?.basic_info.company_profile_image ?? null)
        : (s.individual_details?.profile_image ?? null),
    iid: org ? `org_${org.id}` : s.individual_details ? `ind_${s.individual_details.id}` : null,
    ind_id: s.individual_details?.id ?? null,
  };
}

export function useAuth() {
  const s = useSyncExternalStore(authStore.subscribe, authStore.get, authStore.get);
  return derive(s);
}
