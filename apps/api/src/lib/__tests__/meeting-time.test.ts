import { describe, expect, it } from 'vitest';
import { meetingTimeText } from '../meeting-time';

describe('meetingTimeText', () => {
  it("reads the instant on the meeting zone's clock, daylight saving included", () => {
    expect(meetingTimeText('2026-12-02T16:00:00.000Z', 'America/Chicago')).toBe(
      'Wed, Dec 2, 2026, 10:00 AM (America/Chicago)',
    );
    expect(meetingTimeText('2027-07-02T15:00:00Z', 'America/Chicago')).toBe(
      'Fri, Jul 2, 2027, 10:00 AM (America/Chicago)',
    );
  });

  it('names UTC when the zone is unknown', () => {
    expect(meetingTimeText('2026-12-02T16:00:00.000Z', 'Mars/Olympus')).toBe(
      'Wed, Dec 2, 2026, 4:00 PM (UTC)',
    );
  });
});
