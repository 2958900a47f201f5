import { REPORT_KINDS } from '@hctl/contracts';
import type { AuthContext } from '../../../kit/context';
import { ADMIN } from './outcomes';
import type { Row } from './table';
import type { World } from './world';

// Columns as in outcomes.ts: anon  unverif  A    B    owner member  memberNo  otherOwner  admin
/** The signed link is the credential: whoever holds it downloads, signed in or not. */
const SIGNED_LINK = 'ok ok ok ok ok ok ok ok ok';

/** A finished export of the super admin's (the users report: a few rows in the matrix's world). */
async function finishedExport(w: World) {
  const reports = w.ctx.app.modules.reports.services.reports;
  const admin = w.users.superAdmin!;
  const by = { userId: admin.id, role: 'super-admin', email: admin.email, slug: admin.slug } as AuthContext;
  const q = { page: 1, pageSize: 5, export: 'csv' as const };
  const { data } = await reports.requestExport('user', q, by);
  await reports.runExport(
    { updateProgress: async () => {}, attemptsMade: 0, opts: { attempts: 1 } },
    { uid: data.id },
  );
  return (await reports.status(data.id, by)).data;
}

export const REPORTS_ROWS: Record<string, Row> = {
  ...Object.fromEntries(
    REPORT_KINDS.map((report) => [
      `GET /api/v1/admin/report/${report}`,
      { expect: ADMIN, call: () => ({ query: '?page=1&pageSize=10' }) } satisfies Row,
    ]),
  ),
  'GET /api/v1/admin/report/exports/:id': {
    expect: ADMIN,
    call: async (w) => ({ params: { id: (await finishedExport(w)).id } }),
  },
  'GET /api/v1/admin/report/exports/:id/download': {
    expect: SIGNED_LINK,
    call: async (w) => {
      const done = await finishedExport(w);
      const url = new URL(done.download_url!, 'http://matrix');
      return { params: { id: done.id }, query: url.search };
    },
  },
};
