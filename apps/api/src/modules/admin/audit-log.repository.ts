import { type Executor, schema } from '@hctl/db';
import { sql } from 'drizzle-orm';

const a = schema.adminActions;

export interface AdminActionRow {
  id: number;
  admin_user_id: number;
  admin_name: string | null;
  action: string;
  target_type: string;
  target_key: string;
  reason: string | null;
  details: Record<string, unknown>;
  created_at: Date;
}

export type NewAdminAction = typeof a.$inferInsert;

const selectEntries = sql`
  select a.id::int, a.admin_user_id::int, nullif(trim(u.first_name || ' ' || u.last_name), '') as admin_name,
         a.action, a.target_type, a.target_key, a.reason, a.details, a.created_at
  from admin_actions a left join users u on u.id = a.admin_user_id`;

const toRow = (r: Record<string, unknown>) => {
  const row = r as unknown as AdminActionRow & { created_at: Date | string };
  return { ...row, created_at: new Date(row.created_at) } as AdminActionRow;
};

/** The audit log: an insert and reads; the table's trigger refuses anything else. */
export const auditLogRepository = {
  async insert(db: Executor, v: NewAdminAction) {
    const [row] = await db.insert(a).values(v).returning({ id: a.id });
    return row.id;
  },

  /** Newest first, through admin_actions_target_idx; the administrator named if still there. */
  async forTarget(db: Executor, targetType: string, targetKey: string, limit: number) {
    const res = await db.execute(sql`
      ${selectEntries}
      where a.target_type = ${targetType} and a.target_key = ${targetKey}
      order by a.created_at desc nulls last, a.id desc nulls last
      limit ${limit}`);
    return res.rows.map(toRow);
  },

  /** The entries about several items of one type (the same index), newest first. */
  async forTargets(db: Executor, targetType: string, targetKeys: string[], limit: number) {
    if (!targetKeys.length) return [];
    const res = await db.execute(sql`
      ${selectEntries}
      where a.target_type = ${targetType} and a.target_key in (${sql.join(
        targetKeys.map((k) => sql`${k}`),
        sql`, `,
      )})
      order by a.created_at desc nulls last, a.id desc nulls last
      limit ${limit}`);
    return res.rows.map(toRow);
  },
};
