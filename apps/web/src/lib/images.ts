import {
  IMAGE_DEVICE_WIDTHS,
  IMAGE_LAZY_MARGIN,
  IMAGE_QUALITY,
  IMAGE_WIDTHS,
} from '@hctl/contracts/constants';

/** Plain URLs of stored files: the only ones the image route resizes (others are used as they are). */
const FILE_URL = /^\/api\/v1\/files\/\d+$/;
export const isResizable = (url: string) => FILE_URL.test(url);

/** The image route (spec §7's image helper): `url` resized to `w` at quality `q`. */
export const imageUrl = (url: string, w: number, q = IMAGE_QUALITY) =>
  `/api/v1/image?url=${encodeURIComponent(url)}&w=${w}&q=${q}`;

const fits = (px: number) => IMAGE_WIDTHS.find((w) => w >= px) ?? IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1]!;

export interface ImageSources {
  src: string;
  srcSet?: string;
  sizes?: string;
}

/**
 * `src`/`srcset` for an image. With a fixed `width` (CSS px: avatars, logos, thumbnails) the
 * smallest widths that cover it at 1x and 2x, which for small images are the icon widths; without
 * one, every device width with `sizes` telling the browser how wide the image shows.
 */
export function imageSources(url: string, opts: { width?: number; sizes?: string }): ImageSources {
  if (!isResizable(url)) return { src: url };
  if (opts.width) {
    const one = fits(opts.width);
    const two = fits(opts.width * 2);
    return {
      src: imageUrl(url, one),
      srcSet: one === two ? undefined : `${imageUrl(url, one)} 1x, ${imageUrl(url, two)} 2x`,
    };
  }
  return {
    src: imageUrl(url, IMAGE_DEVICE_WIDTHS[IMAGE_DEVICE_WIDTHS.length - 1]),
    srcSet: IMAGE_DEVICE_WIDTHS.map((w) => `${imageUrl(url, w)} ${w}w`).join(', '),
    sizes: opts.sizes ?? '100vw',
  };
}

/**
 * Calls `onNear` once when `el` comes within the lazy margin (200 px) of the viewport. One observer
 * serves every image; native loading="lazy" cannot be given a margin.
 */
const waiting = new Map<Element, () => void>();
let observer: IntersectionObserver | null = null;
export function whenNear(el: Element, onNear: () => void): () => void {
  if (typeof IntersectionObserver === 'undefined') {
    onNear();
    return () => {};
  }
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const e of entries) {
        const fn = e.isIntersecting ? waiting.get(e.target) : undefined;
        if (!fn) continue;
        waiting.delete(e.target);
        observer?.unobserve(e.target);
        fn();
      }
    },
    { rootMargin: IMAGE_LAZY_MARGIN },
  );
  waiting.set(el, onNear);
  observer.observe(el);
  return () => {
    waiting.delete(el);
    observer?.unobserve(el);
  };
}
