import { MEETING_TIME_FORMAT } from '@hctl/contracts/constants';

/**
 * Today as the server counts days (UTC, YYYY-MM-DD). It refuses a start or delivery date before this
 * day, so a date field's `min` and the form's own checks use the same day; a browser's local date
 * would offer "today" in the Americas' evenings that the server then calls past.
 */
export const serverToday = () => new Date().toISOString().slice(0, 10);

/**
 * A date as every list and page shows one ("Dec 9, 2026", in the reader's language). A bare
 * YYYY-MM-DD is that calendar day wherever the reader is (parsed as UTC it would show the day
 * before in the Americas).
 */
export const shortDate = (value: string | Date) =>
  (typeof value === 'string' && value.length === 10
    ? new Date(`${value}T00:00:00`)
    : new Date(value)
  ).toLocaleDateString(undefined, { dateStyle: 'medium' });

/**
 * A month as a profile's experience and education read ("May 2020", in the reader's language), from
 * a YYYY-MM-DD or YYYY-MM: the day of a start or end is noise there, as on LinkedIn.
 */
export const monthYear = (value: string) => {
  const [y, m] = value.split('-').map(Number);
  return new Date(y, (m || 1) - 1, 1).toLocaleDateString(undefined, { month: 'short', year: 'numeric' });
};

/** A span of months: "May 2020 – Present", "Jun 2016 – Dec 2018"; either end may be missing. */
export const monthRange = (start?: string | null, end?: string | null, current?: boolean) =>
  [start ? monthYear(start) : null, current ? 'Present' : end ? monthYear(end) : null]
    .filter(Boolean)
    .join(' – ');

/**
 * A meeting's time as its own time zone reads it, named ("Wed, Dec 2, 2026, 10:00 AM
 * America/Chicago"), and, when the reader's clock is elsewhere, also as theirs ("· 4:00 PM your
 * time"). An unknown zone name shows the reader's time alone.
 */
export function meetingTime(iso: string, timeZone: string) {
  const at = new Date(iso);
  const mine = Intl.DateTimeFormat().resolvedOptions().timeZone;
  let there: string;
  try {
    there = at.toLocaleString(undefined, { ...MEETING_TIME_FORMAT, timeZone });
  } catch {
    return at.toLocaleString(undefined, MEETING_TIME_FORMAT);
  }
  if (timeZone === mine) return `${there} ${timeZone}`;
  const here = at.toLocaleString(undefined, { ...MEETING_TIME_FORMAT, year: undefined });
  return `${there} ${timeZone} · ${here} your time`;
}
