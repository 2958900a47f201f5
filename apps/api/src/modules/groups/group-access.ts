import type { AppDeps } from '../../deps';
import { forbidden, notFound } from '../../lib/errors';
import { GroupAccessCache } from './group-access-cache';
import { isAdminRole } from './groups.mapper';
import { type GroupWithViewer, groupsRepository as repo } from './groups.repository';

/** A group as one caller may use it: the row, their membership, and what follows from it. */
export interface GroupAccess extends GroupWithViewer {
  viewer: number;
  isMember: boolean;
  isAdmin: boolean;
  isOwner: boolean;
}

const NOT_FOUND = 'Group not found.';

/**
 * Who may do what in a group, in one place. A private group is invisible to whoever is not an
 * active member (404, as if it did not exist) — a pending or invited person included — except
 * for its about page (public-groups) and members/join. A public group may be read by any signed-in
 * person; writing in it (posts, comments, reactions, votes) takes membership (403: they know it).
 */
export class GroupAccessService {
  /** Active members' access for read-only pages (group-access-cache.ts). */
  readonly cache: GroupAccessCache;

  constructor(private deps: AppDeps) {
    this.cache = new GroupAccessCache(deps.config.databaseUrl, deps.config.groupAccessCacheSeconds);
  }

  /** The group whatever the caller's place in it (about page, join): 404 only when it does not exist. */
  async find(slug: string, viewer: number): Promise<GroupAccess> {
    return this.accessOf(await this.row(slug, viewer), viewer);
  }

  private async row(slug: string, viewer: number) {
    const row = await repo.bySlug(this.deps.db, slug, viewer);
    if (!row) throw notFound(NOT_FOUND);
    return row;
  }

  private accessOf(row: GroupWithViewer, viewer: number): GroupAccess {
    const isMember = row.my_status === 'active';
    return {
      ...row,
      viewer,
      isMember,
      isAdmin: isMember && isAdminRole(row.my_role),
      isOwner: isMember && row.my_role === 'owner',
    };
  }

  /** Read the group's feed, members and posts. */
  async read(slug: string, viewer: number) {
    return this.readable(await this.find(slug, viewer));
  }

  /**
   * As `read`, for pages that only show (feed, post, comments): an active member's access may come
   * from the process's cache (group-access-cache.ts). Never for a write.
   */
  async view(slug: string, viewer: number) {
    const kept = this.cache.get(slug, viewer);
    if (kept) return this.accessOf(kept, viewer);
    const generation = this.cache.begin();
    const row = await this.row(slug, viewer);
    const a = this.readable(this.accessOf(row, viewer));
    this.cache.set(slug, viewer, row, generation);
    return a;
  }

  /** A pending or rejected post is its author's and the admins' only. */
  canReadPost(a: GroupAccess, post: { status: string; author_id: number }) {
    return post.status === 'published' || post.author_id === a.viewer || a.isAdmin;
  }

  private readable(a: GroupAccess) {
    if (!a.isMember && a.group.privacy === 'private') throw notFound(NOT_FOUND);
    return a;
  }

  /** Post, comment, react, vote, leave. */
  async member(slug: string, viewer: number, what = 'do this') {
    const a = await this.read(slug, viewer);
    if (!a.isMember) throw forbidden(`Join the group to ${what}.`);
    return a;
  }

  /** Review join requests and posts, remove members, invite, change the group. */
  async admin(slug: string, viewer: number) {
    const a = await this.read(slug, viewer);
    if (!a.isAdmin) throw forbidden('Only the group’s admins may do this.');
    return a;
  }

  async owner(slug: string, viewer: number) {
    const a = await this.read(slug, viewer);
    if (!a.isOwner) throw forbidden('Only the group’s owner may do this.');
    return a;
  }

  close() {
    return this.cache.close();
  }

  /** The realtime channel check: active members hear the group's live events. */
  isActiveMember(groupId: number, userId: number) {
    return repo.isActiveMember(this.deps.db, groupId, userId);
  }
}
