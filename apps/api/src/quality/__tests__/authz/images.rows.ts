import sharp from 'sharp';
import type { Row } from './table';
import type { World } from './world';

// Columns as in table.ts: anon  unverif  A    B    owner member  memberNo  otherOwner  admin
/** Anyone, signed in or not: resized public images are public like the files they come from. */
const PUBLIC = 'ok ok ok ok ok ok ok ok ok';

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

/** Rows of the images module's routes, spread into TABLE. */
export const IMAGES_ROWS: Record<string, Row> = {
  'GET /api/v1/image': {
    expect: PUBLIC,
    call: async (w) => ({ query: `?url=${encodeURIComponent(await photoOfA(w))}&w=128` }),
  },
};
