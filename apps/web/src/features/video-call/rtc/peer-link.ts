import type { CallSignal } from '@hctl/contracts';

/** What the page shows of the media connection itself (the call's own state is the API's). */
export type LinkState =
  /** No other page is known yet: waiting for the other person to open the call. */
  | 'waiting'
  | 'connecting'
  | 'connected'
  /** ICE lost the path (network change, Wi-Fi drop); trying again. */
  | 'reconnecting'
  /** The path could not be restored. */
  | 'failed'
  /** The other page said goodbye (closed or reloaded) without ending the call. */
  | 'peer-left';

export interface PeerLinkOptions {
  role: 'caller' | 'callee';
  iceServers: RTCIceServerInit[];
  local: MediaStream;
  /** Sends one signal to the other participant (the API relays it). */
  send: (signal: CallSignal) => Promise<void>;
  onState: (state: LinkState) => void;
  onRemoteStream: (stream: MediaStream | null) => void;
}
type RTCIceServerInit = { urls: string | string[]; username?: string; credential?: string };

/** How often a page repeats `joined` until the other side has answered it. */
const JOINED_EVERY_MS = 2000;
/** How long ICE may stay disconnected or failed, restarts included, before the call shows "failed". */
const RECONNECT_FOR_MS = 20_000;

/**
 * One side of a 1:1 WebRTC call. The caller always makes the offer (no glare to resolve): when it
 * hears `joined` from a callee page it has not met, it starts a fresh RTCPeerConnection and offers;
 * the callee answers. Both pages repeat `joined` until they hear from each other, because a signal
 * sent before the other page had subscribed is not replayed (signals are volatile). A signal's
 * `session` names the page load it came from, so a reloaded page replaces the old one. Remote ICE
 * candidates that arrive before the description are held until it is set.
 */
export class PeerLink {
  private pc: RTCPeerConnection | null = null;
  private peerSession: string | null = null;
  private pendingCandidates: RTCIceCandidateInit[] = [];
  private joinedTimer: ReturnType<typeof setInterval> | null = null;
  private lostTimer: ReturnType<typeof setTimeout> | null = null;
  private restarted = false;
  private closed = false;
  private state: LinkState = 'waiting';
  /** Signals go out one at a time and are handled one at a time, so an offer never trails its candidates. */
  private outbox: Promise<void> = Promise.resolve();
  private inbox: Promise<void> = Promise.resolve();

  constructor(private o: PeerLinkOptions) {}

  private send(signal: CallSignal) {
    const next = this.outbox.then(() => this.o.send(signal)).catch(() => undefined);
    this.outbox = next;
    return next;
  }

  /** Announces this page and keeps announcing until the other page answers. */
  start() {
    this.announce();
    this.joinedTimer = setInterval(() => this.announce(), JOINED_EVERY_MS);
  }

  private announce() {
    // The callee stops once an offer came; the caller once a callee page is known.
    const heard = this.o.role === 'caller' ? this.peerSession !== null : this.pc?.remoteDescription;
    if (heard || this.closed) return;
    void this.send({ kind: 'joined' });
  }

  /** A relayed signal from the other participant's page `session`. */
  receive(session: string, signal: CallSignal) {
    this.inbox = this.inbox.then(() => this.handle(session, signal)).catch(() => undefined);
    return this.inbox;
  }

  private async handle(session: string, signal: CallSignal) {
    if (this.closed) return;
    switch (signal.kind) {
      case 'joined':
        if (this.o.role === 'caller') {
          if (session !== this.peerSession) {
            this.peerSession = session;
            await this.offer(false);
          } else if (!this.pc?.remoteDescription && this.pc?.localDescription) {
            // Our offer was sent before that page listened: send it again.
            await this.send({ kind: 'offer', sdp: this.pc.localDescription.sdp ?? '' });
          }
        } else if (session !== this.peerSession) {
          // A caller page we have not met (first contact or a reload): answer its `joined` so
          // it offers, and drop any connection to the page before it.
          this.peerSession = session;
          this.reset();
          this.setState('connecting');
          await this.send({ kind: 'joined' });
        }
        return;
      case 'offer': {
        if (this.o.role !== 'callee') return;
        if (session !== this.peerSession) {
          this.peerSession = session;
          this.reset();
        }
        const pc = this.ensurePc();
        // The caller repeats an offer it thinks was lost; the one we answered needs nothing more.
        if (pc.remoteDescription?.sdp === signal.sdp) return;
        await pc.setRemoteDescription({ type: 'offer', sdp: signal.sdp });
        await this.flushCandidates();
        await pc.setLocalDescription(await pc.createAnswer());
        await this.send({ kind: 'answer', sdp: pc.localDescription?.sdp ?? '' });
        return;
      }
      case 'answer':
        if (this.o.role !== 'caller' || session !== this.peerSession || !this.pc) return;
        if (this.pc.signalingState !== 'have-local-offer') return;
        await this.pc.setRemoteDescription({ type: 'answer', sdp: signal.sdp });
        await this.flushCandidates();
        return;
      case 'candidate':
        if (session !== this.peerSession) return;
        if (this.pc?.remoteDescription) await this.pc.addIceCandidate(signal.candidate).catch(() => {});
        else this.pendingCandidates.push(signal.candidate);
        return;
      case 'bye':
        if (session !== this.peerSession) return;
        this.peerSession = null;
        this.reset();
        this.setState('peer-left');
        return;
    }
  }

  /** Hang-up or the call ended: stops everything; the tracks are the page's to stop. */
  close(sayBye: boolean) {
    if (this.closed) return;
    this.closed = true;
    if (this.joinedTimer) clearInterval(this.joinedTimer);
    // The bye skips the queue: the page may be unloading, and a signal still in flight ahead of it
    // (a late ICE candidate) would hold it back until the page is gone and it is never sent.
    if (sayBye && this.peerSession) void this.o.send({ kind: 'bye' }).catch(() => undefined);
    this.reset();
  }

  /** The "Try again" of a failed connection: start over as if the page had just opened. */
  retry() {
    this.peerSession = null;
    this.reset();
    this.setState('waiting');
    this.announce();
  }

  private async offer(iceRestart: boolean) {
    if (!iceRestart) this.reset();
    const pc = this.ensurePc();
    this.setState('connecting');
    await pc.setLocalDescription(await pc.createOffer({ iceRestart }));
    await this.send({ kind: 'offer', sdp: pc.localDescription?.sdp ?? '' });
  }

  private ensurePc() {
    if (this.pc) return this.pc;
    const pc = new RTCPeerConnection({ iceServers: this.o.iceServers });
    this.pc = pc;
    for (const track of this.o.local.getTracks()) pc.addTrack(track, this.o.local);
    pc.onicecandidate = (e) => {
      if (e.candidate && pc === this.pc)
        void this.send({
          kind: 'candidate',
          candidate: {
            candidate: e.candidate.candidate,
            sdpMid: e.candidate.sdpMid,
            sdpMLineIndex: e.candidate.sdpMLineIndex,
            usernameFragment: e.candidate.usernameFragment,
          },
        });
    };
    pc.ontrack = (e) => {
      if (pc === this.pc) this.o.onRemoteStream(e.streams[0] ?? new MediaStream([e.track]));
    };
    pc.oniceconnectionstatechange = () => {
      if (pc !== this.pc) return;
      this.onIce(pc.iceConnectionState);
    };
    return pc;
  }

  private onIce(ice: RTCIceConnectionState) {
    if (ice === 'connected' || ice === 'completed') {
      this.clearLost();
      this.restarted = false;
      this.setState('connected');
    } else if (ice === 'disconnected' || ice === 'failed') {
      this.setState('reconnecting');
      if (!this.lostTimer) this.lostTimer = setTimeout(() => this.giveUp(), RECONNECT_FOR_MS);
      // A disconnected path often comes back on its own; a failed one needs new candidates,
      // which only the offerer can ask for.
      if (ice === 'failed' && this.o.role === 'caller' && !this.restarted) {
        this.restarted = true;
        void this.offer(true).catch(() => this.giveUp());
      }
    }
  }

  private giveUp() {
    this.clearLost();
    if (this.state === 'reconnecting' || this.state === 'connecting') this.setState('failed');
  }

  private clearLost() {
    if (this.lostTimer) clearTimeout(this.lostTimer);
    this.lostTimer = null;
  }

  private async flushCandidates() {
    const pending = this.pendingCandidates;
    this.pendingCandidates = [];
    for (const c of pending) await this.pc?.addIceCandidate(c).catch(() => {});
  }

  private reset() {
    this.clearLost();
    this.restarted = false;
    this.pendingCandidates = [];
    if (this.pc) {
      const pc = this.pc;
      this.pc = null;
      pc.onicecandidate = null;
      pc.ontrack = null;
      pc.oniceconnectionstatechange = null;
      pc.close();
      this.o.onRemoteStream(null);
    }
  }

  private setState(state: LinkState) {
    if (this.closed || state === this.state) return;
    this.state = state;
    this.o.onState(state);
  }
}
