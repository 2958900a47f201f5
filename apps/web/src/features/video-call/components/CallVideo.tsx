import { Box, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';

/** A <video> (or <audio>) playing a MediaStream; srcObject cannot be set from JSX. */
function StreamPlayer({
  stream,
  muted,
  label,
  audioOnly,
  mirrored,
}: {
  stream: MediaStream | null;
  muted: boolean;
  label: string;
  audioOnly?: boolean;
  mirrored?: boolean;
}) {
  const ref = useRef<HTMLVideoElement & HTMLAudioElement>(null);
  useEffect(() => {
    if (ref.current && ref.current.srcObject !== stream) ref.current.srcObject = stream;
  }, [stream]);
  if (audioOnly) return <audio ref={ref} autoPlay muted={muted} aria-label={label} />;
  return (
    <video
      ref={ref}
      autoPlay
      playsInline
      muted={muted}
      aria-label={label}
      style={{
        width: '100%',
        height: '100%',
        objectFit: 'cover',
        background: '#111',
        transform: mirrored ? 'scaleX(-1)' : undefined,
      }}
    />
  );
}

/**
 * The other person large and this side's own camera small in a corner (muted, mirrored like a
 * mirror). An audio call plays the other side through an <audio> element and shows names only.
 */
export function CallVideo({
  remote,
  local,
  peerName,
  video,
  showVideo,
}: {
  remote: MediaStream | null;
  local: MediaStream | null;
  peerName: string;
  video: boolean;
  showVideo: boolean;
}) {
  if (!video || !showVideo)
    return (
      <Box p="lg" bg="gray.1" style={{ borderRadius: 8 }}>
        <Text>Audio call with {peerName}</Text>
        <StreamPlayer stream={remote} muted={false} label={`${peerName}'s audio`} audioOnly />
      </Box>
    );
  return (
    <Box
      pos="relative"
      style={{ aspectRatio: '16 / 9', borderRadius: 8, overflow: 'hidden', background: '#111' }}
    >
      <StreamPlayer stream={remote} muted={false} label={`${peerName}'s video`} />
      {!remote && (
        <Text c="white" pos="absolute" top="45%" w="100%" ta="center" aria-hidden="true">
          {peerName}
        </Text>
      )}
      <Box
        pos="absolute"
        right={12}
        bottom={12}
        w="22%"
        style={{ aspectRatio: '4 / 3', borderRadius: 6, overflow: 'hidden', border: '2px solid white' }}
      >
        <StreamPlayer stream={local} muted label="Your camera" mirrored />
      </Box>
    </Box>
  );
}
