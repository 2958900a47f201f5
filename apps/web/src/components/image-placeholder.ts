import type { IMAGE_PLACEHOLDER_TYPES } from '@hctl/contracts/constants';

export type ImageOf = (typeof IMAGE_PLACEHOLDER_TYPES)[number];

/** A blurred sketch on a gradient, inline (no request): a person, a building, several people. */
const sketch = (from: string, to: string, shapes: string) =>
  `url("data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 40 40' preserveAspectRatio='xMidYMid slice'><defs><linearGradient id='g' x2='1' y2='1'><stop stop-color='${from}'/><stop offset='1' stop-color='${to}'/></linearGradient><filter id='b'><feGaussianBlur stdDeviation='2.5'/></filter></defs><rect width='40' height='40' fill='url(#g)'/><g filter='url(#b)' fill='#fff' fill-opacity='.5'>${shapes}</g></svg>`,
  )}")`;

/** The blur placeholder of each type, shown until the image has loaded, or instead of none. */
export const PLACEHOLDERS: Record<ImageOf, string> = {
  individual: sketch(
    '#63e6be',
    '#3bc9db',
    "<circle cx='20' cy='15' r='7'/><ellipse cx='20' cy='36' rx='13' ry='10'/>",
  ),
  organization: sketch(
    '#74c0fc',
    '#748ffc',
    "<rect x='11' y='10' width='18' height='26' rx='2'/><rect x='5' y='20' width='8' height='16' rx='2'/>",
  ),
  group: sketch(
    '#da77f2',
    '#9775fa',
    "<circle cx='12' cy='17' r='5'/><circle cx='28' cy='17' r='5'/><circle cx='20' cy='14' r='6'/><ellipse cx='20' cy='34' rx='16' ry='9'/>",
  ),
};
