import type { Highlight } from '../search.backend';

const START = '\u0002';
const STOP = '\u0003';

/**
 * ts_headline's output with \x02 … \x03 around matches → plain text and the ranges of the matches
 * (the markers are control characters, which job text does not hold, so no markup is ever parsed).
 */
export function highlightOf(marked: string): Highlight {
  let text = '';
  const ranges: [number, number][] = [];
  let open = -1;
  for (const ch of marked) {
    if (ch === START) open = text.length;
    else if (ch === STOP) {
      if (open >= 0 && text.length > open) ranges.push([open, text.length]);
      open = -1;
    } else text += ch;
  }
  return { text, ranges };
}
