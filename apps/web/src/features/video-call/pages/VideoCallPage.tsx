import { type CallSessionView, type CallSignal, channelName, type RealtimeEnvelope } from '@hctl/contracts';
import { Alert, Button, Container, Group, List, Loader, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useParams } from 'react-router';
import { NotFound } from '../../../components/NotFound';
import { usePageTitle } from '../../../components/usePageTitle';
import { ApiError } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth-store';
import { useChannel } from '../../../lib/realtime/use-channel';
import { type CallAction, callAction, callKeys, callQuery, sendSignal } from '../api/calls';
import { CallVideo } from '../components/CallVideo';
import { type LinkState, PeerLink } from '../rtc/peer-link';
import { type MediaState, useLocalMedia } from '../rtc/use-local-media';

const FINAL_TEXT = {
  ended: 'Call ended',
  rejected: 'Call declined',
  missed: 'No answer: the call was missed',
} as const;

const LINK_TEXT: Record<LinkState, (peer: string) => string> = {
  waiting: (peer) => `Waiting for ${peer} to join…`,
  connecting: (peer) => `Connecting to ${peer}…`,
  connected: (peer) => `Connected with ${peer}`,
  reconnecting: () => 'Network lost: reconnecting…',
  failed: () => 'The connection failed. Check your network and try again.',
  'peer-left': (peer) => `${peer} left the call. Waiting for them to come back…`,
};

/** One id per page load: the other side tells a reloaded page from the one before. */
const newSession = () =>
  Array.from(crypto.getRandomValues(new Uint8Array(8)), (b) => b.toString(16)).join('');

/** What the live region says, from the call, the devices and the connection. */
function statusText(call: CallSessionView, media: MediaState, link: LinkState) {
  const peer = call.peer.name;
  if (call.status in FINAL_TEXT) return FINAL_TEXT[call.status as keyof typeof FINAL_TEXT];
  if (media.status === 'asking' || media.status === 'idle') return 'Asking for your camera and microphone…';
  if (media.status === 'denied') return 'Camera and microphone are blocked';
  if (media.status === 'unavailable') return media.detail;
  if (call.status === 'requested')
    return call.role === 'caller' ? `Calling ${peer}…` : `${peer} is calling you`;
  return LINK_TEXT[link](peer);
}

/**
 * /video-call/{callId}: a 1:1 audio or video call in the browser (WebRTC), for quotations and
 * interviews. The API holds the call's state (requested → started → ended/rejected/missed) and
 * relays the signaling on each participant's notify channel; media goes browser to browser (or
 * through the TURN server of ICE_SERVERS).
 */
export default function VideoCallPage() {
  const id = Number(useParams().callId);
  const query = useQuery({
    ...callQuery(id),
    enabled: Number.isSafeInteger(id) && id > 0,
    // An answer given before this page had subscribed is not replayed to it: while it rings, ask.
    refetchInterval: (q) => (q.state.data?.status === 'requested' ? 3000 : false),
  });
  usePageTitle('Call');
  if (!Number.isSafeInteger(id) || id <= 0) return <NotFound />;
  if (query.isPending)
    return (
      <Container size="sm" py="xl">
        <Group>
          <Loader size="sm" aria-label="Loading" />
          <Text>Loading the call…</Text>
        </Group>
      </Container>
    );
  if (query.error)
    return query.error instanceof ApiError && query.error.status === 404 ? (
      <NotFound />
    ) : (
      <Container size="sm" py="xl">
        <Alert color="red" title="The call could not be loaded">
          {query.error.message}
        </Alert>
      </Container>
    );
  return <CallRoom call={query.data} />;
}

function CallRoom({ call }: { call: CallSessionView }) {
  const qc = useQueryClient();
  const me = useAuth().user?.id ?? 0;
  const final = call.status in FINAL_TEXT;
  const { media, stop, retry } = useLocalMedia(!final, call.type === 'video');
  const [link, setLink] = useState<LinkState>('waiting');
  const [remote, setRemote] = useState<MediaStream | null>(null);
  const [micOn, setMicOn] = useState(true);
  const [camOn, setCamOn] = useState(true);
  const linkRef = useRef<PeerLink | null>(null);
  const session = useMemo(newSession, []);

  const setStatus = (status: CallSessionView['status']) =>
    qc.setQueryData(callKeys.call(call.id), (c: CallSessionView | undefined) => (c ? { ...c, status } : c));

  useChannel(me ? channelName.notify(me) : null, (e: RealtimeEnvelope) => {
    if (e.event === 'call.updated') {
      const changed = (e.data as { call: { id: number; status: CallSessionView['status'] } }).call;
      if (changed.id === call.id) setStatus(changed.status);
    } else if (e.event === 'call.signal') {
      const s = e.data as { call_id: number; session: string; signal: CallSignal };
      if (s.call_id === call.id) void linkRef.current?.receive(s.session, s.signal);
    }
  });

  // The media link runs while the call is started and the devices are ready.
  const stream = media.status === 'ready' ? media.stream : null;
  const live = call.status === 'started' && stream !== null;
  useEffect(() => {
    if (!live || !stream) return;
    const l = new PeerLink({
      role: call.role,
      iceServers: call.ice_servers,
      local: stream,
      send: (signal) => sendSignal(call.id, session, signal),
      onState: setLink,
      onRemoteStream: setRemote,
    });
    linkRef.current = l;
    l.start();
    const bye = () => l.close(true);
    window.addEventListener('pagehide', bye);
    return () => {
      window.removeEventListener('pagehide', bye);
      linkRef.current = null;
      l.close(true);
    };
  }, [live, stream, call.id, call.role, call.ice_servers, session]);

  // A finished call lets the camera go at once.
  useEffect(() => {
    if (final) stop();
  }, [final, stop]);

  const action = useMutation({
    mutationFn: (a: CallAction) => callAction(a, call),
    onSuccess: (c) => setStatus(c.status),
  });

  const toggle = (which: 'audio' | 'video') => {
    const on = which === 'audio' ? !micOn : !camOn;
    for (const t of (which === 'audio' ? stream?.getAudioTracks() : stream?.getVideoTracks()) ?? [])
      t.enabled = on;
    (which === 'audio' ? setMicOn : setCamOn)(on);
  };

  const text = statusText(call, media, link);
  const showVideo = call.type === 'video' && !final;
  return (
    <Container size="lg" py="md">
      <Stack gap="md">
        <Title order={1} size="h3">
          {call.title ?? (call.type === 'video' ? 'Video call' : 'Audio call')} with {call.peer.name}
        </Title>
        <Text role="status" aria-live="polite" fw={600} data-testid="call-status">
          {text}
        </Text>

        {media.status === 'denied' && !final && (
          <Alert color="orange" title="Allow your camera and microphone">
            <List size="sm">
              <List.Item>
                Click the camera or lock icon in the address bar and allow the camera and microphone for this
                site.
              </List.Item>
              <List.Item>On a phone, allow them for this browser in the system settings.</List.Item>
              <List.Item>Then try again.</List.Item>
            </List>
            <Button mt="sm" onClick={retry}>
              Try again
            </Button>
          </Alert>
        )}
        {media.status === 'unavailable' && !final && (
          <Button w="fit-content" onClick={retry}>
            Try again
          </Button>
        )}
        {media.status === 'ready' && media.videoMissing && !final && (
          <Alert color="blue">No camera was found: you are in the call with your microphone only.</Alert>
        )}

        {/* No devices (denied, none found): no empty video frames, only what to do about it. */}
        {!final && media.status !== 'denied' && media.status !== 'unavailable' ? (
          <CallVideo
            remote={remote}
            local={stream}
            peerName={call.peer.name}
            video={call.type === 'video'}
            showVideo={showVideo}
          />
        ) : null}

        {action.error && <Alert color="red">{action.error.message}</Alert>}

        {!final && (
          <Group>
            {call.status === 'requested' && call.role === 'callee' && (
              <>
                <Button color="green" onClick={() => action.mutate('start-call')} loading={action.isPending}>
                  Answer
                </Button>
                <Button color="red" variant="light" onClick={() => action.mutate('reject-call')}>
                  Decline
                </Button>
              </>
            )}
            {stream && (
              <>
                <Button variant="default" aria-pressed={!micOn} onClick={() => toggle('audio')}>
                  {micOn ? 'Mute microphone' : 'Unmute microphone'}
                </Button>
                {call.type === 'video' && stream.getVideoTracks().length > 0 && (
                  <Button variant="default" aria-pressed={!camOn} onClick={() => toggle('video')}>
                    {camOn ? 'Turn camera off' : 'Turn camera on'}
                  </Button>
                )}
              </>
            )}
            {link === 'failed' && (
              <Button variant="default" onClick={() => linkRef.current?.retry()}>
                Reconnect
              </Button>
            )}
            {(call.status === 'started' || call.role === 'caller') && (
              <Button color="red" onClick={() => action.mutate('end-call')} loading={action.isPending}>
                {call.status === 'requested' ? 'Cancel call' : 'Hang up'}
              </Button>
            )}
          </Group>
        )}
        {final && (
          <Button w="fit-content" variant="default" onClick={() => window.close()}>
            Close this window
          </Button>
        )}
      </Stack>
    </Container>
  );
}
