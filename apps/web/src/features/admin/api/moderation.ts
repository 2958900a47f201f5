import type {
  AbuseReportGroupDetailView,
  ModerationActionBody,
  ModerationItemView,
  ModerationKind,
  Page,
} from '@hctl/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { get, post } from '../../../lib/api-client';

export const QUEUE_PAGE_SIZE = 10;

export interface QueueFilter {
  page: number;
  kind?: ModerationKind;
  status: 'pending' | 'resolved';
}

export const moderationKeys = {
  all: ['admin', 'moderation'] as const,
  queue: (f: QueueFilter) => ['admin', 'moderation', 'queue', f] as const,
};

/** GET /admin/moderation-queue: every kind of item waiting for a moderator, highest priority first. */
export const queueQuery = (f: QueueFilter) =>
  queryOptions({
    queryKey: moderationKeys.queue(f),
    queryFn: async () => {
      const q = new URLSearchParams({
        page: String(f.page),
        pageSize: String(QUEUE_PAGE_SIZE),
        status: f.status,
      });
      if (f.kind) q.set('kind', f.kind);
      return (await get<Page<ModerationItemView>>(`/admin/moderation-queue?${q}`)).data;
    },
    placeholderData: keepPreviousData,
  });

/** POST /admin/moderation-queue/{kind}/{key}/action: approve, reject, hide, suspend or dismiss, with the reason. */
export const actOnQueueItem = ({
  kind,
  key,
  ...body
}: ModerationActionBody & { kind: ModerationKind; key: string }) =>
  post<null>(`/admin/moderation-queue/${kind}/${encodeURIComponent(key)}/action`, body);

/** GET /admin/all/report-list/{uid}: every report about one target (the queue item's context). */
export const reportGroupQuery = (uid: string) =>
  queryOptions({
    queryKey: ['admin', 'moderation', 'report-group', uid],
    queryFn: async () => (await get<AbuseReportGroupDetailView>(`/admin/all/report-list/${uid}`)).data,
  });
