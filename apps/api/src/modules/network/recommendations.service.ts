import {
  type PublicRecommendationListView,
  type RecommendationInvitationsBody,
  type RecommendationInvitationsView,
  type RecommendationListView,
  type RecommendationView,
  recommendationListQuery,
  recommendationPostingBody,
} from '@hctl/contracts';
import type { AppDeps } from '../../deps';
import { conflict, forbidden, invalid, notFound } from '../../lib/errors';
import { pageOf } from '../../lib/pagination';
import type { AuthContext } from '../../plugins/auth';
import type { Upload } from '../../plugins/uploads';
import type { AccountsService } from '../accounts/accounts.service';
import type { FilesService } from '../files/files.service';
import type { NotificationsPort } from '../notifications/notifications.port';
import { toPerson, toPublicRecommendation, toRecommendation } from './network.mapper';
import { networkRepository } from './network.repository';
import { recommendationsRepository as repo } from './recommendations.repository';

export interface RecommendationsPorts {
  notifications: NotificationsPort;
  files: Pick<FilesService, 'store' | 'discard'>;
  accounts: Pick<AccountsService, 'publicProfile'>;
}

/** What posting brings: the form's fields and, from a multipart form, the checked video. */
export interface PostingForm {
  fields: Record<string, unknown>;
  video: Upload | null;
}

const PUBLIC_LIMIT = 50;
const name = (p: { first_name: string; last_name: string }) => `${p.first_name} ${p.last_name}`;

/**
 * Peer recommendations: a person asks connections (requested), an author writes it (posted), the
 * person shows it on the profile or not (linking). One row per pair (recommendations_pair_unique),
 * so asking twice, or two tabs asking at once, leave one request.
 */
export class RecommendationsService {
  constructor(
    private deps: AppDeps,
    private ports: RecommendationsPorts,
  ) {}

  /** received: posted ones about the caller (shown on the profile or not). */
  received(me: AuthContext, q: unknown) {
    return this.page(me, 'user', 'posted', q);
  }

  /** pending: requests the caller was asked to write. */
  pending(me: AuthContext, q: unknown) {
    return this.page(me, 'author', 'requested', q);
  }

  private async page(
    me: AuthContext,
    side: 'user' | 'author',
    status: 'posted' | 'requested',
    q: unknown,
  ): Promise<RecommendationListView> {
    const { page, perPage } = recommendationListQuery.parse(q ?? {});
    const { rows, total } = await repo.page(this.deps.db, side, me.userId, status, {
      limit: perPage,
      offset: (page - 1) * perPage,
    });
    return pageOf(rows.map(toRecommendation), total, page, perPage);
  }

  /** non-invited-user: the caller's connections not asked yet. */
  async notAsked(me: AuthContext, q: { search?: string | null; page: number; perPage: number }) {
    const { rows, total } = await repo.notAsked(this.deps.db, me.userId, {
      search: q.search ?? null,
      limit: q.perPage,
      offset: (q.page - 1) * q.perPage,
    });
    return pageOf(rows.map(toPerson), total, q.page, q.perPage);
  }

  /** invitations: ask connections (only connections); people asked before are left as they are. */
  async invite(
    me: AuthContext,
    body: RecommendationInvitationsBody,
  ): Promise<{ message: string; data: RecommendationInvitationsView }> {
    const ids = [...new Set(body.user_ids.map(Number))];
    if (ids.includes(me.userId)) throw invalid({ user_ids: 'You cannot recommend yourself.' });
    const connected = new Set(await networkRepository.connectedAmong(this.deps.db, me.userId, ids));
    if (ids.some((id) => !connected.has(id)))
      throw invalid({ user_ids: 'Only your connections can be asked for a recommendation.' });
    const authors = new Map((await networkRepository.people(this.deps.db, ids)).map((p) => [p.id, p]));
    const message = body.message ?? null;
    const { created, receipt } = await this.deps.db.transaction(async (tx) => {
      const created = await repo.request(tx, me.userId, ids, message);
      const receipt = await this.ports.notifications.notify(
        tx,
        created.map((row) => ({
          userId: row.author_id,
          type: 'recommendation.requested' as const,
          title: 'Recommendation requested',
          body: message ?? 'asked you to write a recommendation.',
          link: `/individual/${authors.get(row.author_id)?.slug}/recommendations?tab=requests`,
          data: { recommendation_uid: row.uid },
          actorUserId: me.userId,
        })),
      );
      return { created, receipt };
    });
    this.ports.notifications.publish(receipt);
    const asked = new Set(created.map((r) => r.author_id));
    const views = await repo.byIds(
      this.deps.db,
      created.map((r) => r.id),
    );
    return {
      message: created.length ? 'Your request has been sent.' : 'You had already asked them.',
      data: { requested: views.map(toRecommendation), already_asked: ids.filter((id) => !asked.has(id)) },
    };
  }

  /**
   * posting: the author writes (or rewrites) the recommendation, text and/or a video checked by
   * content. The first posting tells the person; the video is stored first and removed again if
   * the posting is refused.
   */
  async post(
    me: AuthContext,
    uid: string,
    form: PostingForm,
  ): Promise<{ message: string; data: RecommendationView }> {
    const parsed = recommendationPostingBody.safeParse(form.fields);
    if (!parsed.success)
      throw invalid(
        Object.fromEntries(
          parsed.error.issues.map((i) => [String(i.path[0] ?? 'recommended_text'), i.message]),
        ),
      );
    const current = await repo.byUid(this.deps.db, uid);
    this.authorOf(me, current);
    const text = parsed.data.recommended_text ?? null;
    if (!text && !form.video && !current!.rec.recommended_video_file_id)
      throw invalid({ recommended_text: 'Write a recommendation or attach a video.' });
    const file = form.video
      ? await this.ports.files.store(me.userId, 'recommendation_video', form.video)
      : null;
    try {
      const { row, receipt } = await this.deps.db.transaction(async (tx) => {
        const locked = await repo.forUpdate(tx, uid);
        if (!locked || locked.author_id !== me.userId) throw notFound('Recommendation not found.');
        if (locked.status === 'declined') throw conflict('This request was declined.');
        const first = locked.status !== 'posted';
        const now = this.deps.clock.now();
        const row = await repo.update(tx, locked.id, {
          status: 'posted',
          recommended_text: text ?? locked.recommended_text,
          ...(file ? { recommended_video_file_id: file.id } : {}),
          ...(parsed.data.relationship !== undefined ? { relationship: parsed.data.relationship } : {}),
          posted_at: first ? now : locked.posted_at,
          updated_at: now,
        });
        const receipt = first
          ? await this.ports.notifications.notify(tx, [
              {
                userId: locked.user_id,
                type: 'recommendation.posted',
                title: 'New recommendation',
                body: `${name(current!.author)} wrote you a recommendation.`,
                link: `/individual/${current!.user.slug}/recommendations?tab=received`,
                data: { recommendation_uid: uid },
                actorUserId: me.userId,
              },
            ])
          : null;
        return { row, receipt };
      });
      this.ports.notifications.publish(receipt);
      const view = (await repo.byUid(this.deps.db, row.uid))!;
      return { message: 'Your recommendation has been posted.', data: toRecommendation(view) };
    } catch (err) {
      if (file) await this.ports.files.discard(me.userId, [file.id], ['recommendation_video']);
      throw err;
    }
  }

  /** linking: the recommended person shows it on the profile (or hides it). */
  async link(
    me: AuthContext,
    uid: string,
    isLinked: boolean,
  ): Promise<{ message: string; data: RecommendationView }> {
    const current = await repo.byUid(this.deps.db, uid);
    if (!current || (current.rec.user_id !== me.userId && current.rec.author_id !== me.userId))
      throw notFound('Recommendation not found.');
    if (current.rec.user_id !== me.userId)
      throw forbidden('Only the person recommended chooses whether it is shown.');
    if (current.rec.status !== 'posted') throw conflict('It has not been written yet.');
    await repo.update(this.deps.db, current.rec.id, {
      is_linked: isLinked,
      updated_at: this.deps.clock.now(),
    });
    const view = (await repo.byUid(this.deps.db, uid))!;
    return {
      message: isLinked ? 'It is shown on your profile.' : 'It is hidden from your profile.',
      data: toRecommendation(view),
    };
  }

  /** A profile's posted and shown recommendations, for whoever may see the profile. */
  async publicList(slug: string, viewer: AuthContext | null): Promise<PublicRecommendationListView> {
    const { userId } = await this.ports.accounts.publicProfile(slug, viewer);
    const { rows } = await repo.page(this.deps.db, 'user', userId, 'posted', {
      limit: PUBLIC_LIMIT,
      offset: 0,
      linkedOnly: true,
    });
    return { user_id: userId, data: rows.map(toPublicRecommendation) };
  }

  /** The author may write it; the recommended person is told 403, anyone else 404. */
  private authorOf(me: AuthContext, rec: Awaited<ReturnType<typeof repo.byUid>>) {
    if (!rec || (rec.rec.author_id !== me.userId && rec.rec.user_id !== me.userId))
      throw notFound('Recommendation not found.');
    if (rec.rec.author_id !== me.userId)
      throw forbidden('Only the person asked can write this recommendation.');
  }
}
