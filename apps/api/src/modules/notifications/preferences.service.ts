import {
  NOTIFICATION_CATEGORY_LABELS,
  NOTIFICATION_TYPE_LABELS,
  NOTIFICATION_TYPE_NAMES,
  NOTIFICATION_TYPES,
  type NotificationPreferencesBody,
  type NotificationPreferencesView,
} from '@hctl/contracts';
import type { AppDeps } from '../../deps';
import { notificationsRepository as repo } from './notifications.repository';

type Rule = { category: string; email: boolean; critical?: boolean; actionable?: boolean };
const ruleOf = (type: keyof typeof NOTIFICATION_TYPES) => NOTIFICATION_TYPES[type] as Rule;

/**
 * Per type × channel choices (a missing row is the type's default) and the digest's frequency,
 * hour and time zone. Critical types (payments, credentials) are shown locked on: `notify` ignores
 * whatever is stored for them.
 */
export class NotificationPreferencesService {
  constructor(private deps: AppDeps) {}

  async get(userId: number): Promise<NotificationPreferencesView> {
    const { db } = this.deps;
    const [prefs, [settings]] = await Promise.all([
      repo.allPreferences(db, userId),
      repo.settings(db, [userId]),
    ]);
    const chosen = new Map(prefs.map((p) => [p.type, p]));
    const categories = new Map<string, NotificationPreferencesView['categories'][number]>();
    for (const type of NOTIFICATION_TYPE_NAMES) {
      const r = ruleOf(type);
      const p = chosen.get(type);
      const locked = Boolean(r.critical);
      const cat = categories.get(r.category) ?? {
        category: r.category,
        label: NOTIFICATION_CATEGORY_LABELS[r.category] ?? r.category,
        types: [],
      };
      cat.types.push({
        type,
        label: NOTIFICATION_TYPE_LABELS[type],
        in_app: locked || (p?.in_app ?? true),
        email: locked || (p?.email ?? r.email),
        locked,
        actionable: Boolean(r.actionable),
      });
      categories.set(r.category, cat);
    }
    return {
      categories: [...categories.values()],
      digest: {
        frequency: settings?.digest ?? 'daily',
        hour: settings?.digest_hour ?? 8,
        time_zone: settings?.time_zone ?? 'UTC',
      },
    };
  }

  async save(userId: number, body: NotificationPreferencesBody): Promise<NotificationPreferencesView> {
    await this.deps.db.transaction(async (tx) => {
      const rows = (body.preferences ?? [])
        .filter((p) => !ruleOf(p.type).critical)
        .map((p) => ({ user_id: userId, type: p.type, in_app: p.in_app, email: p.email }));
      if (rows.length) await repo.upsertPreferences(tx, rows);
      if (body.digest)
        await repo.upsertSettings(tx, {
          user_id: userId,
          digest: body.digest.frequency,
          digest_hour: Number(body.digest.hour),
          time_zone: body.digest.time_zone,
        });
    });
    return this.get(userId);
  }
}
