import { z } from 'zod';
import { IMAGE_QUALITY, IMAGE_WIDTHS } from '../common/constants';

/**
 * `GET /image?url=&w=&q=` (spec §7's image helper): `url` is the plain URL of a public image file
 * (`/api/v1/files/{id}`), `w` one of IMAGE_WIDTHS, `q` the quality (default 75).
 */
export const imageQuery = z.object({
  url: z.string().max(300),
  w: z.coerce
    .number()
    .int()
    .refine((w) => IMAGE_WIDTHS.includes(w), {
      message: `Use one of the widths ${IMAGE_WIDTHS.join(', ')}.`,
    }),
  q: z.coerce.number().int().min(1).max(100).default(IMAGE_QUALITY),
});
export type ImageQuery = z.infer<typeof imageQuery>;
