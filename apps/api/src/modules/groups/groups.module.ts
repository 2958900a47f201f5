import type { AppDeps } from '../../deps';
import { defineModule } from '../../kit/module';
import type { FilesService } from '../files/files.service';
import type { NotificationsPort } from '../notifications/notifications.port';
import type { OutboxService } from '../outbox/outbox.service';
import type { RealtimePort } from '../realtime/realtime.port';
import { GroupAccessService } from './group-access';
import { GROUPS_QUEUE, groupsWorkers } from './groups.jobs';
import { groupsRoutes } from './groups.routes';
import { GroupsService } from './groups.service';
import { postsRepository } from './posts.repository';
import { postsRoutes } from './posts.routes';
import { PostsService } from './posts.service';

export interface GroupsModulePorts {
  realtime: RealtimePort;
  notifications: NotificationsPort;
  outbox: Pick<OutboxService, 'compose' | 'dispatch'>;
  files: FilesService;
}

/**
 * Groups (spec §7 Groups, issue 17): communities with owners, admins and members, a feed of posts
 * (photos and videos, polls, shares) with comments and reactions, join requests, invitations and
 * a review queue. Sub-areas by file: groups.* (groups and members), posts.* (the feed and all
 * that hangs off a post), group-access (who may do what), group-uploads (the post form).
 */
export function groupsModule(deps: AppDeps, ports: GroupsModulePorts) {
  const access = new GroupAccessService(deps);
  const groups = new GroupsService(deps, access, ports);
  const posts = new PostsService(deps, access, ports);

  // private-group.{id}: its active members hear new posts, comments, counts and membership changes.
  ports.realtime.registerChannel({
    prefix: 'group',
    authorize: (auth, id) => access.isActiveMember(id, auth.userId),
  });
  // A post's photos and videos: whoever may read the post (members; anyone signed in for public groups).
  ports.files.shareKind('group_media', (fileId, viewerId) =>
    postsRepository.mediaReadableBy(deps.db, fileId, viewerId),
  );
  ports.notifications.registerAction('group.join_request', {
    accept: (tx, auth, data) => groups.decideFromBell(tx, auth, data, 'approved'),
    reject: (tx, auth, data) => groups.decideFromBell(tx, auth, data, 'rejected'),
  });
  ports.notifications.registerAction('group.invitation', {
    accept: (tx, auth, data) => groups.acceptInvitationFromBell(tx, auth.userId, Number(data.member_id)),
    reject: (tx, auth, data) => groups.declineInvitationIn(tx, auth.userId, Number(data.member_id)),
  });

  const services = { access, groups, posts };
  return defineModule({
    name: 'groups',
    services,
    queues: [GROUPS_QUEUE],
    routes: async (app) => {
      await app.register(groupsRoutes(services));
      await app.register(postsRoutes(services));
    },
    workers: groupsWorkers(deps, posts),
    close: () => access.close(),
  });
}
