import type pg from 'pg';
import type { SearchKind } from '../search.backend';
import { OTHER_TERM_SOURCES } from './others.terms.repository';

/** A known word near a word of the query (the word itself first when the index holds it). */
export interface NearTermRow {
  word: string;
  /** The typed word with its accents folded, as the word list holds words ("zoë" → "zoe"). */
  folded: string;
  /** The typed word's English stem (null for a stop word). */
  word_lexeme: string | null;
  term: string;
  df: number;
  lexeme: string;
  lexeme_df: number;
}

/**
 * The text each kind's word list is built from: the 'hctl_simple' configuration keeps words as
 * written (lower-cased, unstemmed), so "Did you mean" offers real words, with accents folded
 * (migration 0042) so "Zoë" is listed as "zoe". Keyed by kind; S1b's kinds add theirs.
 */
export const TERM_SOURCES: Partial<Record<SearchKind, { words: string; lexemes: string }>> = {
  jobs: {
    words: `select to_tsvector('hctl_simple', coalesce(j.title, '') || ' ' || coalesce(j.specialty, '') || ' '
        || coalesce(j.category, '') || ' ' || coalesce(j.city, '') || ' ' || coalesce(j.state, '') || ' '
        || coalesce(j.description, ''))
      from jobs j join organizations o on o.id = j.organization_id
      where j.status = 'published' and o.approval_status = 'approved' and o.status = 'active' and not o.is_archived`,
    lexemes: `select j.search_tsv from jobs j join organizations o on o.id = j.organization_id
      where j.status = 'published' and o.approval_status = 'approved' and o.status = 'active' and not o.is_archived`,
  },
  ...OTHER_TERM_SOURCES,
};

/** How many nearest words (trigram distance, GiST KNN) are checked for edit distance. */
const NEAREST = 12;

export const termsRepository = {
  /**
   * For each word, the nearest known words by trigram distance (a KNN walk of the GiST index: under
   * a millisecond however long the list), with their frequencies. The list holds folded words, so
   * the typed word is folded before it is compared.
   */
  async nearest(pool: pg.Pool, kind: SearchKind, words: string[]): Promise<NearTermRow[]> {
    if (!words.length) return [];
    const r = await pool.query<NearTermRow>(
      `select w.word, w.folded, (tsvector_to_array(to_tsvector('hctl_english', w.word)))[1] as word_lexeme,
              t.term, t.df, t.lexeme, t.lexeme_df
         from (select word, hctl_unaccent(word) as folded from unnest($2::text[]) as u(word)) w
         cross join lateral (
           select term, df, lexeme, lexeme_df from search_terms
            where kind = $1 order by term <-> w.folded limit ${NEAREST}
         ) t`,
      [kind, words],
    );
    return r.rows;
  },

  /**
   * Rebuilds a kind's word list from its indexed text in one transaction (readers see the old list
   * until it commits). Words of 3–40 letters; each with its English stem and that stem's frequency.
   */
  async refresh(pool: pg.Pool, kind: SearchKind): Promise<number> {
    const source = TERM_SOURCES[kind];
    if (!source) return 0;
    const client = await pool.connect();
    try {
      await client.query('begin');
      await client.query('delete from search_terms where kind = $1', [kind]);
      const r = await client.query(
        `insert into search_terms (kind, term, lexeme, df, lexeme_df)
         select $1, w.word, coalesce(l.lexeme, ''), w.ndoc, coalesce(s.ndoc, 0)
           from ts_stat($2) w
           left join lateral (
             select (tsvector_to_array(to_tsvector('hctl_english', w.word)))[1] as lexeme
           ) l on true
           left join ts_stat($3) s on s.word = l.lexeme
          where w.word ~ '^[a-z][a-z0-9''-]{1,39}$'`,
        [kind, source.words, source.lexemes],
      );
      await client.query('commit');
      return r.rowCount ?? 0;
    } catch (e) {
      await client.query('rollback');
      throw e;
    } finally {
      client.release();
    }
  },
};
