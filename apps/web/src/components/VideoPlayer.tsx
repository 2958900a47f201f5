import { AspectRatio } from '@mantine/core';
import type { CSSProperties } from 'react';

/** Plays an organization's uploaded video. */
export function VideoPlayer({ src, style, testId }: { src: string; style?: CSSProperties; testId?: string }) {
  return (
    // biome-ignore lint/a11y/useMediaCaption: uploads carry no caption file yet; a captions upload belongs with the media feature.
    <video src={src} controls preload="metadata" style={style} data-testid={testId} />
  );
}

/** A video in a media grid: 4:3, letterboxed in black. */
export function VideoTile({ src }: { src: string }) {
  return (
    <AspectRatio ratio={4 / 3}>
      <VideoPlayer src={src} style={{ width: '100%', background: '#000', borderRadius: 4 }} />
    </AspectRatio>
  );
}
