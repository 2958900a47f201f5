import { randomBytes } from 'node:crypto';

export function slugify(text: string) {
  const base = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 100);
  return base || 'item';
}

/** A readable slug with a short random suffix so it is unique without a lookup race. */
export const uniqueSlug = (text: string) => `${slugify(text)}-${randomBytes(3).toString('hex')}`;
