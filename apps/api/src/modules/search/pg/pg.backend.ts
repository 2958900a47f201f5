import type pg from 'pg';
import type {
  PgSearchProvider,
  SearchBackend,
  SearchFacets,
  SearchKind,
  SearchQuery,
  SearchResult,
  Suggestion,
  WordStats,
} from '../search.backend';
import { noResult, withoutWords } from '../search.backend';
import { termsRepository } from './terms.repository';
import { type CorrectedWord, correct, tokenize } from './typos';

/** The words to match after correction, and what the person is told ("Did you mean …"). */
export interface CorrectedText {
  words: CorrectedWord[];
  didYouMean: string | null;
}

/** The words a provider matches (corrected) and their frequencies (stop words left out). */
const wordsOf = (c: CorrectedText): [string[], WordStats[]] => [
  c.words.map((w) => w.use),
  c.words.filter((w) => !w.stop).map((w) => ({ word: w.use, matches: w.lexemeDf })),
];

/**
 * PostgreSQL full-text search, the default backend. It corrects the words once (the kind's word
 * list), then hands them to the kind's provider. Generated tsvector columns keep every index
 * current in the writing transaction, so upsert and delete have nothing to do.
 */
export class PgSearchBackend implements SearchBackend {
  readonly name = 'postgres' as const;
  private providers = new Map<SearchKind, PgSearchProvider<object>>();

  constructor(private pool: pg.Pool) {}

  register<F extends object>(provider: PgSearchProvider<F>) {
    this.providers.set(provider.kind, provider as unknown as PgSearchProvider<object>);
    return this;
  }

  private provider(kind: SearchKind) {
    const p = this.providers.get(kind);
    if (!p) throw new Error(`No PostgreSQL search provider for ${kind}`);
    return p;
  }

  /** Each unknown word replaced by its nearest known neighbour within the typo budget. */
  async correct(kind: SearchKind, text: string): Promise<CorrectedText> {
    const words = tokenize(text);
    if (!words.length) return { words: [], didYouMean: null };
    const near = await termsRepository.nearest(this.pool, kind, [...new Set(words)]);
    const fixed = correct(words, near);
    return {
      words: fixed,
      didYouMean: fixed.some((w) => w.corrected) ? fixed.map((w) => w.use).join(' ') : null,
    };
  }

  async query<F extends object>(q: SearchQuery<F>): Promise<SearchResult> {
    const c = await this.correct(q.kind, q.text);
    // The providers read no words as "browse": punctuation alone must not list everything.
    if (withoutWords(q.text, c.words)) return noResult(q.withFacets !== false);
    const r = await this.provider(q.kind).query(q as SearchQuery<object>, ...wordsOf(c));
    return { ...r, didYouMean: c.didYouMean };
  }

  async facets<F extends object>(q: SearchQuery<F>): Promise<SearchFacets> {
    const c = await this.correct(q.kind, q.text);
    if (withoutWords(q.text, c.words)) return { fields: {}, sampled: false };
    return this.provider(q.kind).facets(q as SearchQuery<object>, ...wordsOf(c));
  }

  async suggest(kind: SearchKind, text: string, limit = 5): Promise<Suggestion[]> {
    const words = tokenize(text);
    const last = words.at(-1);
    if (!last) return [];
    const near = await termsRepository.nearest(this.pool, kind, [last]);
    const fixed = correct([last], near)[0];
    const head = words.slice(0, -1).join(' ');
    // The list holds words with accents folded: typed "montré" completes to "montreal".
    const typed = near[0]?.folded ?? last;
    return near
      .filter((r) => r.lexeme && (r.term === fixed.use || r.term.startsWith(typed)))
      .sort((a, b) => Number(b.term === fixed.use) - Number(a.term === fixed.use) || b.df - a.df)
      .slice(0, limit)
      .map((r) => ({ text: head ? `${head} ${r.term}` : r.term, df: r.df }));
  }

  async upsert(_kind: SearchKind, _ids: number[]) {}
  async delete(_kind: SearchKind, _ids: number[]) {}

  /** Rebuilds a kind's word list (the search worker, on a schedule and after bulk changes). */
  refreshTerms(kind: SearchKind) {
    return termsRepository.refresh(this.pool, kind);
  }
}
