import { ProductImage, type ProductImageProps } from './ProductImage';
import { VideoTile } from './VideoPlayer';

/** One uploaded photo or video in a media grid (a post's, a service's). */
export function MediaTile({
  media,
  ...image
}: { media: { kind: string; url: string } } & Omit<ProductImageProps, 'src' | 'radius'>) {
  return media.kind === 'video' ? (
    <VideoTile src={media.url} />
  ) : (
    <ProductImage src={media.url} radius="sm" {...image} />
  );
}
