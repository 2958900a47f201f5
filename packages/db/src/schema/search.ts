import { index, integer, pgTable, primaryKey, varchar } from 'drizzle-orm/pg-core';
import { ts } from './_columns';

/**
 * The word list of each searchable kind (issue 20): every word of the indexed text with the number
 * of documents holding it, rebuilt by the search worker. It corrects misspelled words (nearest known
 * word by trigram distance, then edit distance and frequency) and tells the query planner how common
 * a word is (`lexeme`: the word's English stem, as the full-text index stores it).
 */
export const searchTerms = pgTable(
  'search_terms',
  {
    kind: varchar('kind', { length: 24 }).notNull(),
    term: varchar('term', { length: 64 }).notNull(),
    lexeme: varchar('lexeme', { length: 64 }).notNull(),
    /** Documents holding this exact word. */
    df: integer('df').notNull(),
    /** Documents holding its stem (what a search for it matches): how the query plan is chosen. */
    lexeme_df: integer('lexeme_df').notNull(),
    refreshed_at: ts('refreshed_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.term] }),
    // GiST rather than GIN: `order by term <-> $word limit n` (nearest words) is a KNN index walk.
    index('search_terms_trgm_idx').using('gist', t.term.op('gist_trgm_ops')),
    index('search_terms_lexeme_idx').on(t.kind, t.lexeme),
  ],
);
