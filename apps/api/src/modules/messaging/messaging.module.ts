import type { AppDeps } from '../../deps';
import { defineModule } from '../../kit/module';
import type { FilesService } from '../files/files.service';
import type { NotificationsPort } from '../notifications/notifications.port';
import type { OrganizationsService } from '../organizations/organizations.service';
import type { OutboxService } from '../outbox/outbox.service';
import type { RealtimePort } from '../realtime/realtime.port';
import { MessagingAccess } from './access.service';
import { conversationsRepository } from './conversations.repository';
import { conversationsRoutes } from './conversations.routes';
import { ConversationsService, type PresencePort } from './conversations.service';
import { DraftsService } from './drafts.service';
import { foldersRoutes } from './folders.routes';
import { FoldersService } from './folders.service';
import { MESSAGING_QUEUE, startMessagingWorker, UnreadMail } from './messaging.jobs';
import { orgConversationsRoutes } from './org-conversations.routes';
import { sendingRoutes } from './sending.routes';
import { SendingService } from './sending.service';

/**
 * Messaging (spec §7 "Messaging"): conversations between two people or between an organization's
 * shared inbox and a person, folders, drafts, trash, attachments, presence and unread-message mail.
 * Live updates go through the realtime module (its port); attachments are files of kind
 * 'message_attachment', which the files module serves to the conversation's participants.
 */
export function messagingModule(
  deps: AppDeps,
  ports: {
    realtime: RealtimePort & PresencePort;
    organizations: OrganizationsService;
    files: FilesService;
    outbox: OutboxService;
    notifications: NotificationsPort;
  },
) {
  const { realtime, organizations, files } = ports;
  const access = new MessagingAccess(deps, organizations);
  const conversations = new ConversationsService(deps, access, realtime, files, realtime);
  const sending = new SendingService(deps, access, conversations, realtime, files, ports.notifications);
  const drafts = new DraftsService(deps, access, files);
  const folders = new FoldersService(deps, realtime);
  const unreadMail = new UnreadMail(deps, realtime, ports.outbox);

  files.shareKind(
    'message_attachment',
    (fileId, viewerId) => access.attachmentReadableBy(fileId, viewerId),
    (fileId, orgId) => access.attachmentReadableByOrg(fileId, orgId),
  );
  // private-org-chat.{orgId}: the organization's shared inbox, for whoever may read it (the routes' rule).
  realtime.registerChannel({
    prefix: 'org-chat',
    authorize: (auth, orgId) => access.readsOrgInbox(orgId, auth.userId),
  });
  realtime.setPresenceAudience((userId) => conversationsRepository.presenceAudience(deps.db, userId));

  const services = { access, conversations, sending, drafts, folders, unreadMail };
  return defineModule({
    name: 'messaging',
    services,
    routes: async (app) => {
      await app.register(conversationsRoutes(services));
      await app.register(sendingRoutes(services));
      await app.register(foldersRoutes(services));
      await app.register(orgConversationsRoutes(services));
    },
    queues: [MESSAGING_QUEUE],
    workers: (log) => [startMessagingWorker(deps, unreadMail, log)],
  });
}
