import {
  channelName,
  GROUP_LIMITS,
  type GroupCommentCreateBody,
  type GroupCommentListQuery,
  type GroupCommentUpdateBody,
  type GroupCommentView,
  type GroupCountsView,
  type GroupFeedQuery,
  type GroupFeedView,
  type GroupPostShareBody,
  type GroupPostView,
  type GroupReactionType,
  groupPostCreateBody,
} from '@hctl/contracts';
import type { Executor } from '@hctl/db';
import type { AppDeps } from '../../deps';
import { forbidden, invalid, notFound } from '../../lib/errors';
import type { AuthContext } from '../../plugins/auth';
import type { FilesService } from '../files/files.service';
import { fileUrl } from '../files/files.service';
import type { NotificationsPort, NotifyInput } from '../notifications/notifications.port';
import type { RealtimeEventInput, RealtimePort } from '../realtime/realtime.port';
import type { GroupAccess, GroupAccessService } from './group-access';
import { GroupEvents } from './group-events';
import type { GroupPostForm } from './group-uploads';
import {
  decodeCursor,
  encodeCursor,
  type PostViewContext,
  toComment,
  toFirstComment,
  toGroupCard,
  toPost,
  toReactionTotals,
} from './groups.mapper';
import { groupsRepository } from './groups.repository';
import {
  type CommentWithExtras,
  type PostRow,
  type PostWithExtras,
  postsRepository as repo,
} from './posts.repository';

/** Recent posts on a public group's about page. */
const RECENT_POSTS = 5;

export interface PostsPorts {
  realtime: RealtimePort;
  notifications: NotificationsPort;
  files: Pick<FilesService, 'store' | 'discard' | 'links'>;
}

/**
 * A group's posts (spec §7 Groups, issue 17): the feed, the review queue, posts with photos,
 * videos and polls, shares, comments and replies, reactions and votes. Every counter changes in
 * the transaction of the row it counts; `reconcileCounters` (daily) finds and fixes any drift.
 * New posts reach members live on `private-group.{id}`, not as notifications: a feed is not an
 * inbox. Comments notify the author they answer; pending posts and decisions notify both sides.
 */
export class PostsService {
  private events: GroupEvents;

  constructor(
    private deps: AppDeps,
    private access: GroupAccessService,
    private ports: PostsPorts,
  ) {
    this.events = new GroupEvents(ports);
  }

  private now() {
    return this.deps.clock.now();
  }

  /** `group.counts` on the group's channel: a post's (and a comment's) counters as they now are. */
  private countsEvent(groupId: number, data: GroupCountsView): RealtimeEventInput<'group.counts'> {
    return { channel: channelName.group(groupId), event: 'group.counts', data };
  }

  /** `group.comment` on the group's channel: a comment was created, edited or deleted (readers read it again). */
  private commentEvent(
    groupId: number,
    action: 'created' | 'updated' | 'deleted',
    postUid: string,
    commentUid: string,
    commentCount: number,
  ): RealtimeEventInput<'group.comment'> {
    return {
      channel: channelName.group(groupId),
      event: 'group.comment',
      data: {
        action,
        post_uid: postUid,
        comment_uid: commentUid,
        comment: null,
        comment_count: commentCount,
      },
    };
  }

  private link(slug: string, query?: string) {
    return `/groups/view/${slug}${query ? `?${query}` : ''}`;
  }

  // --- views -----------------------------------------------------------------------------------

  /** Hydrates post rows into views for one viewer (first comments, shares they may read). */
  private async views(
    rows: PostWithExtras[],
    viewer: number,
    moderator: boolean,
    opts: { focusComment?: CommentWithExtras | null; firstComments?: boolean } = {},
  ): Promise<GroupPostView[]> {
    const sharedGroups = [
      ...new Set(
        rows.flatMap((r) =>
          r.shared && r.shared.group_privacy === 'private' ? [Number(r.shared.group_id)] : [],
        ),
      ),
    ];
    const readable = viewer
      ? await groupsRepository.activeAmong(this.deps.db, viewer, sharedGroups)
      : new Set<number>();
    const ctx: PostViewContext = {
      viewer,
      moderator,
      now: this.now(),
      // Group media are private files: a signed link per viewer (visitors get the plain URL, which
      // opens for files of public groups only once they sign in).
      link: viewer ? this.ports.files.links.forViewer(viewer) : fileUrl,
      canRead: (groupId, privacy) => privacy === 'public' || readable.has(groupId),
    };
    return rows.map((r) => {
      const first =
        opts.firstComments === false ? [] : r.first_comments.map((c) => toFirstComment(c, r.post.uid, ctx));
      const focus = opts.focusComment;
      // A deep link to a comment shows it under its post even when it is not among the first.
      if (focus && focus.comment.post_id === r.post.id && !first.some((c) => c.id === focus.comment.id))
        first.push(toComment(focus, ctx));
      return toPost(r, first, ctx);
    });
  }

  private async one(a: GroupAccess, uid: string) {
    const row = await repo.byUid(this.deps.db, a.group.id, uid, a.viewer);
    if (!row) throw notFound('Post not found.');
    if (!this.access.canReadPost(a, row.post)) throw notFound('Post not found.');
    return row;
  }

  private async countsIn(tx: Executor, postId: number, comment?: { uid: string; id: number }) {
    const c = await repo.counts(tx, postId);
    return {
      channelPostId: postId,
      data: {
        post_uid: c.uid,
        reaction_count: c.reaction_count,
        comment_count: c.comment_count,
        share_count: c.share_count,
        vote_count: c.vote_count,
        comment_uid: comment?.uid ?? null,
        comment_reaction_count: comment ? await repo.commentReactionCount(tx, comment.id) : null,
      } satisfies GroupCountsView,
    };
  }

  // --- reading ---------------------------------------------------------------------------------

  /**
   * GET groups/{slug}/posts: newest first, keyset by (created_at, id) with an opaque cursor;
   * `page` still works for the first pages. `post_uid` opens the feed at that post, `comment_uid`
   * at its post with that comment among the comments shown (deep links from notifications).
   */
  async feed(auth: AuthContext, slug: string, q: GroupFeedQuery) {
    const a = await this.access.view(slug, auth.userId);
    const db = this.deps.db;
    let focusComment: CommentWithExtras | null = null;
    let focusUid = q.post_uid ?? null;
    if (q.comment_uid) {
      const c = await repo.commentByUid(db, q.comment_uid);
      const [withExtras] = c ? await repo.commentsByIds(db, [c.id], auth.userId) : [];
      if (!withExtras) throw notFound('Comment not found.');
      focusComment = withExtras;
      focusUid = withExtras.post_uid;
    }
    let rows: PostWithExtras[];
    if (focusUid) {
      const focus = await repo.byUid(db, a.group.id, focusUid, auth.userId);
      if (focus?.post.status !== 'published') throw notFound('Post not found.');
      rows = await repo.feedFrom(db, {
        group: a.group.id,
        viewer: auth.userId,
        take: q.take,
        at: focus.at,
        id: focus.post.id,
      });
    } else if (q.cursor) {
      const c = decodeCursor(q.cursor);
      if (!c || Number.isNaN(Date.parse(c.a))) throw invalid({ cursor: 'The cursor is not valid.' });
      rows = await repo.feed(db, {
        group: a.group.id,
        viewer: auth.userId,
        take: q.take,
        after: { at: c.a, id: c.id },
      });
    } else if (q.page && q.page > 1) {
      rows = await repo.feedPage(db, {
        group: a.group.id,
        viewer: auth.userId,
        take: q.take,
        offset: (q.page - 1) * q.take,
      });
    } else {
      rows = await repo.feed(db, { group: a.group.id, viewer: auth.userId, take: q.take });
    }
    const last = rows.at(-1);
    const data: GroupFeedView = {
      data: await this.views(rows, auth.userId, a.isAdmin, { focusComment }),
      current_page: focusUid || q.cursor ? null : (q.page ?? 1),
      per_page: q.take,
      next_cursor: last && rows.length === q.take ? encodeCursor(last.at, last.post.id) : null,
      focus_post_uid: focusUid,
      focus_comment_uid: focusComment?.comment.uid ?? null,
    };
    return { message: 'Posts.', data };
  }

  /** GET groups/{slug}/posts/{uid}. */
  async show(auth: AuthContext, slug: string, uid: string) {
    const a = await this.access.view(slug, auth.userId);
    const row = await this.one(a, uid);
    const [view] = await this.views([row], auth.userId, a.isAdmin);
    return { message: 'The post.', data: view };
  }

  /** GET groups/{slug}/posts/review: pending posts, oldest first (admins). */
  async review(auth: AuthContext, slug: string, q: { take: number; cursor?: string }) {
    const a = await this.access.admin(slug, auth.userId);
    const c = decodeCursor(q.cursor);
    const rows = await repo.pending(this.deps.db, {
      group: a.group.id,
      viewer: auth.userId,
      take: q.take,
      after: c ? { at: c.a, id: c.id } : undefined,
    });
    const last = rows.at(-1);
    return {
      message: 'Posts waiting for review.',
      data: {
        data: await this.views(rows, auth.userId, true, { firstComments: false }),
        next_cursor: last && rows.length === q.take ? encodeCursor(last.at, last.post.id) : null,
      },
    };
  }

  /**
   * GET public-groups/{slug} (visitors too): a public group's about, counts and newest posts; a
   * private group's about only, whoever asks (its posts and members stay with its members).
   */
  async publicGroup(viewer: number | null, slug: string) {
    const a = await this.access.find(slug, viewer ?? 0);
    const g = a.group;
    const recent =
      g.privacy === 'public'
        ? await this.views(await repo.recent(this.deps.db, g.id, RECENT_POSTS), viewer ?? 0, a.isAdmin, {
            firstComments: false,
          })
        : null;
    return {
      message: 'The group.',
      data: {
        group: Object.assign(toGroupCard(a), { description: g.description, rules: g.rules }),
        recent_posts: recent,
      },
    };
  }

  // --- writing posts ---------------------------------------------------------------------------

  /**
   * POST groups/{slug}/posts/create (multipart with `media[]`, at most 5, or JSON). A member's post
   * in a group with post approval waits for the admins; admins' and the owner's publish at once.
   * Media are stored first and removed again if the post cannot be written.
   */
  async create(auth: AuthContext, slug: string, form: GroupPostForm) {
    const a = await this.access.member(slug, auth.userId, 'post');
    const parsed = groupPostCreateBody.safeParse(form.fields);
    if (!parsed.success) {
      const errors: Record<string, string> = {};
      for (const i of parsed.error.issues) errors[String(i.path[0] ?? 'description')] ??= i.message;
      throw invalid(errors);
    }
    const body = parsed.data;
    if (body.kind === 'text' && !body.description && !form.media.length)
      throw invalid({ description: 'Write something or add a photo or video.' });
    const stored: { id: number; kind: 'image' | 'video' }[] = [];
    try {
      for (const upload of form.media) {
        const row = await this.ports.files.store(auth.userId, 'group_media', upload);
        stored.push({ id: row.id, kind: upload.type.kind === 'video' ? 'video' : 'image' });
      }
      const status = a.group.post_approval && !a.isAdmin ? 'pending' : 'published';
      const now = this.now();
      const { post, after } = await this.deps.db.transaction(async (tx) => {
        const post = await repo.insert(tx, {
          group_id: a.group.id,
          author_id: auth.userId,
          kind: body.kind,
          description: body.description,
          question: body.kind === 'poll' ? body.question : null,
          poll_closes_at:
            body.kind === 'poll'
              ? body.poll_closes_at
                ? new Date(body.poll_closes_at)
                : new Date(now.getTime() + GROUP_LIMITS.pollDefaultDays * 86_400_000)
              : null,
          status,
        });
        await repo.insertMedia(
          tx,
          stored.map((f, position) => ({ post_id: post.id, file_id: f.id, kind: f.kind, position })),
        );
        if (body.kind === 'poll')
          await repo.insertOptions(
            tx,
            (body.options ?? []).map((label, position) => ({ post_id: post.id, label, position })),
          );
        return { post, after: await this.announce(tx, a, post) };
      });
      this.events.publish(after);
      return this.show(auth, slug, post.uid).then((r) => ({
        message:
          status === 'pending' ? 'Your post will appear once an admin approves it.' : 'Post published.',
        data: r.data,
      }));
    } catch (err) {
      if (stored.length)
        await this.ports.files.discard(
          auth.userId,
          stored.map((f) => f.id),
          ['group_media'],
        );
      throw err;
    }
  }

  /** A new post's side effects in its transaction: live to members if published, else to the admins' bells. */
  private async announce(tx: Executor, a: GroupAccess, post: PostRow) {
    if (post.status === 'published') {
      await groupsRepository.bumpPosts(tx, a.group.id, 1);
      return this.events.record(
        tx,
        [
          {
            channel: channelName.group(a.group.id),
            event: 'group.post',
            data: { action: 'created', post_uid: post.uid, post: null },
          },
        ],
        [],
      );
    }
    const admins = await groupsRepository.adminIds(tx, a.group.id);
    const who = await groupsRepository.userName(tx, post.author_id);
    return this.events.record(
      tx,
      [],
      admins.map((userId) => ({
        userId,
        type: 'group.post_pending' as const,
        title: `${who?.name ?? 'A member'} posted in ${a.group.name}: it waits for review`,
        link: this.link(a.group.slug, 'tab=review'),
        data: { group_id: a.group.id, group_slug: a.group.slug, post_uid: post.uid },
        actorUserId: post.author_id,
      })),
    );
  }

  /**
   * POST groups/{slug}/posts/{uid}/share: a new post in another group (where the caller is a
   * member) that links to the original; the original's share_count counts it. Sharing to one's
   * network needs the network feed, which does not exist yet: refused with 422.
   */
  async share(auth: AuthContext, slug: string, uid: string, body: GroupPostShareBody) {
    const source = await this.access.read(slug, auth.userId);
    const original = await this.one(source, uid);
    if (original.post.status !== 'published') throw notFound('Post not found.');
    if (body.target === 'network')
      throw invalid({ target: 'Sharing to your network is not available yet; share it to a group.' });
    const target = await this.access.member(body.group_slug!, auth.userId, 'share to it');
    // A share of a share links to the first original, so chains do not grow.
    const originalId =
      original.post.kind === 'share' && original.post.shared_post_id
        ? original.post.shared_post_id
        : original.post.id;
    const status = target.group.post_approval && !target.isAdmin ? 'pending' : 'published';
    const { post, after } = await this.deps.db.transaction(async (tx) => {
      const post = await repo.insert(tx, {
        group_id: target.group.id,
        author_id: auth.userId,
        kind: 'share',
        description: body.description,
        shared_post_id: originalId,
        status,
      });
      await repo.bumpShares(tx, originalId);
      const counts = await this.countsIn(tx, originalId);
      const announced = await this.announce(tx, target, post);
      // The original's share count, live on the channel of the group it is in.
      const originalRow = await repo.rowById(tx, originalId);
      const more = await this.events.record(
        tx,
        [this.countsEvent(originalRow?.group_id ?? source.group.id, counts.data)],
        [],
      );
      return {
        post,
        after: { envelopes: [...announced.envelopes, ...more.envelopes], receipt: announced.receipt },
      };
    });
    this.events.publish(after);
    const r = await this.show(auth, target.group.slug, post.uid);
    return {
      message: status === 'pending' ? 'Shared; it will appear once an admin approves it.' : 'Shared.',
      data: r.data,
    };
  }

  /** PUT groups/{slug}/posts/{uid}/approve and /reject (admins); the author hears the decision. */
  async decide(
    auth: AuthContext,
    slug: string,
    uid: string,
    decision: 'published' | 'rejected',
    reason: string | null,
  ) {
    const a = await this.access.admin(slug, auth.userId);
    const after = await this.deps.db.transaction(async (tx) => {
      const row = await repo.rowForUpdate(tx, a.group.id, uid);
      if (row?.status !== 'pending') throw notFound('Post not found in the review queue.');
      const post = await repo.decide(tx, row.id, {
        status: decision,
        reject_reason: decision === 'rejected' ? reason : null,
        decided_by: auth.userId,
      });
      if (!post) throw notFound('Post not found in the review queue.');
      const events: RealtimeEventInput[] = [];
      if (decision === 'published') {
        await groupsRepository.bumpPosts(tx, a.group.id, 1);
        events.push({
          channel: channelName.group(a.group.id),
          event: 'group.post',
          data: { action: 'approved', post_uid: post.uid, post: null },
        });
      }
      return this.events.record(tx, events, [
        {
          userId: post.author_id,
          type: 'group.post_decided',
          title:
            decision === 'published'
              ? `Your post in ${a.group.name} was approved`
              : `Your post in ${a.group.name} was not approved`,
          body: decision === 'rejected' ? (reason ?? undefined) : undefined,
          // A rejected post is not in the feed: the notification (its body: the reason) leads to the group.
          link: this.link(a.group.slug, decision === 'published' ? `post_uid=${post.uid}` : undefined),
          data: { group_id: a.group.id, group_slug: a.group.slug, post_uid: post.uid, decision },
          actorUserId: auth.userId,
        },
      ]);
    });
    this.events.publish(after);
    const r = await this.show(auth, slug, uid);
    return { message: decision === 'published' ? 'Post approved.' : 'Post rejected.', data: r.data };
  }

  /**
   * DELETE groups/{slug}/posts/{uid}: its author deletes a post, a group admin removes anyone's.
   * Soft, like a group's delete: abuse reports and old notifications still name the row, and every
   * read (feed, post, comments, totals, its media's read rule) already skips deleted posts, so its
   * comments, reactions and files stay behind, unreachable (the uploader still opens their own
   * files, as the files module allows). A post the caller may not read (another member's pending
   * one) is a 404, as on GET.
   */
  async remove(auth: AuthContext, slug: string, uid: string) {
    const a = await this.access.read(slug, auth.userId);
    const after = await this.deps.db.transaction(async (tx) => {
      const row = await repo.rowForUpdate(tx, a.group.id, uid);
      if (!row || !this.access.canReadPost(a, row)) throw notFound('Post not found.');
      if (row.author_id !== auth.userId && !a.isAdmin)
        throw forbidden('You may delete your own posts only; group admins may remove any.');
      const post = await repo.softDelete(tx, row.id, this.now());
      if (!post) throw notFound('Post not found.');
      const events: RealtimeEventInput[] = [
        {
          channel: channelName.group(a.group.id),
          event: 'group.post',
          data: { action: 'deleted', post_uid: post.uid, post: null },
        },
      ];
      if (post.shared_post_id) {
        // The original's row before this group's (the order a share takes them): never a deadlock.
        await repo.dropShare(tx, post.shared_post_id);
        const original = await repo.rowById(tx, post.shared_post_id);
        if (original)
          events.push(this.countsEvent(original.group_id, (await this.countsIn(tx, original.id)).data));
      }
      // Only published posts are in the group's post count (pending and rejected ones never were).
      if (post.status === 'published') await groupsRepository.bumpPosts(tx, a.group.id, -1);
      // An admin removing someone else's post tells its author (as Facebook groups do), naming the
      // post by its opening words: it is gone from the feed, so the link leads to the group.
      const removedByAdmin = post.author_id !== auth.userId;
      const excerpt = post.description.trim().replace(/\s+/g, ' ');
      return this.events.record(
        tx,
        events,
        removedByAdmin
          ? [
              {
                userId: post.author_id,
                type: 'group.post_decided',
                title: `A group admin removed your post in ${a.group.name}`,
                body: excerpt ? `“${excerpt.length > 80 ? `${excerpt.slice(0, 79)}…` : excerpt}”` : undefined,
                link: this.link(a.group.slug),
                data: {
                  group_id: a.group.id,
                  group_slug: a.group.slug,
                  post_uid: post.uid,
                  decision: 'removed',
                },
                actorUserId: auth.userId,
              },
            ]
          : [],
      );
    });
    this.events.publish(after);
    return { message: 'Post deleted.', data: null };
  }

  // --- polls -----------------------------------------------------------------------------------

  /**
   * POST groups/{slug}/posts/{key}/answer {option_id}: one vote per member, changeable until the
   * poll closes (the same option again changes nothing). The post row is locked for the vote.
   */
  async answer(auth: AuthContext, slug: string, key: string, optionId: number) {
    const a = await this.access.member(slug, auth.userId, 'vote');
    const after = await this.deps.db.transaction(async (tx) => {
      const post = await repo.rowForUpdate(tx, a.group.id, key);
      if (post?.status !== 'published') throw notFound('Post not found.');
      if (post.kind !== 'poll') throw invalid({ option_id: 'This post is not a poll.' });
      if (post.poll_closes_at && post.poll_closes_at.getTime() <= this.now().getTime())
        throw invalid({ option_id: 'The poll is closed.' });
      const option = await repo.option(tx, post.id, optionId);
      if (!option) throw invalid({ option_id: 'Choose one of the poll’s options.' });
      const outcome = await repo.vote(tx, post.id, auth.userId, optionId);
      if (outcome === 'same') return null;
      const counts = await this.countsIn(tx, post.id);
      return this.events.record(tx, [this.countsEvent(a.group.id, counts.data)], []);
    });
    this.events.publish(after);
    const r = await this.show(auth, slug, key);
    return { message: 'Your vote was counted.', data: r.data };
  }

  // --- reactions -------------------------------------------------------------------------------

  /** POST groups/{slug}/posts/react {post_uid, type}: toggles (same type removes, another replaces). */
  async react(auth: AuthContext, slug: string, postUid: string, type: GroupReactionType) {
    const a = await this.access.member(slug, auth.userId, 'react');
    const post = await repo.row(this.deps.db, a.group.id, postUid);
    if (post?.status !== 'published') throw notFound('Post not found.');
    const after = await this.deps.db.transaction(async (tx) => {
      await repo.reactPost(tx, post.id, auth.userId, type);
      const counts = await this.countsIn(tx, post.id);
      return this.events.record(tx, [this.countsEvent(a.group.id, counts.data)], []);
    });
    this.events.publish(after);
    return this.totals(auth, slug, postUid, 'Reaction saved.');
  }

  /** POST groups/{slug}/posts/{post}/comments/react {comment_uid, type}. */
  async reactComment(
    auth: AuthContext,
    slug: string,
    postUid: string,
    commentUid: string,
    type: GroupReactionType,
  ) {
    const a = await this.access.member(slug, auth.userId, 'react');
    const post = await repo.row(this.deps.db, a.group.id, postUid);
    if (post?.status !== 'published') throw notFound('Post not found.');
    const comment = await repo.comment(this.deps.db, post.id, commentUid);
    if (!comment) throw notFound('Comment not found.');
    const after = await this.deps.db.transaction(async (tx) => {
      await repo.reactComment(tx, comment.id, auth.userId, type);
      const counts = await this.countsIn(tx, post.id, { uid: comment.uid, id: comment.id });
      return this.events.record(tx, [this.countsEvent(a.group.id, counts.data)], []);
    });
    this.events.publish(after);
    return this.commentTotals(auth, slug, commentUid, 'Reaction saved.');
  }

  /** total-reactions/{uuid}: the total and the per-type breakdown (GROUP BY on the (post_id, type) index). */
  async totals(auth: AuthContext, slug: string, uid: string, message = 'Reactions.') {
    const a = await this.access.read(slug, auth.userId);
    const post = await repo.row(this.deps.db, a.group.id, uid);
    if (post?.status !== 'published') throw notFound('Post not found.');
    const rows = await repo.postReactionTypes(this.deps.db, post.id, auth.userId);
    return { message, data: toReactionTotals(uid, rows) };
  }

  /** comments/total-reactions/{uid}: a comment's reactions by type. */
  async commentTotals(auth: AuthContext, slug: string, commentUid: string, message = 'Reactions.') {
    const a = await this.access.read(slug, auth.userId);
    const comment = await repo.commentByUid(this.deps.db, commentUid);
    const post = comment ? await repo.rowById(this.deps.db, comment.post_id) : null;
    if (!comment || !post || post.group_id !== a.group.id || post.status !== 'published')
      throw notFound('Comment not found.');
    const rows = await repo.commentReactionTypes(this.deps.db, comment.id, auth.userId);
    return { message, data: toReactionTotals(commentUid, rows) };
  }

  // --- comments --------------------------------------------------------------------------------

  /** GET groups/{slug}/posts/{uuid}/comments: top-level comments oldest first, or one's replies. */
  async comments(auth: AuthContext, slug: string, uid: string, q: GroupCommentListQuery) {
    const a = await this.access.view(slug, auth.userId);
    const c = decodeCursor(q.cursor);
    const after = c ? { at: c.a, id: c.id } : undefined;
    const page = { viewer: auth.userId, take: q.take, after };
    // Top-level comments check the post in the same statement; only an empty page (or a reply
    // page) reads the post on its own, to tell a missing post from one without comments.
    let rows = q.parent_uid
      ? []
      : await repo.comments(this.deps.db, { group: a.group.id, uid, moderator: a.isAdmin, ...page });
    if (!rows.length) {
      const row = await repo.row(this.deps.db, a.group.id, uid);
      if (!row || !this.access.canReadPost(a, row)) throw notFound('Post not found.');
      if (q.parent_uid) {
        const parent = await repo.comment(this.deps.db, row.id, q.parent_uid);
        if (!parent) throw notFound('Comment not found.');
        rows = await repo.replies(this.deps.db, { parent: parent.id, ...page });
      }
    }
    const last = rows.at(-1);
    const ctx = { viewer: auth.userId, moderator: a.isAdmin };
    return {
      message: 'Comments.',
      data: {
        data: rows.map((r) => toComment(r, ctx)),
        next_cursor: last && rows.length === q.take ? encodeCursor(last.at, last.comment.id) : null,
      },
    };
  }

  private async commentView(id: number, viewer: number, moderator: boolean): Promise<GroupCommentView> {
    const [row] = await repo.commentsByIds(this.deps.db, [id], viewer);
    return toComment(row, { viewer, moderator });
  }

  /**
   * POST groups/{slug}/posts/{uuid}/comments/create. A reply to a reply attaches to its top-level
   * comment (one level deep). The post's author (or the comment's, for a reply) is notified.
   */
  async createComment(auth: AuthContext, slug: string, uid: string, body: GroupCommentCreateBody) {
    const a = await this.access.member(slug, auth.userId, 'comment');
    const post = await repo.row(this.deps.db, a.group.id, uid);
    if (post?.status !== 'published') throw notFound('Post not found.');
    let parent = body.parent_uid ? await repo.comment(this.deps.db, post.id, body.parent_uid) : null;
    if (body.parent_uid && !parent) throw notFound('Comment not found.');
    if (parent?.parent_id)
      parent = (await repo.commentsByIds(this.deps.db, [parent.parent_id], 0))[0]?.comment ?? parent;
    const who = await groupsRepository.userName(this.deps.db, auth.userId);
    const { comment, after } = await this.deps.db.transaction(async (tx) => {
      const comment = await repo.insertComment(tx, {
        post_id: post.id,
        parent_id: parent?.id ?? null,
        author_id: auth.userId,
        body: body.body,
      });
      const counts = await this.countsIn(tx, post.id);
      const answered = parent ? parent.author_id : post.author_id;
      const notes: NotifyInput[] =
        answered === auth.userId
          ? []
          : [
              {
                userId: answered,
                type: 'group.comment',
                title: parent
                  ? `${who?.name ?? 'Someone'} replied to your comment in ${a.group.name}`
                  : `${who?.name ?? 'Someone'} commented on your post in ${a.group.name}`,
                body: body.body.slice(0, 200),
                link: this.link(a.group.slug, `comment_uid=${comment.uid}`),
                data: {
                  group_id: a.group.id,
                  group_slug: a.group.slug,
                  post_uid: post.uid,
                  comment_uid: comment.uid,
                },
                actorUserId: auth.userId,
                groupKey: `group-post:${post.id}`,
              },
            ];
      const after = await this.events.record(
        tx,
        [
          this.commentEvent(a.group.id, 'created', post.uid, comment.uid, counts.data.comment_count),
          this.countsEvent(a.group.id, counts.data),
        ],
        notes,
      );
      return { comment, after };
    });
    this.events.publish(after);
    return { message: 'Comment added.', data: await this.commentView(comment.id, auth.userId, a.isAdmin) };
  }

  /**
   * PUT (and POST) groups/{slug}/posts/{uid}/comments/{commentUid}: edits the comment (its author);
   * POST with `_method: 'DELETE'` deletes it (its author or a group admin; soft, the counter drops).
   */
  async updateComment(
    auth: AuthContext,
    slug: string,
    uid: string,
    commentUid: string,
    body: GroupCommentUpdateBody,
  ) {
    const deleting = body._method?.toUpperCase() === 'DELETE';
    const a = deleting
      ? await this.access.read(slug, auth.userId)
      : await this.access.member(slug, auth.userId, 'comment');
    const post = await repo.row(this.deps.db, a.group.id, uid);
    if (!post) throw notFound('Post not found.');
    const comment = await repo.comment(this.deps.db, post.id, commentUid);
    if (!comment) throw notFound('Comment not found.');
    if (deleting) {
      if (comment.author_id !== auth.userId && !a.isAdmin)
        throw forbidden('You may delete your own comments only.');
      const after = await this.deps.db.transaction(async (tx) => {
        const gone = await repo.deleteComment(tx, comment.id, this.now());
        if (!gone) return null;
        const counts = await this.countsIn(tx, post.id);
        return this.events.record(
          tx,
          [
            this.commentEvent(a.group.id, 'deleted', post.uid, comment.uid, counts.data.comment_count),
            this.countsEvent(a.group.id, counts.data),
          ],
          [],
        );
      });
      this.events.publish(after);
      return { message: 'Comment deleted.', data: null };
    }
    if (comment.author_id !== auth.userId) throw forbidden('You may edit your own comments only.');
    const after = await this.deps.db.transaction(async (tx) => {
      const edited = await repo.editComment(tx, comment.id, body.body!);
      if (!edited) throw notFound('Comment not found.');
      const counts = await repo.counts(tx, post.id);
      return this.events.record(
        tx,
        [this.commentEvent(a.group.id, 'updated', post.uid, comment.uid, counts.comment_count)],
        [],
      );
    });
    this.events.publish(after);
    return { message: 'Comment updated.', data: await this.commentView(comment.id, auth.userId, a.isAdmin) };
  }

  // --- counters --------------------------------------------------------------------------------

  /**
   * Compares every counter with a count of its rows and sets wrong ones right; the drift per
   * counter (0 everywhere when transactions kept them exact). Daily job; tests narrow it to groups.
   */
  async reconcileCounters(groupIds?: number[]) {
    return this.deps.db.transaction((tx) => repo.reconcile(tx, groupIds));
  }
}
