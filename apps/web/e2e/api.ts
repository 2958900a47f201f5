import { expect } from 'vitest';
import { makePdf } from '../../api/test/fixtures';

/** The demo people's password (the seed's). */
export const DEMO_PASSWORD = 'Demo12345';

/** A person's API token from signing in through the API (a demo person unless `password` is given). */
export async function apiToken(base: string, email: string, password = DEMO_PASSWORD) {
  const res = await fetch(`${base}/api/v1/submit-login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  return (await res.json()).data.api_token as string;
}

/** A person signing up: their names, e-mail and password (the form asks for it twice). */
export interface Registrant {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
}

/**
 * Signs a person up through the API, terms accepted (an organization's owner with the organization's
 * name), for journeys whose subject is not the registration form: the raw response.
 */
export function registerThroughApi(
  base: string,
  kind: 'individual' | 'organization',
  who: Registrant & { companyName?: string },
) {
  return fetch(`${base}/api/v1/${kind}/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      first_name: who.firstName,
      last_name: who.lastName,
      email: who.email,
      password: who.password,
      password_confirmation: who.password,
      terms: true,
      ...(who.companyName === undefined ? {} : { company_name: who.companyName }),
    }),
  });
}

/** Setup the screens are not about, through the API with a person's token: the whole answer. */
export async function apiAnswer<T>(
  base: string,
  token: string,
  method: string,
  path: string,
  body?: unknown,
) {
  const res = await fetch(`${base}/api/v1${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      accept: 'application/json',
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = await res.json();
  if (!res.ok) throw new Error(`${method} ${path} → ${res.status} ${JSON.stringify(json)}`);
  return json as { message: string; data: T };
}

/** As apiAnswer, only the answer's data. */
export const apiData = async <T>(base: string, token: string, method: string, path: string, body?: unknown) =>
  (await apiAnswer<T>(base, token, method, path, body)).data;

/**
 * A fresh job of the organization (a rerun meets no earlier one), the nurse's application to it with
 * a PDF résumé, and a video interview of that application: the job and the interview.
 */
export async function interviewedNurse(
  base: string,
  who: { org: string; clinicToken: string; nurseToken: string },
  job: { title: string; description: string },
  interview: { at: Date; timezone: string },
) {
  const { org, clinicToken, nurseToken } = who;
  const made = await apiData<{ job: { id: number; slug: string } }>(
    base,
    clinicToken,
    'POST',
    `/organization/${org}/job/create`,
    { ...job, employment_type: 'full-time', city: 'Austin', state: 'TX' },
  );
  const form = new FormData();
  for (const [k, v] of Object.entries({
    job_id: String(made.job.id),
    first_name: 'Nora',
    last_name: 'Reyes',
    email: 'nurse@hctl.test',
  }))
    form.append(k, v);
  form.append('resume', new Blob([makePdf(['Nora Reyes, RN'])], { type: 'application/pdf' }), 'cv.pdf');
  const applied = await fetch(`${base}/api/v1/organization/${org}/job/apply/`, {
    method: 'POST',
    headers: { authorization: `Bearer ${nurseToken}`, accept: 'application/json' },
    body: form,
  });
  expect(applied.status, await applied.clone().text()).toBe(200);
  const applicants = await apiData<{ data: { id: number }[] }>(
    base,
    clinicToken,
    'GET',
    `/organization/${org}/job/${made.job.slug}/applicants`,
  );
  const scheduled = await apiData<{ id: number }>(
    base,
    clinicToken,
    'POST',
    `/organization/${org}/job/interviews/store`,
    {
      application_id: applicants.data[0].id,
      schedule_date: interview.at.toISOString(),
      timezone: interview.timezone,
      mode: 'video',
    },
  );
  return { job: made.job, interview: scheduled };
}

/** A signed-in person as the journeys hold them: the API token and the ids the web app stored. */
interface Caller {
  token: string;
  userId: number;
  orgId: number | null;
}

/**
 * A quotation between the clinic and the nurse, and a video call on it that the clinic rings: the
 * clinic asks for a quote on a BLS class for its `staff` that the nurse offers. Her own fresh service,
 * so another journey's open quotation with the clinic cannot stand in the way. The service, the call
 * and the call page's address (the call's parameters in the query, as the new window would have them).
 */
export async function ringForQuotation(base: string, clinic: Caller, nurse: Caller, staff: string) {
  const categories = await apiData<{ id: string; category_id: number }[]>(
    base,
    nurse.token,
    'GET',
    '/categories',
  );
  const training = categories.find((c) => c.id === 'training-and-continuing-education')!;
  const { service } = await apiData<{ service: { id: number; owner: { id: number } } }>(
    base,
    nurse.token,
    'POST',
    '/individual/nora-reyes/service-post/create',
    {
      title: `BLS ${staff} class ${Date.now()}`,
      description: `A BLS refresher for ${staff} staff, on site, with hands-on practice.`,
      category: training.category_id,
      tags: ['BLS'],
      is_remote: 1,
      fixed_price: 90,
    },
  );
  const asked = await apiData<{ quotation: { id: number } }>(
    base,
    clinic.token,
    'POST',
    '/quotations/request-quote/service',
    {
      receiver_id: nurse.userId,
      service_id: service.id,
      message: `Could you run a BLS class for our ${staff} staff?`,
      organization_id: clinic.orgId,
    },
  );
  const call = await apiData<{ id: number; token: string }>(
    base,
    clinic.token,
    'POST',
    '/quotations/request-call/service',
    { service_quotation_id: asked.quotation.id, type: 'video' },
  );
  return { service, call, url: `/video-call/${call.id}?type=video&kind=service&token=${call.token}` };
}
