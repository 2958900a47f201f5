import type { NearTermRow } from './terms.repository';

/** Words typed shorter than this are taken as they are. */
export const MIN_CORRECTED = 4;

/** Meilisearch's rule: no typo under 5 letters, one from 5, two from 9. */
export const typoBudget = (word: string) => (word.length >= 9 ? 2 : word.length >= 5 ? 1 : 0);

/** Optimal string alignment distance (Levenshtein plus adjacent swaps: "nrse" is one typo from "nurse"). */
export function editDistance(a: string, b: string, max = Number.POSITIVE_INFINITY): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const d: number[][] = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      d[i][j] = Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
    }
  }
  return d[a.length][b.length];
}

/** The words of a query as the word list holds them: lower-case letters, digits, ' and -. */
export function tokenize(text: string): string[] {
  return (text.toLowerCase().match(/[\p{L}\p{N}][\p{L}\p{N}'-]*/gu) ?? [])
    .map((w) => w.replace(/['-]+$/, ''))
    .filter(Boolean)
    .slice(0, 12);
}

export interface CorrectedWord {
  word: string;
  /** What is searched: the word, or its nearest known neighbour. */
  use: string;
  corrected: boolean;
  /** Documents matching the used word's stem (0: unknown to the index). */
  lexemeDf: number;
  /** A stop word or a word without a stem: it takes no part in matching. */
  stop: boolean;
}

/**
 * Replaces each word the index does not know by its best known neighbour within the typo budget:
 * fewest edits, then most documents, then closest trigrams (the rows come nearest first).
 */
export function correct(words: string[], near: NearTermRow[]): CorrectedWord[] {
  return words.map((word) => {
    const rows = near.filter((r) => r.word === word);
    // The list holds words with accents folded: "zoë" is known when "zoe" is, and a typo's distance
    // counts letters, not accents.
    const typed = rows[0]?.folded ?? word;
    const exact = rows.find((r) => r.term === typed);
    if (exact) return { word, use: word, corrected: false, lexemeDf: exact.lexeme_df, stop: !exact.lexeme };
    // Not written so in the index, but its stem is ("therapist" where only "therapists" is): the
    // search matches stems, so the word finds those documents as it is and is no typo.
    const sameStem = rows.find((r) => r.lexeme && r.lexeme === r.word_lexeme);
    if (sameStem) return { word, use: word, corrected: false, lexemeDf: sameStem.lexeme_df, stop: false };
    let best: { row: NearTermRow; dist: number } | null = null;
    // The budget is the known word's: "wond" is one typo from "wound", "patholo" two from
    // "pathology". Under four typed letters nothing is corrected (too many words are that close).
    if (typed.length >= MIN_CORRECTED) {
      for (const row of rows) {
        if (!row.lexeme) continue;
        const budget = typoBudget(row.term.length > typed.length ? row.term : typed);
        const dist = editDistance(typed, row.term, budget);
        if (dist > budget) continue;
        if (!best || dist < best.dist || (dist === best.dist && row.df > best.row.df)) best = { row, dist };
      }
    }
    if (best) return { word, use: best.row.term, corrected: true, lexemeDf: best.row.lexeme_df, stop: false };
    return { word, use: word, corrected: false, lexemeDf: 0, stop: false };
  });
}
