import type { AppDeps } from '../../deps';
import { defineModule } from '../../kit/module';
import { startImagesWorker } from './images.jobs';
import { imagesRoutes } from './images.routes';
import { type ImageFiles, ImagesService } from './images.service';

/** Resized copies of public images (spec §7's image helper), made on first request and stored. */
export function imagesModule(deps: AppDeps, ports: { files: ImageFiles }) {
  const images = new ImagesService(deps, ports.files);
  return defineModule({
    name: 'images',
    services: { images },
    routes: imagesRoutes({ images }),
    queues: ['images'],
    workers: async (log) => [await startImagesWorker(deps, images, log)],
  });
}
