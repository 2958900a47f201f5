import { imageQuery } from '@hctl/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { binaryResponse } from '../../plugins/responses';
import type { ImagesService } from './images.service';

const tags = ['images'];

export const imagesRoutes =
  (s: { images: ImagesService }): FastifyPluginAsyncZod =>
  async (app) => {
    // The answer is the image's bytes, not JSON: no 200 view (only the error envelopes).
    app.get(
      '/image',
      {
        config: { auth: 'public' },
        schema: {
          tags,
          operationId: 'getImage',
          summary:
            'A public image file resized to a standard width (WebP when accepted), cached after the first request',
          querystring: imageQuery,
          response: { 200: binaryResponse('The resized image, in WebP or the source format') },
        },
      },
      async (req, res) => {
        const { data, format } = await s.images.variant(req.query, req.headers.accept);
        return res
          .headers({
            'content-type': `image/${format}`,
            // A file id never gets other bytes, so a variant URL is forever the same image.
            'cache-control': 'public, max-age=31536000, immutable',
            // The format depends on Accept: caches must keep WebP and the fallback apart.
            vary: 'Accept',
            'x-content-type-options': 'nosniff',
            'content-security-policy': "default-src 'none'; sandbox",
          })
          .send(data);
      },
    );
  };
