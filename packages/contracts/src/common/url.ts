import { z } from 'zod';

/**
 * Every link a user submits (websites, social profiles, credentials, item links): http or https
 * only, so a stored `javascript:` or `data:` URL can never be rendered as a clickable link.
 */
export const httpUrlOf = (max: number) =>
  z
    .url({ protocol: /^https?$/, message: 'Enter a full link starting with https://' })
    .max(max, `May not be longer than ${max} characters.`);
export const httpUrl = httpUrlOf(255);
