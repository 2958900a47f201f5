export function pageOf<T>(rows: T[], total: number, page: number, perPage: number) {
  return {
    data: rows,
    current_page: page,
    per_page: perPage,
    total,
    last_page: Math.max(1, Math.ceil(total / perPage)),
  };
}
export const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);
