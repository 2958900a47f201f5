import type { Executor } from '@hctl/db';
import { type SQL, sql } from 'drizzle-orm';
import { escapeLike } from '../../../lib/like';

export interface UserPickRow {
  id: number;
  slug: string;
  name: string;
  profile_image: string | null;
  specialty: string | null;
  occupation: string | null;
}

export const usersSearchRepository = {
  /**
   * People for pickers: active individuals with a published profile whose first name, last name
   * or full name starts with `prefix` (the caller left out), accents folded on both sides ("zoe"
   * finds "Zoë"). The `like '%…%'` on the folded full name lets
   * users_individual_name_unaccent_trgm_idx (migration 0042) narrow the rows from three letters on;
   * the prefix test decides. Folding leaves the escaped wildcards as they are.
   */
  async pick(db: Executor, prefix: string, callerId: number, limit: number): Promise<UserPickRow[]> {
    const p = escapeLike(prefix.toLowerCase());
    const folded = (col: SQL) => sql`hctl_unaccent(lower(${col}))`;
    const like = (pattern: string) => sql`like hctl_unaccent(${pattern})`;
    const res = await db.execute(sql`
      select u.id, u.slug, u.first_name || ' ' || u.last_name as name, d.profile_image, d.specialty,
        case when coalesce(d.visibility -> 'occupation' <> 'false'::jsonb, true) then d.occupation end as occupation
      from users u
      join individual_details d on d.user_id = u.id
      where u.role = 'individual' and u.is_active and d.is_published and u.id <> ${callerId}
        and ${folded(sql`u.first_name || ' ' || u.last_name`)} ${like(`%${p}%`)}
        and (${folded(sql`u.first_name`)} ${like(`${p}%`)} or ${folded(sql`u.last_name`)} ${like(`${p}%`)}
          or ${folded(sql`u.first_name || ' ' || u.last_name`)} ${like(`${p}%`)})
      order by lower(u.first_name || ' ' || u.last_name), u.id
      limit ${limit}`);
    return (res.rows as Record<string, unknown>[]).map((r) => ({
      id: Number(r.id),
      slug: String(r.slug),
      name: String(r.name),
      profile_image: (r.profile_image as string | null) ?? null,
      specialty: (r.specialty as string | null) ?? null,
      occupation: (r.occupation as string | null) ?? null,
    }));
  },
};
