import type { ResumeImportView, ResumeProposal } from '@hctl/contracts';
import type { ResumeImportRow } from './resume-import.repository';

export const toResumeImportView = (r: ResumeImportRow): ResumeImportView => ({
  id: r.id,
  status: r.status,
  error: r.error,
  proposal: (r.proposal as ResumeProposal | null) ?? null,
  created_at: r.created_at.toISOString(),
  updated_at: r.updated_at.toISOString(),
});
