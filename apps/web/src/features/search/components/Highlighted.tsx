import { Fragment } from 'react';

/**
 * Text with its matched words in <mark>: the server sends plain text and character ranges, and the
 * marks are made here, so nothing from indexed content is ever parsed as markup.
 */
export function Highlighted({
  text,
  ranges,
}: {
  text: string;
  ranges: readonly (readonly [number, number])[];
}) {
  // Keyed by where each part starts in the text: unique and stable for the same text.
  const parts: { at: number; s: string; mark: boolean }[] = [];
  let at = 0;
  for (const [a, b] of [...ranges].sort((x, y) => x[0] - y[0])) {
    const start = Math.max(a, at);
    const end = Math.min(b, text.length);
    if (end <= start) continue;
    if (start > at) parts.push({ at, s: text.slice(at, start), mark: false });
    parts.push({ at: start, s: text.slice(start, end), mark: true });
    at = end;
  }
  if (at < text.length) parts.push({ at, s: text.slice(at), mark: false });
  return (
    <>
      {parts.map((p) =>
        p.mark ? (
          <mark
            key={p.at}
            style={{ background: 'var(--mantine-color-yellow-2)', color: 'inherit', padding: 0 }}
          >
            {p.s}
          </mark>
        ) : (
          <Fragment key={p.at}>{p.s}</Fragment>
        ),
      )}
    </>
  );
}
