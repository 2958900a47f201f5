import type { CSSProperties } from 'react';

/** Plays an organization's uploaded video. */
export function VideoPlayer({ src, style, testId }: { src: string; style?: CSSProperties; testId?: string }) {
  return (
    // biome-ignore lint/a11y/useMediaCaption: uploads carry no caption file yet; a captions upload belongs with the media feature.
    <video src={src} controls preload="metadata" style={style} data-testid={testId} />
  );
}
