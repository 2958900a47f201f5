import pg from 'pg';
import { jobSearchStatement } from '../apps/api/src/modules/search/pg/jobs.repository';
const pool = new pg.Pool({ connectionString: 'postgres://postgres@127.0.0.1:5432/hctl_bench' });
const c = await pool.connect();
async function time(label: string, text: string, values: unknown[], walk: boolean) {
  await c.query(`set enable_bitmapscan = ${walk ? 'off' : 'on'}`);
  for (let i = 0; i < 3; i++) await c.query(text, values);
  const t0 = performance.now(); for (let i = 0; i < 30; i++) await c.query(text, values);
  console.log(label.padEnd(40), ((performance.now() - t0) / 30).toFixed(2), 'ms');
}
for (const [words, plan, filters] of [['bilingual','bitmap',{}],['nashville','walk',{}],['therapist','walk',{}],['icu nurse','walk',{}],['nurse','bitmap',{category:'nursing',city:'Austin'}]] as const) {
  const st = jobSearchStatement({ words, filters: { benefits: [], ...filters } as any, sort: 'relevance', plan, pageSize: 10, offset: 0, after: null, viewerLicenses: [], now: new Date(), withFacets: true });
  await time(`${words} ${plan} full`, st.text, st.values, plan === 'walk');
  const noHl = st.text.replace(/ts_headline\('english', j\.title[^\n]*as title_hl/, 'j.title as title_hl').replace(/ts_headline\('english', j\.description[^\n]*as snippet_hl/, 'left(j.description,200) as snippet_hl');
  await time(`${words} ${plan} no headline`, noHl, st.values, plan === 'walk');
  const st2 = jobSearchStatement({ words, filters: { benefits: [], ...filters } as any, sort: 'relevance', plan, pageSize: 10, offset: 0, after: null, viewerLicenses: [], now: new Date(), withFacets: false });
  await time(`${words} ${plan} no facets`, st2.text, st2.values, plan === 'walk');
}
c.release(); await pool.end();
