import type {
  GroupCardView,
  GroupCommentView,
  GroupMemberView,
  GroupPersonView,
  GroupPollView,
  GroupPostView,
  GroupReactionTotalsView,
  GroupReactionType,
  GroupView,
  GroupViewerView,
} from '@hctl/contracts';
import { GROUP_REACTION_TYPES } from '@hctl/contracts';
import { fileUrl } from '../files/files.service';
import type { GroupRow, GroupWithViewer, MemberRow, PersonJson } from './groups.repository';
import type { CommentJson, CommentWithExtras, MediaJson, PostWithExtras } from './posts.repository';

/** Turns a stored file id into the URL this viewer opens it by (signed: group media are private). */
export type MediaLink = (fileId: number) => string;

const iso = (d: Date | string | null | undefined) =>
  d == null ? null : typeof d === 'string' ? new Date(d).toISOString() : d.toISOString();

export const toPerson = (p: PersonJson | null): GroupPersonView => ({
  id: Number(p?.id ?? 0),
  name: p?.name?.trim() || 'Former member',
  slug: p?.slug ?? null,
  image: p?.image ?? null,
  headline: p?.headline ?? null,
});

export const isAdminRole = (role: string | null | undefined) => role === 'owner' || role === 'admin';

/** What the viewer may do in a group, from their membership. */
export function toViewer(row: Pick<GroupWithViewer, 'my_status' | 'my_role'>): GroupViewerView {
  const active = row.my_status === 'active';
  const admin = active && isAdminRole(row.my_role);
  return {
    status: row.my_status ?? null,
    role: row.my_status ? (row.my_role ?? null) : null,
    can_post: active,
    can_moderate: admin,
    can_update: admin,
    can_delete: active && row.my_role === 'owner',
  };
}

export function toGroupCard(row: GroupWithViewer): GroupCardView {
  const g = row.group;
  return {
    id: g.id,
    slug: g.slug,
    name: g.name,
    excerpt: g.description.slice(0, 200),
    privacy: g.privacy,
    category: g.category,
    location: g.location,
    cover: g.cover_file_id ? fileUrl(g.cover_file_id) : null,
    member_count: g.member_count,
    post_count: g.post_count,
    viewer: toViewer(row),
    created_at: g.created_at.toISOString(),
  };
}

export function toGroupView(
  row: GroupWithViewer,
  owner: PersonJson | null,
  pending: { requests: number; posts: number },
): GroupView {
  const g: GroupRow = row.group;
  return Object.assign(toGroupCard(row), {
    description: g.description,
    rules: g.rules,
    post_approval: g.post_approval,
    owner: toPerson(owner),
    pending_requests: pending.requests,
    pending_posts: pending.posts,
    updated_at: g.updated_at.toISOString(),
  });
}

export function toMember(row: { member: MemberRow; user: PersonJson }): GroupMemberView {
  return {
    id: row.member.id,
    user: toPerson(row.user),
    role: row.member.role,
    status: row.member.status,
    message: row.member.message,
    joined_at: iso(row.member.joined_at),
    created_at: row.member.created_at.toISOString(),
  };
}

const toMedia = (m: MediaJson[], link: MediaLink) =>
  m.map((x) => ({
    id: Number(x.id),
    kind: x.kind,
    url: link(Number(x.file_id)),
    mime: x.mime,
    size: Number(x.size),
  }));

const asReaction = (t: string | null) =>
  t && (GROUP_REACTION_TYPES as readonly string[]).includes(t) ? (t as GroupReactionType) : null;

/**
 * A poll's view. Results show when the viewer voted, the poll closed, or the viewer wrote it or
 * moderates the group; before that the counts are null, so voting is not swayed by the tally.
 */
function toPoll(row: PostWithExtras, viewer: number, moderator: boolean, now: Date): GroupPollView | null {
  const post = row.post;
  if (post.kind !== 'poll' || !row.options) return null;
  const closesAt = post.poll_closes_at ?? post.created_at;
  const closed = closesAt.getTime() <= now.getTime();
  const visible = row.my_option_id != null || closed || post.author_id === viewer || moderator;
  const total = row.options.reduce((n, o) => n + Number(o.vote_count), 0);
  return {
    question: post.question ?? '',
    closes_at: closesAt.toISOString(),
    is_closed: closed,
    results_visible: visible,
    vote_count: visible ? total : null,
    my_option_id: row.my_option_id,
    options: row.options.map((o) => ({
      id: Number(o.id),
      label: o.label,
      position: Number(o.position),
      vote_count: visible ? Number(o.vote_count) : null,
      percent: visible ? (total ? Math.round((Number(o.vote_count) * 1000) / total) / 10 : 0) : null,
    })),
  };
}

export interface PostViewContext {
  viewer: number;
  moderator: boolean;
  now: Date;
  link: MediaLink;
  /** Groups whose posts the viewer may read (the original of a share shows only then). */
  canRead: (groupId: number, privacy: 'public' | 'private') => boolean;
}

export function toComment(
  row: CommentWithExtras,
  ctx: Pick<PostViewContext, 'viewer' | 'moderator'>,
): GroupCommentView {
  const c = row.comment;
  return {
    id: c.id,
    uid: c.uid,
    post_uid: row.post_uid,
    parent_uid: row.parent_uid,
    author: toPerson(row.author),
    body: c.body,
    reaction_count: c.reaction_count,
    reply_count: c.reply_count,
    my_reaction: asReaction(row.my_reaction),
    is_edited: c.updated_at.getTime() - c.created_at.getTime() > 1000,
    can_edit: c.author_id === ctx.viewer,
    can_delete: c.author_id === ctx.viewer || ctx.moderator,
    created_at: c.created_at.toISOString(),
    updated_at: c.updated_at.toISOString(),
  };
}

/** A feed post's first comment (carried in the post's row) as its view. */
export function toFirstComment(
  c: CommentJson,
  postUid: string,
  ctx: Pick<PostViewContext, 'viewer' | 'moderator'>,
): GroupCommentView {
  const created = new Date(c.created_at);
  const updated = new Date(c.updated_at);
  return {
    id: Number(c.id),
    uid: c.uid,
    post_uid: postUid,
    parent_uid: null,
    author: toPerson(c.author),
    body: c.body,
    reaction_count: Number(c.reaction_count),
    reply_count: Number(c.reply_count),
    my_reaction: asReaction(c.my_reaction),
    is_edited: updated.getTime() - created.getTime() > 1000,
    can_edit: Number(c.author_id) === ctx.viewer,
    can_delete: Number(c.author_id) === ctx.viewer || ctx.moderator,
    created_at: created.toISOString(),
    updated_at: updated.toISOString(),
  };
}

export function toPost(
  row: PostWithExtras,
  comments: GroupCommentView[],
  ctx: PostViewContext,
): GroupPostView {
  const post = row.post;
  const s = row.shared;
  const sharedVisible =
    !!s && !s.deleted && s.status === 'published' && ctx.canRead(Number(s.group_id), s.group_privacy);
  return {
    id: post.id,
    uid: post.uid,
    group: { id: post.group_id, slug: row.group_slug, name: row.group_name },
    author: toPerson(row.author),
    kind: post.kind,
    description: post.description,
    status: post.status,
    reject_reason: post.reject_reason,
    media: toMedia(row.media, ctx.link),
    poll: toPoll(row, ctx.viewer, ctx.moderator, ctx.now),
    shared_post: s
      ? sharedVisible
        ? {
            uid: s.uid,
            available: true,
            group: { slug: s.group_slug, name: s.group_name },
            author: toPerson(s.author),
            kind: s.kind,
            description: s.description,
            question: s.question,
            media: toMedia(s.media, ctx.link),
            created_at: iso(s.created_at),
          }
        : {
            uid: s.uid,
            available: false,
            group: null,
            author: null,
            kind: null,
            description: null,
            question: null,
            media: [],
            created_at: null,
          }
      : null,
    reaction_count: post.reaction_count,
    comment_count: post.comment_count,
    share_count: post.share_count,
    my_reaction: asReaction(row.my_reaction),
    comments,
    can_moderate: ctx.moderator,
    can_delete: post.author_id === ctx.viewer || ctx.moderator,
    created_at: post.created_at.toISOString(),
    updated_at: post.updated_at.toISOString(),
  };
}

export function toReactionTotals(
  uid: string,
  rows: { type: string; n: number; mine: boolean }[],
): GroupReactionTotalsView {
  const by = Object.fromEntries(GROUP_REACTION_TYPES.map((t) => [t, 0])) as Record<GroupReactionType, number>;
  let total = 0;
  let mine: GroupReactionType | null = null;
  for (const r of rows) {
    const t = asReaction(r.type);
    if (!t) continue;
    by[t] = Number(r.n);
    total += Number(r.n);
    if (r.mine) mine = t;
  }
  return { uid, total, by_type: by, my_reaction: mine };
}

/** Opaque keyset cursors: base64url of `a|b`. */
export const encodeCursor = (a: string | number, b: number) => Buffer.from(`${a}|${b}`).toString('base64url');
export function decodeCursor(cursor: string | undefined): { a: string; id: number } | null {
  if (!cursor) return null;
  const text = Buffer.from(cursor, 'base64url').toString('utf8');
  const i = text.lastIndexOf('|');
  if (i < 1) return null;
  const id = Number(text.slice(i + 1));
  if (!Number.isSafeInteger(id) || id < 0) return null;
  return { a: text.slice(0, i), id };
}
