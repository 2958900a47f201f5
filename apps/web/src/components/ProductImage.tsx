import { Avatar, type AvatarProps, Box, getRadius, type MantineRadius } from '@mantine/core';
import { type CSSProperties, type MouseEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { imageSources, isResizable, whenNear } from '../lib/images';
import { type ImageOf, PLACEHOLDERS } from './image-placeholder';

export type { ImageOf } from './image-placeholder';

// Product images are not offered for "Save image as…" (spec §9).
const noMenu = (e: MouseEvent) => e.preventDefault();

/**
 * Loads an image once it is within 200 px of the viewport. On a failed load, tries the original
 * file once (the image route refuses what it cannot resize) before giving up.
 */
function useLazyImage(src: string | null | undefined) {
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const [attempt, setAttempt] = useState<'resized' | 'original' | 'failed'>('resized');
  useEffect(() => {
    setLoaded(false);
    setAttempt('resized');
  }, [src]);
  useEffect(() => {
    const el = ref.current;
    if (!el || near || !src) return;
    return whenNear(el, () => setNear(true));
  }, [near, src]);
  const failed = () =>
    setAttempt((a) => (a === 'resized' && src && isResizable(src) ? 'original' : 'failed'));
  return {
    ref,
    /** Whether to render the image now (in range, present, not failed). */
    show: near && !!src && attempt !== 'failed',
    original: attempt === 'original',
    loaded,
    onLoad: () => setLoaded(true),
    onError: failed,
  };
}

export interface ProductImageProps {
  /** A file URL (`/api/v1/files/{id}` is resized through the image route); null shows the placeholder. */
  src: string | null | undefined;
  alt: string;
  /** Who the image stands for: picks the blur placeholder. */
  type: ImageOf;
  /** Fixed display width in CSS px (thumbnails, logos): 1x/2x from the small widths. */
  width?: number;
  /** How wide a fluid image shows, as the `sizes` attribute (default 100vw); device widths. */
  sizes?: string;
  h?: number | string;
  /** Used when no height is given, so the box has a size before the image loads. */
  aspectRatio?: CSSProperties['aspectRatio'];
  fit?: 'cover' | 'contain';
  radius?: MantineRadius;
  className?: string;
  style?: CSSProperties;
}

/**
 * Every photo, cover, logo and gallery image: resized through `GET /image` with a srcset, loaded
 * 200 px before it scrolls into view, a blur placeholder by type until it has loaded (or instead
 * of a missing or broken image), no context menu.
 */
export function ProductImage({
  src,
  alt,
  type,
  width,
  sizes,
  h,
  aspectRatio,
  fit = 'cover',
  radius,
  className,
  style,
}: ProductImageProps) {
  const lazy = useLazyImage(src);
  const sources = src ? imageSources(src, { width, sizes }) : null;
  const img = lazy.original && src ? { src } : sources;
  return (
    <Box
      ref={lazy.ref}
      className={className}
      onContextMenu={noMenu}
      data-image-of={type}
      // With no image to show, the placeholder stands in for it (named, unless decorative).
      {...(!lazy.show ? (alt ? { role: 'img', 'aria-label': alt } : { 'aria-hidden': true }) : {})}
      style={{
        position: 'relative',
        overflow: 'hidden',
        width: width ?? '100%',
        height: h,
        aspectRatio: h === undefined ? (aspectRatio ?? '16 / 9') : undefined,
        borderRadius: radius === undefined ? undefined : getRadius(radius),
        backgroundImage: lazy.loaded && lazy.show ? undefined : PLACEHOLDERS[type],
        backgroundSize: 'cover',
        backgroundPosition: 'center',
        ...style,
      }}
    >
      {lazy.show && img && (
        <img
          src={img.src}
          srcSet={img.srcSet}
          sizes={img.sizes}
          alt={alt}
          decoding="async"
          draggable={false}
          onContextMenu={noMenu}
          onLoad={lazy.onLoad}
          onError={lazy.onError}
          style={{
            display: 'block',
            width: '100%',
            height: '100%',
            objectFit: fit,
            opacity: lazy.loaded ? 1 : 0,
            transition: 'opacity 200ms ease-out',
          }}
        />
      )}
    </Box>
  );
}

export interface ProductAvatarProps extends Omit<AvatarProps, 'src' | 'imageProps' | 'children'> {
  src: string | null | undefined;
  alt: string;
  type: ImageOf;
  /** Size in CSS px: picks the icon widths (1x, 2x). */
  size?: number;
  /** Shown on the placeholder when there is no image (initials). */
  children?: ReactNode;
}

/** Mantine's Avatar for people and organizations, with ProductImage's loading, placeholder and menu rules. */
export function ProductAvatar({ src, alt, type, size = 40, children, style, ...rest }: ProductAvatarProps) {
  const lazy = useLazyImage(src);
  const sources = src ? imageSources(src, { width: size }) : null;
  const img = lazy.original && src ? { src } : sources;
  return (
    <Avatar
      ref={lazy.ref}
      {...rest}
      size={size}
      alt={alt}
      src={lazy.show ? img?.src : null}
      imageProps={{
        srcSet: img?.srcSet,
        decoding: 'async',
        draggable: false,
        onLoad: lazy.onLoad,
        onError: lazy.onError,
      }}
      onContextMenu={noMenu}
      data-image-of={type}
      styles={{ placeholder: { background: 'transparent', color: 'var(--mantine-color-dark-7)' } }}
      style={{
        backgroundImage: lazy.loaded && lazy.show ? undefined : PLACEHOLDERS[type],
        backgroundSize: 'cover',
        ...(typeof style === 'object' ? style : {}),
      }}
    >
      {children}
    </Avatar>
  );
}
