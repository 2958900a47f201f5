import {
  ALERTING_KINDS,
  jobSearchQuery,
  SAVED_SEARCH_LIMIT,
  type SavedSearchKind,
  type SavedSearchListView,
  type SavedSearchView,
  type SaveSearchBody,
} from '@hctl/contracts';
import type { AppDeps } from '../../deps';
import type { AuthContext } from '../../kit/context';
import { invalid, notFound } from '../../lib/errors';
import type { NotificationsPort, NotifyReceipt } from '../notifications/notifications.port';
import { alertWords, defaultName, searchLink, toSavedSearchView } from './saved-searches.mapper';
import { savedSearchesRepository as repo, type SavedSearchRow } from './saved-searches.repository';
import type { JobSearchService } from './search-jobs.service';

/** What the search page pages and sorts by: not part of what a saved search matches. */
const NOT_FILTERS = ['q', 'sort', 'page', 'cursor', 'pageSize'] as const;

/**
 * A saved job search as `GET search-job` reads it, newest first. A filter that no longer parses
 * (the filters changed since it was saved) is left out rather than failing the alert.
 */
export function jobSearchOf(row: Pick<SavedSearchRow, 'query' | 'kind' | 'filters'>, cursor: string | null) {
  const filters = Object.fromEntries(
    Object.entries(row.kind === 'jobs' ? row.filters : {}).filter(
      ([k]) => !(NOT_FILTERS as readonly string[]).includes(k),
    ),
  );
  const paging = { q: row.query, sort: 'newest', page: 1, pageSize: PAGE, ...(cursor ? { cursor } : {}) };
  const parsed = jobSearchQuery.safeParse({ ...filters, ...paging });
  if (parsed.success) return parsed.data;
  const bad = new Set(parsed.error.issues.map((i) => String(i.path[0])));
  const kept = Object.fromEntries(Object.entries(filters).filter(([k]) => !bad.has(k)));
  return jobSearchQuery.parse({ ...kept, ...paging, q: bad.has('q') ? '' : row.query });
}

/** 422 for filters `GET search-job` would refuse, keyed `filters.<name>`. */
function checkJobFilters(filters: Record<string, string | string[]>) {
  const unknown = Object.keys(filters).filter(
    (k) => !(k in jobSearchQuery.shape) || (NOT_FILTERS as readonly string[]).includes(k),
  );
  const parsed = jobSearchQuery.safeParse(filters);
  const errors: Record<string, string> = {};
  for (const k of unknown) errors[`filters.${k}`] = 'Unknown filter.';
  if (!parsed.success) {
    for (const i of parsed.error.issues) errors[`filters.${String(i.path[0])}`] ??= i.message;
  }
  if (Object.keys(errors).length) throw invalid(errors);
}

export interface SavedSearchesPorts {
  notifications: Pick<NotificationsPort, 'notify' | 'publish'>;
  /** The job search the search page calls, so an alert finds exactly what the person would see. */
  jobSearch: Pick<JobSearchService, 'search'>;
}

/**
 * A job is announced once it has been published this long: a publishing transaction that commits
 * late (its `published_at` is taken before commit), or an engine fed through the outbox, has had
 * time to become visible before the window closes over it.
 */
export const ALERT_SETTLE_MS = 2 * 60_000;
/** Newest matches read per run and search: pages of 50, at most 4 (a count past 200 is a lower bound). */
const PAGE = 50;
const MAX_PAGES = 4;
/** Titles named in one alert. */
const TITLES = 3;

/** Saved searches of a person and their job alerts (spec §7: search-results, save-search-result, change-search-status). */
export class SavedSearchesService {
  constructor(
    private deps: AppDeps,
    private ports: SavedSearchesPorts,
  ) {}

  /** Saves the search, or answers the same saved search again (turning its alert on if asked). */
  async save(auth: AuthContext, body: SaveSearchBody): Promise<{ message: string; data: SavedSearchView }> {
    const kind = body.kind;
    if (body.alert && !ALERTING_KINDS.includes(kind)) {
      throw invalid({ alert: 'Alerts are for job searches: save it from the Jobs or All tab.' });
    }
    if (kind === 'jobs') checkJobFilters(body.filters);
    const now = this.deps.clock.now();
    return this.deps.db.transaction(async (tx) => {
      await repo.lockOwner(tx, auth.userId);
      const same = await repo.same(tx, auth.userId, kind, body.search, body.filters);
      if (same) {
        const row =
          body.alert && !same.alert ? await repo.update(tx, same.id, { alert: true, watermark: now }) : same;
        return { message: 'You have already saved this search.', data: toSavedSearchView(row) };
      }
      if ((await repo.count(tx, auth.userId)) >= SAVED_SEARCH_LIMIT) {
        throw invalid({
          search: `You can keep up to ${SAVED_SEARCH_LIMIT} saved searches; turn off one you no longer need.`,
        });
      }
      const row = await repo.insert(tx, {
        user_id: auth.userId,
        name: body.name || defaultName(body.search, kind),
        query: body.search,
        kind,
        filters: body.filters,
        alert: body.alert,
        // Only jobs published from now on are news to the person.
        watermark: now,
      });
      return {
        message: body.alert ? 'Search saved. We will tell you about new matching jobs.' : 'Search saved.',
        data: toSavedSearchView(row),
      };
    });
  }

  /** The person's saved searches with the new matches since they last looked (which are then seen). */
  async list(auth: AuthContext): Promise<SavedSearchListView> {
    return this.deps.db.transaction(async (tx) => {
      const rows = await repo.list(tx, auth.userId);
      if (rows.some((r) => r.new_matches > 0)) await repo.markSeen(tx, auth.userId);
      return this.listView(rows);
    });
  }

  /**
   * The same list without marking anything seen: the aggregate `search` answer carries it beside the
   * results, and a search must not clear the badge before the saved-searches list shows it.
   */
  async peek(auth: AuthContext): Promise<SavedSearchListView> {
    return this.listView(await repo.list(this.deps.db, auth.userId));
  }

  private listView(rows: Awaited<ReturnType<typeof repo.list>>): SavedSearchListView {
    return { searches: rows.map((r) => toSavedSearchView(r)), total: rows.length, limit: SAVED_SEARCH_LIMIT };
  }

  /** change-search-status/{id}: the alert on or off. Turned back on, it announces jobs from now on. */
  async toggle(auth: AuthContext, id: number) {
    return this.deps.db.transaction(async (tx) => {
      const row = await repo.ownLocked(tx, id, auth.userId);
      if (!row) throw notFound('Saved search not found.');
      const on = !row.alert;
      if (on && !ALERTING_KINDS.includes(row.kind as SavedSearchKind)) {
        throw invalid({ alert: 'Alerts are for job searches: save it from the Jobs or All tab.' });
      }
      const next = await repo.update(
        tx,
        id,
        on ? { alert: true, watermark: this.deps.clock.now() } : { alert: false },
      );
      return {
        message: on ? 'Alert turned on.' : 'Alert turned off.',
        data: toSavedSearchView(next),
      };
    });
  }

  /**
   * One alert run: each alerting search looks for jobs published in (watermark, now − settle]. The
   * notification and the new watermark commit together, so a crash before the commit repeats the
   * window and one after it has nothing left: no job is announced twice or skipped.
   */
  async runAlerts(batch = 200, settleMs = ALERT_SETTLE_MS) {
    const upTo = new Date(this.deps.clock.now().getTime() - settleMs);
    let notified = 0;
    for (let round = 0; round < 100; round++) {
      const ids = await repo.due(this.deps.db, upTo, batch);
      for (const id of ids) if (await this.alertOne(id, upTo)) notified++;
      if (ids.length < batch) break;
    }
    return notified;
  }

  private async alertOne(id: number, upTo: Date) {
    let receipt: NotifyReceipt | null = null;
    await this.deps.db.transaction(async (tx) => {
      const row = await repo.claim(tx, id, upTo);
      if (!row) return;
      const found = await this.newMatches(row, upTo);
      if (found.count > 0) {
        const w = alertWords(row.name, found.titles, found.count);
        receipt = await this.ports.notifications.notify(tx, [
          {
            userId: row.user_id,
            type: 'saved_search.match',
            title: w.title,
            body: w.body,
            link: searchLink(row),
            groupKey: `saved-search:${row.id}`,
            data: {
              saved_search_id: row.id,
              count: found.count,
              titles: found.titles,
              group_title: w.groupTitle,
            },
          },
        ]);
      }
      await repo.advance(tx, row.id, upTo, found.count, this.deps.clock.now());
    });
    this.ports.notifications.publish(receipt);
    return receipt !== null;
  }

  /** The search as the person runs it, newest first, down to the watermark. */
  private async newMatches(row: SavedSearchRow, upTo: Date) {
    // The person is the viewer: what they may see, and "licensed for me" as their licenses say.
    const viewer: AuthContext = {
      userId: row.user_id,
      role: 'individual',
      sessionId: '',
      email: '',
      slug: '',
      emailVerified: true,
    };
    const titles: string[] = [];
    let count = 0;
    let cursor: string | null = null;
    for (let page = 1; page <= MAX_PAGES; page++) {
      const res = await this.ports.jobSearch.search(viewer, jobSearchOf(row, cursor));
      let newer = 0;
      for (const j of res.data) {
        const at = j.published_at ? new Date(j.published_at) : null;
        if (!at || at <= row.watermark) continue;
        newer++;
        // Published in the last moments: the next window's.
        if (at > upTo) continue;
        count++;
        if (titles.length < TITLES) titles.push(j.title);
      }
      // Newest first: a page with nothing past the watermark means the rest is older still.
      if (newer === 0 || !res.next_cursor || res.data.length < PAGE) break;
      cursor = res.next_cursor;
    }
    return { count, titles };
  }
}
