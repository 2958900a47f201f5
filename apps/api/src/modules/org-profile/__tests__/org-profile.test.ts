import { beforeAll, describe, expect, it } from 'vitest';
import { apiSuite, login, makeUser, postMultipart } from '../../../../test/context';
import { MP4, PNG } from '../../../../test/fixtures';

const { ctx, call, user: owner } = apiSuite({ as: { role: 'organization', company: 'Sunrise Care' } });
let t: string;
beforeAll(() => {
  t = owner.token;
});
const upload = (url: string, field: string, name: string, data: Buffer, token = t) =>
  postMultipart(ctx, url, token, {}, { field, name, data });

describe('creating organizations', () => {
  it('lets any user create one and warns about similar names', async () => {
    const u = await makeUser(ctx);
    const tu = await login(ctx, u);
    const similar = await call('GET', '/organization/search-name?name=sunrise', tu);
    expect(similar.json().data.map((o: { company_name: string }) => o.company_name)).toContain(
      'Sunrise Care',
    );
    expect((await call('GET', '/organization/search-name', tu)).statusCode).toBe(422);
    const res = await call('POST', '/organization/create', tu, {
      company_name: 'Nora Home Health',
      industry_type: 'Managed Healthcare',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Organization created successfully!',
      data: { approval_status: 'pending', is_owner: true },
    });
    expect((await call('GET', '/organization/list', tu)).json().data).toHaveLength(1);
    expect(
      (await call('POST', '/organization/create', tu, { company_name: 'x', industry_type: 'Bakery' }))
        .statusCode,
    ).toBe(422);
    expect(
      (await call('POST', '/organization/create', undefined, { company_name: 'Nope Inc' })).statusCode,
    ).toBe(401);
  });
});

describe('profile sections', () => {
  it('saves account, contact and basic info with validation', async () => {
    const slug = owner.orgSlug!;
    expect(
      (
        await call('POST', `/organization/${slug}/account`, t, {
          company_name: 'Sunrise Care',
          tagline: 'Home health for Central Texas',
        })
      ).json().data.tagline,
    ).toBe('Home health for Central Texas');
    const bad = await call('POST', `/organization/${slug}/contact`, t, {
      email: 'nope',
      website: 'not a site',
      zip_code: '!',
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toEqual(expect.arrayContaining(['email', 'website', 'zip_code']));
    const ok = await call('POST', `/organization/${slug}/contact`, t, {
      email: 'hr@sunrise.test',
      phone: '+1 512 555 0100',
      website: 'https://sunrise.test',
      city: 'Austin',
      zip_code: '',
    });
    expect(ok.json().data).toMatchObject({ email: 'hr@sunrise.test', city: 'Austin', zip_code: null });
    const basic = await call('POST', `/organization/${slug}/basic`, t, {
      industry_type: 'Medical Facilities',
      company_size: '51-200',
      founded_year: 1998,
      mission: 'Care at home.',
      languages: ['english', 'spanish'],
    });
    expect(basic.json().data).toMatchObject({ industry_type: 'Medical Facilities', founded_year: 1998 });
    expect(
      (await call('POST', `/organization/${slug}/basic`, t, { industry_type: 'Bakery' })).statusCode,
    ).toBe(422);
  });

  it('manages volunteers, communities, facilities and researches', async () => {
    const slug = owner.orgSlug!;
    for (const kind of ['volunteer', 'community', 'facility', 'research']) {
      const created = await call('POST', `/organization/${slug}/${kind}/create`, t, {
        title: `${kind} one`,
        url: 'https://x.test/a',
      });
      expect(created.statusCode, created.body).toBe(200);
      const id = created.json().data.id;
      expect((await call('GET', `/organization/${slug}/${kind}`, t)).json().data).toHaveLength(1);
      const showPath =
        kind === 'volunteer' ? `/organization/volunteer/show/${id}` : `/organization/${kind}/${id}`;
      expect((await call('GET', showPath, t)).json().data.title).toBe(`${kind} one`);
      expect((await call('POST', `/organization/${slug}/${kind}/create`, t, { title: '' })).statusCode).toBe(
        422,
      );
      expect(
        (await call('POST', `/organization/${slug}/${kind}/${id}/visibility`, t)).json().data.is_visible,
      ).toBe(false);
      // Hidden and unpublished: strangers do not see it.
      expect((await call('GET', showPath)).statusCode).toBe(404);
      expect(
        (await call('POST', `/organization/${slug}/${kind}/${id}`, t, { title: `${kind} renamed` })).json()
          .data.title,
      ).toBe(`${kind} renamed`);
    }
  });

  it('uploads a logo, a video and facility media, checked by content', async () => {
    const slug = owner.orgSlug!;
    const logo = await upload(`/organization/${slug}/logo`, 'logo', 'logo.png', PNG);
    expect(logo.json().data.company_profile_image).toMatch(/^\/api\/v1\/files\/\d+$/);
    const video = await upload(`/organization/${slug}/video`, 'video', 'tour.mp4', MP4);
    expect(video.statusCode, video.body).toBe(200);
    expect((await call('GET', `/organization/${slug}/video`, t)).json().data.video_url).toMatch(/files/);
    const fake = await upload(
      `/organization/${slug}/video`,
      'video',
      'tour.mp4',
      Buffer.from('<html>not a video</html>'),
    );
    expect(fake.statusCode).toBe(422);
    const media = await upload(`/organization/${slug}/about-facility/upload`, 'media', 'lobby.png', PNG);
    const mediaId = media.json().data.id;
    expect((await call('GET', `/organization/${slug}/about-facility/media`, t)).json().data).toHaveLength(1);
    expect(
      (await call('DELETE', `/organization/${slug}/about-facility/upload/${mediaId}/delete`, t)).statusCode,
    ).toBe(200);
    expect((await call('DELETE', `/organization/${slug}/video/delete`, t)).json().data.video_url).toBeNull();
    expect((await call('DELETE', `/organization/${slug}/video/delete`, t)).statusCode).toBe(404);
  });

  it('keeps about-facility entries and a question bank', async () => {
    const slug = owner.orgSlug!;
    const entry = (
      await call('POST', `/organization/${slug}/about-facility`, t, {
        title: 'Our campus',
        description: '120 beds',
      })
    ).json().data;
    const edited = await call('POST', `/organization/${slug}/about-facility`, t, {
      id: entry.id,
      title: 'Our campus',
      description: '140 beds',
    });
    expect(edited.json().data.description).toBe('140 beds');
    expect(
      (await call('DELETE', `/organization/${slug}/about-facility/delete/${entry.id}`, t)).statusCode,
    ).toBe(200);
    const q = await call('POST', `/organization/${slug}/question-bank/create`, t, {
      question: 'Which shifts can you work?',
      type: 'multiple_choice',
      options: ['Day', 'Night'],
    });
    expect(q.statusCode).toBe(200);
    const bad = await call('POST', `/organization/${slug}/question-bank/create`, t, {
      question: 'Pick one please',
      type: 'multiple_choice',
      options: ['Only'],
    });
    expect(bad.json().errors.options).toBeDefined();
    expect((await call('GET', `/organization/${slug}/question-bank`, t)).json().data).toHaveLength(1);
    expect(
      (await call('DELETE', `/organization/${slug}/question-bank/not-a-uuid/delete`, t)).statusCode,
    ).toBe(422);
    expect(
      (await call('DELETE', `/organization/${slug}/question-bank/${q.json().data.uuid}/delete`, t))
        .statusCode,
    ).toBe(200);
  });
});

describe('status, archive and the public profile', () => {
  it('activates and deactivates with the spec texts; only the owner may', async () => {
    const slug = owner.orgSlug!;
    expect(
      (await call('PUT', `/organization/${slug}/status`, t, { status: 'deactive' })).json().message,
    ).toBe('Organization deactivated successfully!');
    expect((await call('PUT', `/organization/${slug}/status`, t, { status: 'active' })).json().message).toBe(
      'Organization activated successfully!',
    );
    expect((await call('PUT', `/organization/${slug}/status`, t, { status: 'paused' })).statusCode).toBe(422);
  });

  it('shows the public profile by the visibility settings', async () => {
    const o = await makeUser(ctx, { role: 'organization', company: 'Visible Health' });
    const to = await login(ctx, o);
    const slug = o.orgSlug!;
    await call('POST', `/organization/${slug}/contact`, to, {
      phone: '+1 512 555 0199',
      website: 'https://visible.test',
      address: '1 Main St',
    });
    await call('POST', `/organization/${slug}/basic`, to, { mission: 'Heal.' });
    const hidden = (
      await call('POST', `/organization/${slug}/research/create`, to, { title: 'Hidden study' })
    ).json().data;
    await call('POST', `/organization/${slug}/research/create`, to, { title: 'Public study' });
    await call('POST', `/organization/${slug}/research/${hidden.id}/visibility`, to);
    expect((await call('GET', `/organization/profile/${slug}`)).statusCode).toBe(404);
    await call('POST', `/organization/${slug}/account/publish`, to);
    await call('POST', `/organization/${slug}/visibility`, to, { phone_no: false, mission: false });
    const viewer = await makeUser(ctx);
    const tv = await login(ctx, viewer);
    const pub = (await call('GET', `/organization/profile/${slug}?individual_slug=${viewer.slug}`, tv)).json()
      .data;
    expect(pub).toMatchObject({
      company_name: 'Visible Health',
      phone: null,
      mission: null,
      website: 'https://visible.test',
      is_team: false,
    });
    expect(pub.researches.map((r: { title: string }) => r.title)).toEqual(['Public study']);
    expect(pub.visibility).toBeUndefined();
    const own = (await call('GET', `/organization/profile/${slug}`, to)).json().data;
    expect(own).toMatchObject({ phone: '+1 512 555 0199', mission: 'Heal.', is_team: true });
    expect(own.researches).toHaveLength(2);
    await call('PUT', `/organization/${slug}/archive`, to, {});
    expect((await call('GET', `/organization/profile/${slug}`)).statusCode).toBe(404);
    expect((await call('POST', `/organization/${slug}/visibility`, to, { colour: true })).statusCode).toBe(
      422,
    );
  });

  it("lists the organization's published jobs, newest first, and none of another organization", async () => {
    const o = await makeUser(ctx, { role: 'organization', company: 'Hiring Health', approved: true });
    const to = await login(ctx, o);
    const slug = o.orgSlug!;
    await call('POST', `/organization/${slug}/account/publish`, to);
    const post = async (org: string, token: string, title: string) =>
      (
        await call('POST', `/organization/${org}/job/create`, token, {
          title,
          category: 'nursing',
          city: 'Austin',
          state: 'TX',
          employment_type: 'full-time',
          description: `${title}: a job worth taking.`,
        })
      ).json().data.job.slug as string;
    await post(slug, to, 'Day Nurse');
    await post(slug, to, 'Night Nurse');
    const closed = await post(slug, to, 'Closed Nurse');
    await call('POST', `/organization/${slug}/job/${closed}/archive`, to);
    const other = await makeUser(ctx, { role: 'organization', company: 'Other Health', approved: true });
    await post(other.orgSlug!, await login(ctx, other), 'Other Nurse');
    const pub = (await call('GET', `/organization/profile/${slug}`)).json().data;
    expect(pub.jobs.map((j: { title: string }) => j.title)).toEqual(['Night Nurse', 'Day Nurse']);
    expect(pub.jobs[0]).toMatchObject({ status: 'published', organization: { slug } });
  });
});
