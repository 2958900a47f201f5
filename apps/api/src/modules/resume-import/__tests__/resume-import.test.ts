import { resumeProposalView } from '@hctl/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiSuite, postMultipart, signedIn } from '../../../../test/context';
import { makeDocx, makePdf, PNG, SAMPLE_RESUME } from '../../../../test/fixtures';
import { normalizeDate, proposeFromText } from '../resume.parse';

const { ctx, call } = apiSuite();
let t: string;
beforeAll(async () => {
  ({ token: t } = await signedIn(ctx));
});

const start = (token: string | undefined, name: string, data: Buffer) =>
  postMultipart(ctx, '/individual/resume-import', token, {}, { field: 'file', name, data });

describe('resume parsing', () => {
  it('proposes work, education, licenses, certificates and skills from text', () => {
    const p = proposeFromText(SAMPLE_RESUME.join('\n'));
    expect(p.work_experiences[0]).toMatchObject({
      title: 'ICU Registered Nurse',
      employer: 'Austin General Hospital',
      is_current: true,
      start_date: '2018-01-01',
      end_date: null,
    });
    expect(p.work_experiences[1]).toMatchObject({
      title: 'Staff Nurse',
      employer: 'St. David Medical Center',
      end_date: '2018-12-31',
    });
    expect(p.educations[0]).toMatchObject({
      school: 'University of Texas at Austin',
      degree: 'Bachelor of Science',
      field_of_study: 'Nursing',
    });
    expect(p.licenses[0]).toMatchObject({
      license_type: 'Registered Nurse (RN)',
      license_number: 'RN884211',
      issuing_authority: 'Texas Board of Nursing',
      expiry_date: '2027-06-30',
    });
    expect(p.certificates.map((c) => c.name)).toEqual(['BLS Provider', 'ACLS']);
    expect(p.certificates[0].expiry_date).toBe('2026-01-31');
    expect(p.skills.map((s) => s.name)).toEqual([
      'Ventilator management',
      'Triage',
      'IV therapy',
      'Epic EHR',
    ]);
  });

  it("proposes a license with no issuer named (left for the person to fill in), in the view's shape", () => {
    const p = proposeFromText(['Quinn Tester', 'Licenses', 'Registered Nurse'].join('\n'));
    expect(p.licenses).toEqual([
      { license_type: 'Registered Nurse', license_number: '', issuing_authority: '', expiry_date: null },
    ]);
    expect(resumeProposalView.safeParse(p).success).toBe(true);
  });

  it('reads dates as most resumes write them: month names, on the line under the job', () => {
    const p = proposeFromText(
      [
        'Experience',
        "ICU Registered Nurse, St. David's Medical Center, Austin TX",
        'January 2019 - Present',
        'Charge Nurse, Seton Medical Center, Austin TX',
        'Jun 2016 – Dec 2018',
        'Licenses',
        'Registered Nurse, Texas Board of Nursing, RN-884213',
      ].join('\n'),
    );
    expect(p.work_experiences).toEqual([
      expect.objectContaining({
        title: 'ICU Registered Nurse',
        employer: "St. David's Medical Center",
        start_date: '2019-01-01',
        end_date: null,
        is_current: true,
      }),
      expect.objectContaining({
        title: 'Charge Nurse',
        start_date: '2016-06-01',
        end_date: '2018-12-31',
        is_current: false,
      }),
    ]);
    expect(p.licenses).toEqual([
      {
        license_type: 'Registered Nurse',
        license_number: 'RN-884213',
        issuing_authority: 'Texas Board of Nursing',
        expiry_date: null,
      },
    ]);
  });

  it('normalizes partial dates', () => {
    expect(normalizeDate('2026-02')).toBe('2026-02-28');
    expect(normalizeDate('03/2027')).toBe('2027-03-31');
    expect(normalizeDate('4/15/2026')).toBe('2026-04-15');
    expect(normalizeDate('soon')).toBeNull();
  });
});

describe('resume import calls', () => {
  it.each([
    ['resume.pdf', () => makePdf(SAMPLE_RESUME)],
    ['resume.docx', () => makeDocx(SAMPLE_RESUME)],
  ])('imports %s through the queued job', async (name, make) => {
    const res = await start(t, name, make());
    expect(res.statusCode, res.body).toBe(200);
    const { id, status } = res.json().data;
    expect(status).toBe('queued');
    await ctx.app.modules.resumeImport.services.resumeImport.process(id);
    const got = await call('GET', `/individual/resume-import/${id}`, t);
    expect(got.json().data.status).toBe('done');
    expect(got.json().data.proposal.licenses[0].license_number).toBe('RN884211');
    expect(got.json().data.proposal.skills).toHaveLength(4);
    const job = await ctx.deps.queues.get('resume-import').getJob(`resume-${id}`);
    expect(job?.data).toEqual({ id });
  });

  it('marks an unreadable resume failed with a message', async () => {
    const res = await start(t, 'scan.pdf', makePdf([]));
    const { id } = res.json().data;
    await ctx.app.modules.resumeImport.services.resumeImport.process(id);
    const got = (await call('GET', `/individual/resume-import/${id}`, t)).json().data;
    expect(got.status).toBe('failed');
    expect(got.error).toMatch(/could not find any text/);
  });

  it('leaves out skills, certificates and licenses the profile already has, case- and accent-insensitively', async () => {
    const { token } = await signedIn(ctx);
    await call('POST', '/individual/skills', token, { name: 'Wound care' });
    await call('POST', '/individual/skills', token, { name: 'Tríage' });
    await call('POST', '/individual/certificates', token, { name: 'bls provider' });
    await call('POST', '/individual/licenses', token, {
      license_type: 'RN',
      license_number: 'rn884211',
      issuing_authority: 'Texas Board of Nursing',
    });
    const resume = [...SAMPLE_RESUME, 'WOUND CARE, Phlebotomy'];
    const { id } = (await start(token, 'cv.pdf', makePdf(resume))).json().data;
    await ctx.app.modules.resumeImport.services.resumeImport.process(id);
    const { proposal } = (await call('GET', `/individual/resume-import/${id}`, token)).json().data;
    expect(proposal.skills.map((k: { name: string }) => k.name)).toEqual([
      'Ventilator management',
      'IV therapy',
      'Epic EHR',
      'Phlebotomy',
    ]);
    expect(proposal.certificates.map((c: { name: string }) => c.name)).toEqual(['ACLS']);
    expect(proposal.licenses).toEqual([]);
    // Someone else reading it (they cannot) or the proposal of another profile is not affected.
    const { token: fresh } = await signedIn(ctx);
    const theirs = (await start(fresh, 'cv.pdf', makePdf(resume))).json().data.id;
    await ctx.app.modules.resumeImport.services.resumeImport.process(theirs);
    const all = (await call('GET', `/individual/resume-import/${theirs}`, fresh)).json().data.proposal;
    expect(all.skills.map((k: { name: string }) => k.name)).toContain('WOUND CARE');
    expect(all.licenses).toHaveLength(1);
  });

  it('saves no second skill that differs from a saved one only by case or accents', async () => {
    const { token } = await signedIn(ctx);
    await call('POST', '/individual/skills', token, { name: 'Wound care' });
    const again = await call('POST', '/individual/skills', token, { skills: [{ name: 'Wóund  Care' }] });
    expect(again.statusCode).toBe(409);
    const mixed = await call('POST', '/individual/skills', token, {
      skills: [{ name: 'WOUND CARE' }, { name: 'Triage' }],
    });
    expect(mixed.statusCode, mixed.body).toBe(200);
    expect(mixed.json().data.map((k: { name: string }) => k.name)).toEqual(['Triage']);
    const names = (await call('GET', '/individual/skills', token))
      .json()
      .data.map((k: { name: string }) => k.name);
    expect(names.sort()).toEqual(['Triage', 'Wound care']);
  });

  it('refuses other file types, anonymous callers, and other users', async () => {
    const bad = await start(t, 'cv.pdf', PNG);
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.file).toBe('Upload a file of type PDF or DOCX.');
    expect((await start(undefined, 'cv.pdf', makePdf(SAMPLE_RESUME))).statusCode).toBe(401);
    const mine = (await start(t, 'cv.pdf', makePdf(SAMPLE_RESUME))).json().data.id;
    const { token: to } = await signedIn(ctx);
    expect((await call('GET', `/individual/resume-import/${mine}`, to)).statusCode).toBe(404);
  });
});
