import type { PageRoute } from '../../lib/page-routes';

/** Spec §2: /video-call/{callId}, opened in a new window (the call's parameters in the query). */
export const videoCallPages: PageRoute[] = [
  { path: '/video-call/:callId', page: 'VideoCallPage', auth: true },
];
