import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * asking: the browser's permission prompt is (or may be) open; denied: the person or the browser
 * refused the camera/microphone; unavailable: there is no such device (or it is busy); ready: the
 * stream is live.
 */
export type MediaState =
  | { status: 'idle' }
  | { status: 'asking' }
  | { status: 'denied' }
  | { status: 'unavailable'; detail: string }
  | { status: 'ready'; stream: MediaStream; videoMissing: boolean };

const nameOf = (e: unknown) => (e instanceof DOMException || e instanceof Error ? e.name : '');

/**
 * The camera and microphone for a call, asked for when `wanted` turns true and stopped when the
 * component unmounts. A video call on a device without a camera falls back to audio only rather
 * than failing (the other side still hears them).
 */
export function useLocalMedia(wanted: boolean, video: boolean) {
  const [state, setState] = useState<MediaState>({ status: 'idle' });
  const streamRef = useRef<MediaStream | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!wanted) return;
    let cancelled = false;
    const take = (stream: MediaStream, videoMissing: boolean) => {
      if (cancelled) {
        for (const t of stream.getTracks()) t.stop();
        return;
      }
      streamRef.current = stream;
      setState({ status: 'ready', stream, videoMissing });
    };
    (async () => {
      if (!navigator.mediaDevices?.getUserMedia) {
        setState({
          status: 'unavailable',
          detail: 'This browser cannot use a camera or microphone here (calls need a secure https page).',
        });
        return;
      }
      setState({ status: 'asking' });
      try {
        take(await navigator.mediaDevices.getUserMedia({ audio: true, video }), false);
      } catch (e) {
        const name = nameOf(e);
        if (name === 'NotAllowedError' || name === 'SecurityError') {
          if (!cancelled) setState({ status: 'denied' });
          return;
        }
        if (
          video &&
          (name === 'NotFoundError' || name === 'NotReadableError' || name === 'OverconstrainedError')
        ) {
          try {
            take(await navigator.mediaDevices.getUserMedia({ audio: true }), true);
            return;
          } catch {
            // Fall through: no microphone either.
          }
        }
        if (!cancelled)
          setState({
            status: 'unavailable',
            detail:
              name === 'NotReadableError'
                ? 'Your camera or microphone is in use by another application. Close it and try again.'
                : 'No microphone was found. Connect one and try again.',
          });
      }
    })();
    return () => {
      cancelled = true;
    };
  }, [wanted, video, attempt]);

  // The tracks end with the page (or the call): the camera light goes off.
  useEffect(
    () => () => {
      for (const t of streamRef.current?.getTracks() ?? []) t.stop();
    },
    [],
  );

  const stop = useCallback(() => {
    for (const t of streamRef.current?.getTracks() ?? []) t.stop();
  }, []);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { media: state, stop, retry };
}
