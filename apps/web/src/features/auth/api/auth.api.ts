import type { LoginBody, OrganizationSummary, PlanView, SessionView } from '@hctl/contracts';
import { get, post } from '../../../lib/api-client';
import { authStore } from '../../../lib/auth-store';

export type LoginResult =
  | SessionView
  | { api_token: null; otp_sent: true; phone_number: string | null; user: { email: string } };

export const authApi = {
  login: (body: LoginBody) => post<LoginResult>('/submit-login', body),
  loginActivate: (body: { email: string; password: string; remember?: boolean }) =>
    post<SessionView>('/submit-login-activate', body),
  verifyOtp: (body: { email: string; otp: string; remember?: boolean }) =>
    post<SessionView>('/verify-otp', body),
  resendLoginCode: (email: string) => post<{ otp_sent: boolean }>('/sent-otp-login', { email }),
  requestCode: (email: string) => post<{ otp_sent: boolean }>('/generate-otp', { email }),
  registerIndividual: (body: unknown) => post<{ email: string }>('/individual/register', body),
  registerOrganization: (body: unknown) => post<{ email: string }>('/organization/register', body),
  passwordRequest: (email: string) => post<null>('/password-request', { email }),
  passwordUpdate: (body: unknown) => post<null>('/password-update', body),
  verifyEmail: (q: URLSearchParams) =>
    get<{ email: string }>(
      `/email/verify/${q.get('id')}/${q.get('hash')}?expires=${encodeURIComponent(q.get('expires') ?? '')}&signature=${encodeURIComponent(q.get('signature') ?? '')}`,
    ),
  resendVerification: (email?: string) => post<null>('/email/resend/', email ? { email } : {}),
  logout: () => post<null>('/logout'),
  organizations: () => get<OrganizationSummary[]>('/organization/list'),
  organization: (slug: string) => get<OrganizationSummary>(`/organization/${slug}/show`),
  currentPlan: (slug?: string) =>
    get<PlanView & { start_date: string | null }>(`/plans/current${slug ? `?slug=${slug}` : ''}`),
};

/** Acting as an organization: its show data and current plan become the session's showData and myPlan (spec §3). */
export async function enterOrganization(slug: string) {
  const org = (await authApi.organization(slug)).data;
  const plan = (await authApi.currentPlan(slug)).data;
  authStore.set({ showData: { organization: org }, myPlan: plan });
  return org;
}
