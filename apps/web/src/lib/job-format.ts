import { cityState } from './address';
import { dollars } from './money';

/** A job's pay as shown in lists and on its page: "$40 – $55 / hour". */
export const money = (j: { pay_min: number | null; pay_max: number | null; pay_period: string | null }) => {
  if (j.pay_min == null && j.pay_max == null) return null;
  const range =
    j.pay_min != null && j.pay_max != null
      ? `${dollars(j.pay_min)} – ${dollars(j.pay_max)}`
      : dollars((j.pay_min ?? j.pay_max)!);
  return `${range} / ${j.pay_period}`;
};

/** Where a job is: "Remote" or "City, State". */
export const place = (j: { city: string | null; state: string | null; is_remote: boolean }) =>
  j.is_remote ? 'Remote' : cityState(j);

/** A paid promotion still running (the API un-features a job when its promotion ends). */
export const isPromoted = (j: { is_featured: boolean; promoted_until: string | null }, now = Date.now()) =>
  j.is_featured && j.promoted_until !== null && Date.parse(j.promoted_until) > now;

/** A `datetime-local` input's value (the viewer's time zone) as an ISO instant. */
export const localToIso = (v: string) => new Date(v).toISOString();
