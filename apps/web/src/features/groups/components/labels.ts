import type { GroupReactionType } from '@hctl/contracts';
import { shortDate } from '../../../lib/dates';
import { plural } from '../../../lib/plural';

/** The reactions as the picker and the totals show them (emoji are decoration: the word is the name). */
export const REACTIONS: Record<GroupReactionType, { label: string; emoji: string }> = {
  like: { label: 'Like', emoji: '👍' },
  celebrate: { label: 'Celebrate', emoji: '👏' },
  support: { label: 'Support', emoji: '🤝' },
  insightful: { label: 'Insightful', emoji: '💡' },
  love: { label: 'Love', emoji: '❤️' },
  curious: { label: 'Curious', emoji: '🤔' },
};
/** The picker's order (the contracts' list, without loading the schemas on visitors' pages). */
export const REACTION_ORDER = Object.keys(REACTIONS) as GroupReactionType[];

export const ROLE_LABELS = { owner: 'Owner', admin: 'Admin', member: 'Member' } as const;

export const members = (n: number) => plural(n, 'member');
export const posts = (n: number) => plural(n, 'post');
export const comments = (n: number) => plural(n, 'comment');
export const reactions = (n: number) => plural(n, 'reaction');
export const votes = (n: number) => plural(n, 'vote');
export const shares = (n: number) => plural(n, 'share');
export const replies = (n: number) => plural(n, 'reply', 'replies');

const rtf = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });
const STEPS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['second', 60],
  ['minute', 60],
  ['hour', 24],
  ['day', 7],
  ['week', 4.35],
  ['month', 12],
  ['year', Number.POSITIVE_INFINITY],
];

/** "5 minutes ago", "yesterday": how long ago, in the reader's words. */
export function ago(iso: string, now = Date.now()) {
  let v = (Date.parse(iso) - now) / 1000;
  for (const [unit, size] of STEPS) {
    if (Math.abs(v) < size) return rtf.format(Math.round(v), unit);
    v /= size;
  }
  return shortDate(iso);
}

/** "Closes in 3 days" / "Closed 2 hours ago". */
export const pollCloses = (iso: string, closed: boolean) =>
  closed ? `Closed ${ago(iso)}` : `Closes ${ago(iso)}`;
