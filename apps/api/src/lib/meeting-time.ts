import { MEETING_TIME_FORMAT } from '@hctl/contracts/constants';

/**
 * A meeting's time for a message (e-mail, notification), as the meeting's own time zone reads it:
 * "Wed, Dec 2, 2026, 10:00 AM (America/Chicago)". The ISO instant it replaces read as UTC while
 * naming another zone. An unknown zone name falls back to UTC, named as such.
 */
export function meetingTimeText(iso: string | Date, timeZone: string) {
  const at = new Date(iso);
  const format = (zone: string) =>
    new Intl.DateTimeFormat('en-US', { ...MEETING_TIME_FORMAT, timeZone: zone }).format(at);
  try {
    return `${format(timeZone)} (${timeZone})`;
  } catch {
    return `${format('UTC')} (UTC)`;
  }
}
