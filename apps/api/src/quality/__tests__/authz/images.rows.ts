import sharp from 'sharp';
import { PUBLIC } from './outcomes';
import type { Row } from './table';
import type { World } from './world';

/** A's profile photo (a public image file), uploaded once per world. */
const photos = new WeakMap<World, Promise<string>>();
const photoOfA = (w: World) => {
  let p = photos.get(w);
  if (!p) {
    p = (async () => {
      const data = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#4a8' } })
        .png()
        .toBuffer();
      const account = await w.upload(
        '/individual/profile-image',
        'individualA',
        {},
        { field: 'image', name: 'me.png', data, type: 'image/png' },
      );
      return account.profile_image as string;
    })();
    photos.set(w, p);
  }
  return p;
};

/**
 * Rows of the images module's routes, spread into TABLE: resized public images are public like the
 * files they come from.
 */
export const IMAGES_ROWS: Record<string, Row> = {
  'GET /api/v1/image': {
    expect: PUBLIC,
    call: async (w) => ({ query: `?url=${encodeURIComponent(await photoOfA(w))}&w=128` }),
  },
};
