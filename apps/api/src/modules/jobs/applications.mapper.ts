import type { ApplicantView, ApplicationView, LicenseMatchView, Page } from '@hctl/contracts';
import { pageOf } from '../../lib/pagination';
import type { FileLink } from '../files/files.service';
import type { ApplicationRow } from './applications.repository';
import type { HeldLicenseRow } from './people.repository';

/** An application as `link`'s viewer sees it: its resume and letter URLs are signed for that viewer. */
export const toApplication = (r: ApplicationRow, link: FileLink): ApplicationView => ({
  id: r.id,
  job_id: r.job_id,
  first_name: r.first_name,
  last_name: r.last_name,
  email: r.email,
  phone_number: r.phone_number,
  status: r.status,
  message_to_recruiter: r.message_to_recruiter,
  resume_url: r.resume_file_id ? link(r.resume_file_id) : null,
  cover_letter_url: r.cover_letter_file_id ? link(r.cover_letter_file_id) : null,
  created_at: r.created_at.toISOString(),
  updated_at: r.updated_at.toISOString(),
});

/** A page of applicants as the pipeline lists them (each with its job's slug and title). */
export const applicantsPage = (
  rows: { app: ApplicationRow; job: ApplicantView['job'] }[],
  total: number,
  page: number,
  pageSize: number,
  link: FileLink,
): Page<ApplicantView> =>
  pageOf(
    rows.map((r) => Object.assign(toApplication(r.app, link), { job: r.job })),
    total,
    page,
    pageSize,
  );

/**
 * Which of the job's required licenses the candidate holds (names match when either contains the
 * other, case aside), and whether each is current on `today` (YYYY-MM-DD).
 */
export const licenseMatch = (required: string[], held: HeldLicenseRow[], today: string): LicenseMatchView[] =>
  required.map((req) => {
    const match = held.find(
      (h) =>
        h.license_type.toLowerCase().includes(req.toLowerCase()) ||
        req.toLowerCase().includes(h.license_type.toLowerCase()),
    );
    if (!match) return { license: req, held: false, status: null, expiry_date: null };
    const expired = match.expiry_date !== null && match.expiry_date <= today;
    return {
      license: req,
      held: true,
      status: expired ? 'expired' : match.verification_status,
      expiry_date: match.expiry_date,
    };
  });
