import { MEETING_TIME_FORMAT } from '@hctl/contracts/constants';

/**
 * Today as the server counts days (UTC, YYYY-MM-DD). It refuses a start or delivery date before this
 * day, so a date field's `min` and the form's own checks use the same day; a browser's local date
 * would offer "today" in the Americas' evenings that the server then calls past.
 */
export const serverToday = () => new Date().toISOString().slice(0, 10);

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
