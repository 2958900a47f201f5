import type { SearchKind } from '../search.backend';

/**
 * The word lists ("Did you mean", typo correction) of the kinds beside jobs: `words` is the text as
 * written ('hctl_simple': lower-cased, accents folded, unstemmed), `lexemes` the stemmed documents. Only what anyone may
 * see goes in — public services, live organizations, public groups, and of published people only
 * the fields their profile shows — so a suggestion never reveals a hidden word.
 */
const service = (kind: 'post' | 'request' | 'gallery') => {
  const where = `s.kind = '${kind}' and s.status = 'active' and s.is_draft = false`;
  return {
    words: `select to_tsvector('hctl_simple', coalesce(s.title, '') || ' ' || coalesce(s.health_care_sector, '') || ' '
        || coalesce(s.location, '') || ' ' || coalesce(s.description, ''))
      from services s where ${where}`,
    lexemes: `select s.search_tsv from services s where ${where}`,
  };
};

const shown = (field: string, col: string) =>
  `case when coalesce(d.visibility -> '${field}' <> 'false'::jsonb, true) then coalesce(${col}, '') else '' end`;
const livePerson = `d.is_published and u.is_active and u.role = 'individual'`;
const liveOrg = `o.approval_status = 'approved' and o.status = 'active' and o.is_published and not o.is_archived`;

export const OTHER_TERM_SOURCES: Partial<Record<SearchKind, { words: string; lexemes: string }>> = {
  services: service('post'),
  service_requests: service('request'),
  galleries: service('gallery'),
  profiles: {
    words: `select to_tsvector('hctl_simple', u.first_name || ' ' || u.last_name || ' ' || coalesce(d.specialty, '') || ' '
        || ${shown('occupation', 'd.occupation')} || ' ' || ${shown('about', 'd.about')} || ' '
        || coalesce(d.city, '') || ' ' || coalesce(d.state, ''))
      from individual_details d join users u on u.id = d.user_id where ${livePerson}`,
    lexemes: `select d.search_document from individual_details d join users u on u.id = d.user_id
      where ${livePerson} and d.search_document is not null`,
  },
  organizations: {
    words: `select to_tsvector('hctl_simple', o.company_name || ' ' || coalesce(o.tagline, '') || ' '
        || coalesce(o.industry_type, '') || ' ' || coalesce(o.about, '') || ' ' || coalesce(o.city, '') || ' '
        || coalesce(o.state, ''))
      from organizations o where ${liveOrg}`,
    lexemes: `select o.search_tsv from organizations o where ${liveOrg}`,
  },
  groups: {
    words: `select to_tsvector('hctl_simple', g.name || ' ' || coalesce(g.category, '') || ' ' || coalesce(g.location, '')
        || ' ' || g.description)
      from groups g where g.deleted_at is null and g.privacy = 'public'`,
    lexemes: `select g.search_tsv from groups g where g.deleted_at is null and g.privacy = 'public'`,
  },
};
